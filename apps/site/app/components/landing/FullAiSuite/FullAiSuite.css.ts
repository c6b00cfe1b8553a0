import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

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

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.ink, margin: 0 });

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const soon = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ color: vars.color.muted, margin: 0, lineHeight: vars.lineHeight.relaxed });

export const empty = style({ color: vars.color.muted });

export const tabs = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

// Five tabs do not fit a phone: they wrap onto a second row instead of hiding off the edge.
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.muted,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ':hover': { color: vars.color.ink },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  selectors: { '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand } },
});

export const panel = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
