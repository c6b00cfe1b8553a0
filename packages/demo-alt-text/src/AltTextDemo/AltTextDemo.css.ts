import { vars } from '@paperlight/ui-kit/vars';
import { style, styleVariants } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 1024px)';
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  maxWidth: 1200,
  marginInline: 'auto',
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', alignItems: 'start' } },
});

export const carousel = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 10',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs, justifyItems: 'center', width: '100%', height: '100%' });

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'contain',
  backgroundColor: '#ffffff',
  borderRadius: vars.radius.md,
});

export const navRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const counter = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, fontWeight: vars.fontWeight.medium });

export const figureTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.ink });

export const figureTag = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxs} 0`,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumbnail = style({
  display: 'block',
  width: 96,
  height: 72,
  padding: 2,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: '#ffffff',
  cursor: 'pointer',
  flexShrink: 0,
  ':hover': { borderColor: vars.color.borderStrong },
  ':focus-visible': focusRing,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand } },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const details = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });

export const tag = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  alignItems: 'baseline',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandActive,
});

export const tagTerm = style({ fontWeight: vars.fontWeight.regular });
export const tagValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const wordCount = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const altText = style({ margin: 0, whiteSpace: 'pre-line' });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const copyStatus = styleVariants({
  idle: {},
  copied: { color: vars.color.success, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm },
  failed: { color: vars.color.danger, fontSize: vars.fontSize.sm },
});

export const textLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': focusRing,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const cta = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
  '@media': { [wide]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});

export const ctaTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.ink });
export const ctaText = style({ margin: `${vars.space.xxs} 0 0` });

export const message = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const messageTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink });
export const messageDetail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted, fontFamily: vars.font.mono });

export const skeletonLayout = style([layout, {}]);
export const skeletonStack = style({ display: 'grid', gap: vars.space.sm });
