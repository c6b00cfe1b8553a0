import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const pickers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 12em',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const select = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
  ':focus': { outline: 'none', borderColor: vars.color.brand, boxShadow: vars.shadow.focus },
});

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const head = style({
  textAlign: 'left',
  verticalAlign: 'bottom',
  padding: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.ink,
});

export const part = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs} 0`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});
export const same = style({ fontWeight: vars.fontWeight.regular, color: vars.color.muted });

export const cell = style({
  width: '50%',
  verticalAlign: 'top',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const unchanged = style({ color: vars.color.muted });

/** Marked by colour and by line: strike-through for removed words, underline for added ones. */
export const removed = style({
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.ink,
  textDecoration: 'line-through',
  textDecorationColor: vars.color.danger,
  borderRadius: 2,
});
export const added = style({
  backgroundColor: vars.color.successSubtle,
  color: vars.color.ink,
  textDecoration: 'underline',
  textDecorationColor: vars.color.success,
  borderRadius: 2,
});
export const none = style({ color: vars.color.muted, fontStyle: 'italic' });
