import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../vars.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '@media': {
    'screen and (min-width: 768px)': { alignItems: 'flex-end', insetInline: 'auto', right: vars.space.lg, bottom: vars.space.lg },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'min(100%, 420px)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const tone = styleVariants({
  info: { backgroundColor: vars.color.ink, color: vars.color.surface },
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
});

export const message = style({ flex: 1 });

export const dismiss = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  ':focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
});
