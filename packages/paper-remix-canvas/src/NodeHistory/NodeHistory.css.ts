import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const run = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const status = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const failed = style({ color: vars.color.danger });
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const fact = style({ display: 'flex', gap: vars.space.xs });
export const term = style({ color: vars.color.muted });
export const definition = style({ margin: 0 });
export const error = style({ margin: 0, overflowWrap: 'anywhere', color: vars.color.danger });
export const message = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.muted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const output = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const groupHeading = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const groupText = style({ margin: 0, lineHeight: 1.5, overflowWrap: 'anywhere' });
