import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** A shared film's page: no banner or header to clear, one readable column. */
export const page = style({
  width: '100%',
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
});

export const brand = style({
  justifySelf: 'start',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const heading = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.5rem, 4vw, 2.25rem)',
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
});

export const authors = style({ fontSize: vars.fontSize.lg, color: vars.color.text });

/** Holds the film's box at 16:9 before the browser has read its size, so nothing moves when it does. */
export const film = style({});
globalStyle(`${film} video`, { aspectRatio: '16 / 9', height: 'auto' });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const citation = style({ color: vars.color.text, lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  // A share's address is one long word: it breaks rather than run past a phone's edge.
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const code = style({
  width: '100%',
  minHeight: '5.5rem',
  padding: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const credit = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

/** The embed: the player alone, filling the iframe. */
export const embed = style({ padding: vars.space.xs, margin: 0, background: vars.color.surface, minHeight: '100vh' });
// The film fills the iframe above the control bar.
globalStyle(`${embed} video`, { maxHeight: 'calc(100vh - 64px)' });

export const embedMessage = style({ padding: vars.space.md, color: vars.color.ink, background: vars.color.surface, minHeight: '100vh' });
