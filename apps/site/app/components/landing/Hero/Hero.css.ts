import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

const reduced = 'screen and (prefers-reduced-motion: reduce)';

export const root = style({
  // The transparent header sits over the hero, so the hero reaches under it.
  padding: `calc(67px + ${vars.space.xxl}) ${vars.space.lg} ${vars.space.xxl}`,
  background: `radial-gradient(1200px 500px at 80% -10%, rgba(34, 211, 238, 0.18), transparent 60%),
    radial-gradient(900px 500px at 0% 0%, rgba(79, 70, 229, 0.14), transparent 60%), ${vars.color.surface}`,
});

export const inner = style({ maxWidth: 1120, margin: '0 auto', display: 'grid', gap: vars.space.lg, justifyItems: 'start' });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(2.1rem, 6vw, 3.75rem)',
  lineHeight: 1.08,
  letterSpacing: '-0.02em',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  maxWidth: '20ch',
});

/** One cell holding every audience word: as wide and as tall as the widest word, wrapped as it would be. */
export const wordBox = style({ display: 'inline-grid', verticalAlign: 'baseline' });

export const wordSizer = style({ gridArea: '1 / 1', visibility: 'hidden' });

export const word = style({
  gridArea: '1 / 1',
  color: vars.color.brand,
  animation: 'none',
  '@media': { 'screen and (prefers-reduced-motion: no-preference)': { transition: 'opacity 200ms ease' } },
});

export const copy = style({
  fontSize: 'clamp(1.05rem, 2vw, 1.25rem)',
  color: vars.color.muted,
  maxWidth: '62ch',
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const stage = style({
  width: '100%',
  maxWidth: 1440,
  margin: `${vars.space.xl} auto 0`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The paper the film shows, credited under it. */
export const credit = style({
  width: 'min(880px, 100%)',
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.muted,
  textAlign: 'center',
});

export const frame = style({
  position: 'relative',
  width: 'min(880px, 100%)',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: '#1e1b4b',
  boxShadow: '0 24px 60px rgba(30, 27, 75, 0.25)',
  transition: 'width 450ms ease, border-radius 450ms ease',
  '@media': { [reduced]: { transition: 'none' } },
});

export const frameExpanded = style({ width: '100%', borderRadius: 0 });

export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const poster = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', pointerEvents: 'none' });

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: 'linear-gradient(transparent, rgba(15, 23, 42, 0.7))',
  transition: 'opacity 250ms ease',
  '@media': { [reduced]: { transition: 'none' } },
});

export const controlsHidden = style({ opacity: 0 });

export const control = style({
  minHeight: 44,
  minWidth: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.92)',
  color: '#1e1b4b',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});
