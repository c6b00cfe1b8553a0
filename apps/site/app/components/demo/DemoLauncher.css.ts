import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const sheetBody = style({ backgroundColor: vars.color.surface });

export const skeleton = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  maxWidth: 1200,
  marginInline: 'auto',
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.xl } },
});

export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '7fr 5fr' } },
});

export const skeletonColumn = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const message = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const messageTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink });
