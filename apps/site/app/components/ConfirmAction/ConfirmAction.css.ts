import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.ink });

export const input = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const typed = style({ overflowWrap: 'anywhere' });
