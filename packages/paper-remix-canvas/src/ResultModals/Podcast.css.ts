import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const audio = style({ display: 'block', width: '100%', minHeight: 40 });

export const meta = style({ margin: 0, color: vars.color.muted, lineHeight: vars.lineHeight.relaxed });

/** The episode is shorter than its band because the paper had too little to say (decision 0183). */
export const note = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.relaxed,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const chapters = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  minHeight: 32,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const clock = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.muted });

export const turns = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const turn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `3px solid transparent`,
  selectors: { '&[aria-current="true"]': { borderInlineStartColor: vars.color.brand, backgroundColor: vars.color.brandSubtle } },
});

/** The turn's speaker and time: a button that plays the episode from there. */
export const seek = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  minHeight: 24,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
  },
});

export const speaker = style({ fontWeight: vars.fontWeight.semibold });
export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });
export const untraced = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
export const failed = style({ margin: 0, color: vars.color.danger });

export const player = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
