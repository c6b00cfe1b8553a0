import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', ':focus': { outline: 'none' } });

// Off screen until focused: the first tab stop of every page jumps past the banner and the menus.
export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.ink,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  ':focus-visible': { transform: 'none', outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const contact = style({ display: 'grid', gap: vars.space.md, maxWidth: 560, margin: '0 auto', padding: vars.space.lg });
export const contactTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink });
export const contactActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

/** An application screen: the route fills the viewport (dynamic viewport height on phones). */
export const appMain = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  '@media': { 'screen and (min-width: 1024px)': { height: '100dvh', overflow: 'hidden' } },
});
