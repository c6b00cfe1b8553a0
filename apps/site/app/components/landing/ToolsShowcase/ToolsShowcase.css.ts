import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, alignContent: 'start' });

const choice = {
  width: '100%',
  textAlign: 'start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSubtle,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
    },
  },
} as const;

export const toolButton = style({
  ...choice,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.semibold,
  minHeight: 48,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  alignContent: 'start',
});

export const panelHead = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const toolTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink, margin: 0 });

export const badge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const blurb = style({ color: vars.color.muted, margin: 0 });

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))',
});

export const tile = style({
  ...choice,
  padding: vars.space.md,
  minHeight: 88,
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
});

export const fileType = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const generate = style({
  justifySelf: 'start',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });

export const more = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const unavailable = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
});
