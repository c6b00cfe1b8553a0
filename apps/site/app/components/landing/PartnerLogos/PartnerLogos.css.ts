import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ padding: `${vars.space.xl} ${vars.space.lg}`, borderTop: `1px solid ${vars.color.border}` });
export const title = style({
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
  margin: `0 0 ${vars.space.md}`,
});
export const list = style({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  maxWidth: 1120,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.md} ${vars.space.xl}`,
});
export const logo = style({ display: 'block', height: 40, width: 'auto', color: '#475569' });
