import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
});
export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
});
export const value = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: 1,
});
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
