import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  zIndex: vars.zIndex.modal,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.modal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.modal} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } } },
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  marginInlineStart: 'auto',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.ink,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surfaceSunken },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
