import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

/** Card grid shared by the landing sections. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  height: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const cardKicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  margin: 0,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.ink, margin: 0 });
export const cardText = style({ color: vars.color.muted, margin: 0, lineHeight: vars.lineHeight.relaxed });
export const points = style({ margin: 0, paddingInlineStart: '1.2em', color: vars.color.text, display: 'grid', gap: vars.space.xxs });

export const pointLink = style({
  // WCAG 2.5.8: a 24 px tall target, whatever the line height (Lighthouse's target-size audit).
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: vars.color.ink,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  textDecorationColor: vars.color.border,
  ':hover': { textDecorationColor: 'currentColor' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const pointSoon = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
