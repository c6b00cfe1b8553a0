import { style } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'left',
  cursor: 'pointer',
});

export const panel = style({
  width: 'min(620px, calc(100vw - 32px))',
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 1024px)': { left: 'auto', right: 0 } },
});

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const preset = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  minHeight: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:hover:not([aria-pressed="true"])': { backgroundColor: vars.color.brandSubtle },
  },
});

export const inputs = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const inputError = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.danger, minHeight: '1.25em' });

export const months = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const monthNav = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':disabled': { opacity: 0.4, cursor: 'not-allowed' },
});

export const monthTable = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const monthCaption = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
  paddingBottom: vars.space.xs,
});

export const weekday = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
  paddingBottom: vars.space.xxs,
});

export const dayCell = style({ padding: 1, textAlign: 'center' });

export const day = style({
  width: '100%',
  minWidth: 28,
  height: 32,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  ':disabled': { color: vars.color.borderStrong, cursor: 'not-allowed' },
  selectors: {
    '&[data-in-range="true"]': { backgroundColor: vars.color.brandSubtle, color: vars.color.ink },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.bold },
    '&:hover:not(:disabled):not([aria-pressed="true"])': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});

export const footerNote = style({ marginRight: 'auto' });
