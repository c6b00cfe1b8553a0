import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr auto', alignItems: 'center', gap: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: `${vars.space.xxs} 0 0`, lineHeight: vars.lineHeight.normal });
