import { style } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 1280,
  marginInline: 'auto',
  padding: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.lg } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const statCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 136,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const statBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const statTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const wide = style({ '@media': { 'screen and (min-width: 1024px)': { gridColumn: '1 / -1' } } });

export const skeletonCard = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'grid',
  gap: vars.space.sm,
});

export const error = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const errorTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const errorText = style({ margin: 0, color: vars.color.muted });
