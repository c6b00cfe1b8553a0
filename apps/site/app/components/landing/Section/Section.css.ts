import { vars } from '@paperlight/ui-kit/vars';
import { style, styleVariants } from '@vanilla-extract/css';
import { offscreen } from '#app/styles/offscreen.css.ts';

const base = style([offscreen, { padding: `${vars.space.xxl} ${vars.space.lg}`, borderTop: `1px solid ${vars.color.border}` }]);

export const root = styleVariants({
  plain: [base, { background: vars.color.surface }],
  sunken: [base, { background: vars.color.surfaceSunken }],
});

// minmax(0, 1fr): wide children (tab lists, tile grids) scroll inside instead of widening the page.
export const inner = style({
  maxWidth: 1120,
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.5rem, 3.5vw, 2.25rem)',
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  margin: 0,
});

export const intro = style({ color: vars.color.muted, maxWidth: '70ch', lineHeight: vars.lineHeight.relaxed, margin: 0 });
