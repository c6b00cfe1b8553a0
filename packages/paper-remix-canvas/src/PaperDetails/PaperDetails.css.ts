import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

/** The paper's details on the Paper Input node's result (issue 30). */

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6em, max-content) 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.muted });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });

export const source = style({ fontSize: vars.fontSize.xs, color: vars.color.muted, marginLeft: vars.space.xs });

export const authors = style({ margin: 0, paddingLeft: '1.25em', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** One author's row: name, affiliation and ORCID side by side from 768 px, stacked on a phone. */
export const authorRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '2fr 2fr 1.4fr' } },
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { 'screen and (min-width: 768px)': { gridColumn: '1 / -1' } },
});

/** Venue, year, volume, issue, pages, DOI, licence: two columns from 768 px. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const row = style({ display: 'contents' });
