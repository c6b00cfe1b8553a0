import { style } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';
import { LIST_MAX_HEIGHT } from './journalSearch';

/** The list opens right under the input, over the lock note. */
export const anchor = style({ position: 'relative' });

export const popup = style({ right: 0, padding: vars.space.xxs });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // SPEC §9: the list never grows beyond 240 px; longer results scroll.
  maxHeight: LIST_MAX_HEIGHT,
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"], &:hover': { backgroundColor: vars.color.brandSubtle, color: vars.color.ink },
  },
});

export const optionLock = style({ flexShrink: 0, color: vars.color.muted, display: 'inline-flex' });

export const message = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
