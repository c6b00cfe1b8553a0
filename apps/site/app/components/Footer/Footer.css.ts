import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

// Light text on ink keeps every footer text above 7:1 contrast.
export const root = style({
  background: vars.color.ink,
  color: '#d1d5db',
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: '1fr 2fr 1fr 1.2fr' },
  },
});

export const brand = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const brandName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: '#ffffff' });
export const brandCopy = style({ maxWidth: '36ch', lineHeight: vars.lineHeight.relaxed });

export const column = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const heading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: '#ffffff',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    'screen and (min-width: 768px) and (max-width: 1023px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

// The catalogue's tools take two columns where there is room.
export const toolList = style([
  linkList,
  { '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.md } } },
]);

export const link = style({
  color: '#e5e7eb',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(229, 231, 235, 0.4)',
  textUnderlineOffset: 3,
  // A 24 px tall target meets WCAG 2.2's minimum target size on touch screens.
  display: 'inline-block',
  minHeight: 24,
  paddingBlock: 2,
  borderRadius: vars.radius.sm,
  ':hover': { color: '#ffffff', textDecorationColor: '#ffffff' },
  ':focus-visible': { outline: `3px solid ${vars.color.brandSubtle}`, outlineOffset: 2 },
});

export const compliance = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const badges = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 28,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid #4b5563',
  borderRadius: vars.radius.full,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { borderColor: '#a5b4fc' },
  ':focus-visible': { outline: `3px solid ${vars.color.brandSubtle}`, outlineOffset: 2 },
});

export const subheading = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: '#d1d5db',
});

export const badgeIcon = style({ width: 16, height: 16, color: '#a5b4fc', flexShrink: 0 });
export const badgeLabel = style({ textDecoration: 'none' });

export const bottom = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xl}`,
  borderTop: '1px solid #374151',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const legalList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});
