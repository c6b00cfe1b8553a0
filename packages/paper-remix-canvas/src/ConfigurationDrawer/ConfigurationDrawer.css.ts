import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const overlay = style({ position: 'fixed', inset: 0, backgroundColor: vars.color.overlay, zIndex: vars.zIndex.modal });

export const content = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  boxSizing: 'border-box',
  width: 'min(420px, 100vw)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  overflowY: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ flex: 1, margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const close = style({
  minWidth: 36,
  minHeight: 36,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md });

export const field = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.ink, padding: 0 });

const control = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:disabled': { backgroundColor: vars.color.surfaceSunken, color: vars.color.muted } },
} as const;

export const input = style(control);
export const textarea = style({ ...control, minHeight: 96, resize: 'vertical' });

export const slider = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const range = style({ flex: 1, accentColor: vars.color.brand });
export const sliderValue = style({ minWidth: 24, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const empty = style({ margin: 0, color: vars.color.muted });

/** Sits over a locked field so a click anywhere on it reaches the sign-up handler. */
export const lock = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
