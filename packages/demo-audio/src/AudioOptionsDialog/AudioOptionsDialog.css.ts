import { style } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const body = style({ display: 'grid', gap: vars.space.lg });

export const titleText = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const legendText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const lock = style({ color: vars.color.muted, flexShrink: 0 });

export const lockSmall = style({ color: vars.color.muted, flexShrink: 0, marginInlineStart: 'auto' });

export const lockNote = style({ margin: 0, fontSize: vars.fontSize.sm });

export const unlock = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': focus,
});

export const options = style({ display: 'grid', gap: vars.space.xs });

export const voices = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: vars.space.xs });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&[data-checked]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle } },
});

export const radio = style({
  marginTop: 3,
  accentColor: vars.color.brand,
  // Clicks fall through to the row, which leads to sign-up.
  pointerEvents: 'none',
});

export const optionText = style({ display: 'grid', gap: vars.space.xxs, cursor: 'pointer' });

export const optionLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.ink, cursor: 'pointer' });

export const optionDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const count = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const languages = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: 240,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const languageItem = style({ margin: 0 });

const languageRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
} as const;

export const languageSelected = style({ ...languageRow, backgroundColor: vars.color.brandSubtle, fontWeight: vars.fontWeight.semibold });

export const languageLocked = style({
  ...languageRow,
  ':hover': { backgroundColor: vars.color.surfaceSunken },
  ':focus-visible': { ...focus, outlineOffset: '-2px' },
});

export const native = style({ minWidth: 0 });

export const english = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, fontWeight: vars.fontWeight.regular });

export const check = style({ marginInlineStart: 'auto', color: vars.color.brand, flexShrink: 0 });

export const demoNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
});
