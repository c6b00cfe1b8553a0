import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateRows: 'auto 1fr auto',
  height: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.ink, margin: 0 });

export const description = style({ color: vars.color.muted, margin: 0, lineHeight: vars.lineHeight.relaxed });

export const empty = style({ color: vars.color.muted });

export const tabs = style({ minWidth: 0 });
// Five tabs do not fit a phone: the list scrolls sideways rather than the page.
globalStyle(`${tabs} [role="tablist"]`, { overflowX: 'auto', flexWrap: 'nowrap' });
