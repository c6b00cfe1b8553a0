import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  // Clears the fixed 67 px header; the banner offset is already on <main>.
  padding: `calc(67px + ${vars.space.lg}) ${vars.space.md} 0`,
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space.xl } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});

export const back = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

// At least a screen tall: the demo's code loads after the page, and the footer must not jump
// up and back down in view while it does (layout shift).
export const body = style({ width: '100%', minHeight: '100vh', paddingBottom: vars.space.xl });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
