import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const icon = style({ flexShrink: 0, color: vars.color.muted });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  // The field draws the focus ring around the icon and the box together.
  ':focus': { outline: 'none' },
});

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.muted, fontSize: vars.fontSize.sm });
export const error = style([status, { color: vars.color.danger, fontWeight: vars.fontWeight.medium }]);

// A steady height: the dialog does not jump as results come and go.
export const results = style({
  height: 'min(45vh, 300px)',
  overflowY: 'auto',
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `0 ${vars.space.xs}`,
});

export const listbox = style({ display: 'grid', gap: vars.space.sm });

export const group = style({ display: 'grid', gap: 2 });

export const groupLabel = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const option = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.text,
});

export const optionActive = style([
  option,
  { background: vars.color.brandSubtle, color: vars.color.ink, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
]);

export const optionTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink, overflowWrap: 'anywhere' });
export const optionDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, overflowWrap: 'anywhere' });
export const optionMore = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.brand });

export const keys = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  '@media': { '(pointer: coarse)': { display: 'none' } },
});

export const kbd = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: '0 4px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
