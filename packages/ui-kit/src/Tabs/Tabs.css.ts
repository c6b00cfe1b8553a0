import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.muted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ':hover': { color: vars.color.ink },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  selectors: {
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const panel = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
