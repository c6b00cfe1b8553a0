import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

// minmax(0, 1fr): a one-column grid would otherwise grow to the table's width and widen the page.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 160, flex: '1 1 160px', maxWidth: 320 });

// A date needs less room than a search; two of them sit side by side on a phone.
export const dateField = style({ minWidth: 140, flex: '1 1 140px', maxWidth: 200 });

export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const inlineField = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const actions = style({ marginLeft: 'auto', display: 'flex', gap: vars.space.xs });

// Wide tables scroll inside their box instead of widening the page on phones.
export const scroll = style({
  // relative: visually hidden cell text is positioned against this box, not the page.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const sortIcon = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });

export const row = style({ selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } } });

// Opaque: a sticky first cell on a phone hides the cells that scroll under it. A selected row is tinted.
export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.ink,
  verticalAlign: 'middle',
  background: vars.color.surface,
  selectors: { [`${row}[data-selected] &`]: { background: vars.color.brandSubtle } },
});

export const empty = style({ textAlign: 'center', color: vars.color.muted, padding: vars.space.xl });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  justifyContent: 'space-between',
});

export const summary = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

// Wraps instead of overflowing on a phone.
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const pagerButton = style({ selectors: { '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } } });

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pageButton = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minWidth: 36,
  minHeight: 36,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const pageCurrent = style([
  pageButton,
  {
    background: vars.color.brand,
    borderColor: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: vars.fontWeight.semibold,
    ':hover': { background: vars.color.brand },
  },
]);

export const gap = style({ color: vars.color.muted, padding: `0 ${vars.space.xxs}` });

export const pageOf = style({ fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

// Inputs have an intrinsic width; without this they overflow their column on phones.
export const fieldControl = style([input, { width: '100%', minWidth: 0, boxSizing: 'border-box' }]);

// ---- column visibility

export const columnMenu = style({ position: 'relative' });

// Under its button, aligned to its right edge so it stays on a phone's screen.
export const columnPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 2,
  minWidth: 200,
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const columnFieldset = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, border: 'none' });

export const columnOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  whiteSpace: 'nowrap',
  selectors: { '&:has(input:disabled)': { color: vars.color.muted } },
});

// ---- row selection

export const checkbox = style({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSubtle,
});

// No selection: the (empty) live region stays in the page without taking room.
export const selectionIdle = style({ display: 'contents' });

export const selectionCount = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.ink, fontSize: vars.fontSize.sm });

export const selectionActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

// ---- phones: the column that names the row stays in view while the others scroll under it

const PHONE = 'screen and (max-width: 599.98px)';
const SELECT_WIDTH = 44;

export const selectCell = style({
  width: SELECT_WIDTH,
  minWidth: SELECT_WIDTH,
  maxWidth: SELECT_WIDTH,
  boxSizing: 'border-box',
  paddingRight: 0,
  textAlign: 'center',
  '@media': { [PHONE]: { position: 'sticky', left: 0, zIndex: 1 } },
});

const stickyColumn = (left: number) =>
  style({
    '@media': {
      [PHONE]: {
        position: 'sticky',
        left,
        zIndex: 1,
        maxWidth: '40vw',
        // Between words, and inside a word only when it alone is wider than the column: 'anywhere'
        // let the column shrink to its header and broke names mid-word ('AI Summa|ry').
        overflowWrap: 'break-word',
        // A line at its edge shows that the other columns pass under it.
        boxShadow: `inset -1px 0 0 ${vars.color.border}`,
      },
    },
  });

export const stickyFirst = stickyColumn(0);
export const stickyAfterSelect = stickyColumn(SELECT_WIDTH);

// ---- 'Go to page'

export const jump = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const jumpLabel = style({ whiteSpace: 'nowrap' });

export const jumpInput = style({ width: '7ch', minWidth: 0 });
