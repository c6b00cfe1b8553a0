import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const fact = style({ margin: 0, minWidth: 0 });

// The interest text as it was written: its line breaks kept, long words broken.
export const longText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

// Label, list and button on one line while they fit.
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

// Long names and addresses stay inside the drawer on a phone.
export const ownerSelect = style({ maxWidth: '100%', minWidth: 0, flex: '1 1 12rem' });

export const notes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const note = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const noteBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.ink });

export const noteMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted, overflowWrap: 'anywhere' });

export const noteForm = style({ display: 'grid', gap: vars.space.xs });

export const textarea = style({
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  resize: 'vertical',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

// The last change's answer, at the top of the drawer; nothing (and no room) before the first one.
export const feedback = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const feedbackIdle = style({ margin: 0, display: 'contents' });
