import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const content = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  // A phone gets the whole screen; wider screens keep the table visible beside it.
  width: '100vw',
  maxWidth: '100vw',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.modal} ${vars.motion.easing}` } },
  '@media': {
    'screen and (min-width: 600px)': { width: 560, borderTopLeftRadius: vars.radius.lg, borderBottomLeftRadius: vars.radius.lg },
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } },
  },
  ':focus': { outline: 'none' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({
  margin: 0,
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
});

export const description = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

// The body scrolls on its own; the title and the close button stay in view.
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  // Focusable while it scrolls (useScrollFocus): the ring sits inside, the header stays clear.
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  padding: vars.space.lg,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
});
