import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const hero = style({
  // The transparent header sits over the hero, so the hero reaches under it.
  padding: `calc(67px + ${vars.space.xxxl}) ${vars.space.lg} ${vars.space.xxxl}`,
  background: `radial-gradient(1200px 500px at 80% -10%, rgba(34, 211, 238, 0.18), transparent 60%),
    radial-gradient(900px 500px at 0% 0%, rgba(79, 70, 229, 0.14), transparent 60%), ${vars.color.surface}`,
});

export const heroInner = style({
  maxWidth: 1120,
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
});

export const heroTitle = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(2.25rem, 6vw, 4rem)',
  lineHeight: 1.05,
  letterSpacing: '-0.02em',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  maxWidth: '18ch',
});

export const heroAccent = style({
  backgroundImage: `linear-gradient(90deg, ${vars.color.brand}, #0891b2)`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

export const heroCopy = style({
  fontSize: 'clamp(1.05rem, 2vw, 1.25rem)',
  color: vars.color.muted,
  maxWidth: '62ch',
  lineHeight: vars.lineHeight.relaxed,
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0 0`,
});

export const statValue = style({ display: 'block', fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink });
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const section = style({
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:nth-of-type(even)': { background: vars.color.surfaceSunken } },
});

export const sectionInner = style({ maxWidth: 1120, margin: '0 auto', display: 'grid', gap: vars.space.md });

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.5rem, 3.5vw, 2.25rem)',
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
});

export const sectionCopy = style({ color: vars.color.muted, maxWidth: '70ch', lineHeight: vars.lineHeight.relaxed });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
