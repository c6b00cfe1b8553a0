import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(24px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const slideOut = keyframes({
  from: { opacity: 1, transform: 'translateY(0)' },
  to: { opacity: 0, transform: 'translateY(24px)' },
});

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.modal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.modal} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } } },
  ':focus': { outline: 'none' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: 64,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  // Focusable while it scrolls (useScrollFocus): the ring sits inside, the header stays clear.
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  padding: vars.space.lg,
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.xxl } },
});

export const inner = style({ maxWidth: 960, marginInline: 'auto' });
