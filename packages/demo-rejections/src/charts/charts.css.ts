import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const description = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const area = style({ position: 'relative', width: '100%' });

// nivo's auto-sizer draws inside a 0 × 0 box: the reset's `svg { max-width: 100% }` would shrink the chart to nothing.
globalStyle(`${area} svg`, { maxWidth: 'none' });

export const scroller = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const donutLayout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'minmax(180px, 220px) 1fr' } },
});

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});

export const legendItem = style({ display: 'grid', gridTemplateColumns: '12px 1fr auto', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ width: 12, height: 12, borderRadius: 3 });

export const legendValue = style({ color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });

export const keyRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.fontSize.xs, color: vars.color.text });

export const keyItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const lineSwatch = style({ width: 18, height: 3, borderRadius: 2 });
