import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const contact = style({ display: 'grid', gap: vars.space.md, maxWidth: 560, margin: '0 auto', padding: vars.space.lg });
export const contactTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink });
export const contactActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
