import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

/** The About and Trust pages: figures, principle cards and badge sections. */

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});

export const numbers = style({ display: 'grid', gap: vars.space.sm });

export const numbersTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const stats = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

export const stat = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const statValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.ink, lineHeight: 1 });
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const principlesSection = style({ display: 'grid', gap: vars.space.md });

export const principles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
});

export const badgeGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
});

export const badgeCard = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  // A badge's link lands its card right under the fixed header and banner.
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.size.bannerHeight} + ${vars.space.md})`,
  selectors: { '&:target': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSubtle}` } },
});

export const badgeLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  letterSpacing: '0.04em',
});
export const badgeName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});
export const badgeText = style({ color: vars.color.text, lineHeight: vars.lineHeight.relaxed });

// Scrolls sideways on a phone, so it takes focus (and shows it) for keyboard users to scroll it.
export const tableWrap = style({
  overflowX: 'auto',
  maxWidth: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** A pricing plan's card: its lines keep their own height when a neighbour is taller. */
export const planCard = style({ alignContent: 'start' });
