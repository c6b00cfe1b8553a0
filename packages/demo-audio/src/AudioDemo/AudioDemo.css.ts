import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 960,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md} 0`,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 1024px)': { padding: `${vars.space.xl} ${vars.space.lg} 0` } },
});

export const skeletonStack = style({ display: 'grid', gap: vars.space.md });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  '@media': { 'screen and (min-width: 1024px)': { fontSize: vars.fontSize.xxl } },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});

export const tabs = style({ minWidth: 0 });

// The three tab names do not fit one row on a phone; wrapping keeps every tab in view.
globalStyle(`${tabs} > [role="tablist"]`, { flexWrap: 'wrap' });

export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md });

export const partSwitch = style({
  display: 'inline-flex',
  justifySelf: 'start',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
});

export const partButton = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':focus-visible': focus,
  selectors: { '&[aria-pressed="true"]': { backgroundColor: vars.color.surfaceRaised, color: vars.color.ink, boxShadow: vars.shadow.sm } },
});

export const partLabel = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const sections = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const sectionItem = style({ margin: 0 });

export const sectionButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 52,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': focus,
  ':disabled': { cursor: 'not-allowed', color: vars.color.muted },
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle } },
});

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.brand,
});

export const number = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.muted });

const bounce = keyframes({ '0%, 100%': { transform: 'scaleY(0.35)' }, '50%': { transform: 'scaleY(1)' } });

export const bars = style({ display: 'inline-flex', alignItems: 'flex-end', gap: 2, height: 14 });

globalStyle(`${bars} > span`, {
  width: 3,
  height: '100%',
  borderRadius: 1,
  backgroundColor: 'currentColor',
  transformOrigin: 'bottom',
  animation: `${bounce} 0.9s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleY(0.7)' } },
});
globalStyle(`${bars} > span:nth-child(2)`, { animationDelay: '0.2s' });
globalStyle(`${bars} > span:nth-child(3)`, { animationDelay: '0.4s' });

export const sectionName = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.medium });

export const duration = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });

export const transcript = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.ink });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const takeaways = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: '1.5rem',
  lineHeight: vars.lineHeight.relaxed,
});

export const reading = style({ display: 'grid', gap: vars.space.lg, maxWidth: '70ch' });

export const readingSection = style({ display: 'grid', gap: vars.space.xs });

export const muted = style({ margin: 0, color: vars.color.muted });

export const notFound = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} 0`,
  textAlign: 'center',
  justifyItems: 'center',
});

export const cta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const ctaTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.ink });

export const ctaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.brandHover },
  ':focus-visible': focus,
});

export const credit = style({ margin: 0, paddingBottom: vars.space.lg, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const inlineLink = style({ color: 'inherit', textDecoration: 'underline', ':focus-visible': focus });
