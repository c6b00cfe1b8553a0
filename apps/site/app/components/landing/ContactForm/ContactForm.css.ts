import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md, width: '100%' });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

// The interest field is a textarea, so it is built of ui-kit's TextInput parts (textInputStyles); this is its size.
export const textarea = style({ minHeight: 112, resize: 'vertical' });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
