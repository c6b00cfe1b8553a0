import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const root = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: '0 -6px 18px rgba(15, 23, 42, 0.08)',
  color: vars.color.text,
});

export const audio = style({ display: 'none' });

export const heading = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });

export const nowPlaying = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const trackLabel = style({ color: vars.color.muted, fontWeight: vars.fontWeight.regular, fontVariantNumeric: 'tabular-nums' });
export const trackTitle = style({});

export const status = style({ margin: 0, flexShrink: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const timeline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const time = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  minWidth: '2.75rem',
  textAlign: 'center',
});

export const range = style({
  flex: 1,
  minWidth: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  ':focus-visible': focus,
  ':disabled': { cursor: 'not-allowed', opacity: 0.5 },
});

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surfaceSunken },
  ':focus-visible': focus,
  '@media': { 'screen and (max-width: 479px)': { width: 34, height: 34 } },
  selectors: { '&[aria-disabled="true"]': { color: vars.color.borderStrong, cursor: 'not-allowed', backgroundColor: 'transparent' } },
});

export const playButton = style([
  iconButton,
  {
    width: 48,
    height: 48,
    '@media': { 'screen and (max-width: 479px)': { width: 44, height: 44 } },
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    ':hover': { backgroundColor: vars.color.brandHover },
    selectors: { '&[aria-disabled="true"]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.muted } },
  },
]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const speed = style({ display: 'inline-flex' });

export const select = style({
  height: 36,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': focus,
});

// Phones have volume keys; the slider gives way so the controls fit one row (mute stays).
export const volume = style([range, { flex: 'none', width: 96, '@media': { 'screen and (max-width: 479px)': { display: 'none' } } }]);

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
