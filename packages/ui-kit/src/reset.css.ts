import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

// A small modern reset; shipped as its own side-effect entry so apps import it before any component CSS.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Keeps the fixed trial banner and header from covering anchor targets.
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.size.bannerHeight})`,
});
globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.lineHeight.tight, fontFamily: vars.font.heading });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // The site may opt into smooth scrolling; people who ask for less motion get instant jumps.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
