import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

// ---- the age and the response target

export const age = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const overdue = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

// ---- the thread

export const thread = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const message = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

// Theirs sits apart from ours, as in a mail program's conversation.
export const received = style([message, { background: vars.color.surfaceSunken, borderStyle: 'dashed' }]);

export const messageMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted, overflowWrap: 'anywhere' });

export const messageSubject = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.ink, overflowWrap: 'anywhere' });

export const messageBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.ink });

export const sent = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const failed = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

// ---- the forms

export const form = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const disclosure = style({ display: 'grid', gap: vars.space.xs });

export const summary = style({
  cursor: 'pointer',
  width: 'fit-content',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

// ---- the same address

export const linked = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
