import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  width: 'min(calc(100vw - 2rem), 480px)',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-state="open"]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } } },
  ':focus': { outline: 'none' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  paddingTop: vars.space.xs,
});

export const description = style({ color: vars.color.muted, marginBottom: vars.space.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
});
