import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';
import { CHART_HEIGHT } from './chartSize';

export const activity = style({ display: 'grid', gap: vars.space.sm });

export const charts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(420px, 100%), 1fr))',
});

export const figure = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const figureTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const summary = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

// Reserved before nivo arrives so the page does not jump.
export const plot = style({ height: CHART_HEIGHT, minWidth: 0 });
// nivo sizes its svg inside a 0×0 wrapper; the reset's `svg { max-width: 100% }` would squash it to nothing.
globalStyle(`${plot} svg`, { maxWidth: 'none' });

export const details = style({ fontSize: vars.fontSize.sm });

export const detailsSummary = style({
  cursor: 'pointer',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const dataTable = style({
  maxHeight: 280,
  overflowY: 'auto',
  marginTop: vars.space.xs,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const tooltip = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.ink,
  color: vars.color.surface,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
