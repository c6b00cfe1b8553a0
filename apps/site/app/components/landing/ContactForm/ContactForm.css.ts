import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md, width: '100%' });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const required = style({ color: vars.color.danger, marginInlineStart: 2 });

export const textarea = style({
  width: '100%',
  minHeight: 112,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  resize: 'vertical',
  ':focus': { outline: 'none', borderColor: vars.color.brand, boxShadow: vars.shadow.focus },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
