import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const message = style({
  margin: 'auto',
  padding: vars.space.xl,
  color: vars.color.muted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});

export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  // Pages centre by their auto margins, so a page wider than the view (zoomed in) scrolls from its left edge.
  alignItems: 'flex-start',
  gap: 16,
  // offsetTop of the pages is measured from here.
  position: 'relative',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[hidden]': { display: 'none' },
  },
});

export const page = style({
  position: 'relative',
  marginInline: 'auto',
  flex: '0 0 auto',
  background: '#fff',
  boxShadow: vars.shadow.sm,
});

export const canvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

// pdf.js's own text layer rules (web/pdf_viewer.css), so the transparent text sits exactly on the
// drawn glyphs and can be selected and searched.
export const textLayer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  lineHeight: 1,
  textAlign: 'initial',
  textSizeAdjust: 'none',
  forcedColorAdjust: 'none',
  transformOrigin: '0 0',
  caretColor: 'CanvasText',
  zIndex: 0,
});

globalStyle(`${textLayer} :is(span, br)`, {
  color: 'transparent',
  position: 'absolute',
  whiteSpace: 'pre',
  cursor: 'text',
  transformOrigin: '0% 0%',
});

globalStyle(`${textLayer} span.markedContent`, { top: 0, height: 0 });
globalStyle(`${textLayer} ::selection`, { background: 'rgba(0, 0, 255, 0.25)' });
globalStyle(`${textLayer} br::selection`, { background: 'transparent' });
globalStyle(`${textLayer} .endOfContent`, {
  display: 'block',
  position: 'absolute',
  inset: '100% 0 0',
  zIndex: 0,
  cursor: 'default',
  userSelect: 'none',
});

export const highlightLayer = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  zIndex: 1,
});

export const highlight = style({
  position: 'absolute',
  background: 'rgba(255, 208, 0, 0.42)',
  outline: '1px solid rgba(196, 140, 0, 0.7)',
  borderRadius: 2,
  mixBlendMode: 'multiply',
  '@media': {
    '(forced-colors: active)': { background: 'transparent', outline: '2px solid Highlight' },
  },
});

// pdf.js's TextLayer measures text in a canvas it appends to <body>; pdf_viewer.css hides it.
globalStyle('.hiddenCanvasElement', {
  position: 'absolute',
  top: 0,
  left: 0,
  width: 0,
  height: 0,
  display: 'none',
});
