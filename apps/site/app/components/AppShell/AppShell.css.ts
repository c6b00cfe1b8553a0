import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const footerLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  ':hover': { color: vars.color.brand },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const contact = style({ display: 'grid', gap: vars.space.md, maxWidth: 560, margin: '0 auto', padding: vars.space.lg });
export const contactTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink });
export const contactActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
