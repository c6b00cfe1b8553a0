import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.semibold, color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const abstract = style({ maxWidth: '70ch', lineHeight: vars.lineHeight.relaxed, color: vars.color.text });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const list = style({ display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.lg, listStyle: 'disc' });
