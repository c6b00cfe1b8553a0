import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

// The first slide in the deck's shape, its room kept while it loads, and no bigger full screen than it needs to be to read.
export const thumbnail = style({
  display: 'block',
  width: '100%',
  maxWidth: 480,
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  selectors: { '&[data-size="4:3"]': { aspectRatio: '4 / 3', maxWidth: 360 } },
});

export const slides = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// The number, then the kind above the heading, the page at the end of the row.
export const slide = style({
  display: 'grid',
  gridTemplateColumns: '2em minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});
export const number = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
  textAlign: 'right',
});
export const body = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const kind = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.muted });
export const heading = style({ color: vars.color.ink, overflowWrap: 'anywhere' });
export const page = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, whiteSpace: 'nowrap' });

export const failed = style({ margin: 0, color: vars.color.danger });
