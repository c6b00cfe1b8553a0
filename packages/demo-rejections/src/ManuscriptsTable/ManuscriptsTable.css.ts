import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

export const root = style({ minWidth: 0 });

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const manuscript = style({ display: 'block', minWidth: 220, maxWidth: 460, lineHeight: vars.lineHeight.normal });

export const doiLink = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const journal = style({ display: 'block', minWidth: 160, maxWidth: 280 });

export const oa = style({ display: 'inline-flex', alignItems: 'center' });

export const oaTone = styleVariants({
  open: { color: vars.color.success },
  closed: { color: vars.color.borderStrong },
});

const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const status = styleVariants({
  published: [badge, { backgroundColor: vars.color.successSubtle, color: vars.color.success }],
  notPublished: [badge, { backgroundColor: vars.color.surfaceSunken, color: vars.color.muted }],
});

/**
 * ui-kit's DataTable is a one-column grid whose implicit track grows to the table's width on
 * narrow screens; a shrinkable track lets its own scroll box take over. Doubled class: wins over
 * the ui-kit rule whatever the stylesheet order.
 */
export const dataTable = style({ selectors: { '&&': { gridTemplateColumns: 'minmax(0, 1fr)' } } });

// Visually hidden cell texts are absolutely positioned: anchored to the table, they stay inside its
// scroll box instead of widening the page on small screens.
globalStyle(`${dataTable} table`, { position: 'relative' });
