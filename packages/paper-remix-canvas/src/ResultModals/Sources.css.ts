import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** 'From the paper: pp. 3–4 · Methods' as a control that opens the paper (issue 15). */
export const sourcesLink = style({
  display: 'inline',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.brand,
  textAlign: 'left',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandHover },
    '&:focus-visible': { outline: 'none', borderRadius: vars.radius.sm, boxShadow: vars.shadow.focus },
  },
});

/** The viewer fills the modal below its header: 64 px header, the body's padding above and below. */
export const viewerLayout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: `calc(100dvh - 65px - 2 * ${vars.space.lg})`,
  minHeight: 320,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 768px)': { height: `calc(100dvh - 65px - 2 * ${vars.space.xxl})` } },
});

export const viewerBar = style({
  flexShrink: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  rowGap: vars.space.xxs,
});
export const viewerWhere = style({ margin: 0, flex: '1 1 12rem', fontSize: vars.fontSize.sm, color: vars.color.muted });
export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** The sentence being shown, as the paper has it. */
export const quote = style({
  flexShrink: 0,
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid rgba(196, 140, 0, 0.9)`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  // Long sentences take at most three lines; the PDF shows the rest.
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const note = style({ flexShrink: 0, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const viewer = style({ flex: '1 1 auto', minHeight: 0 });
export const viewerMessage = style({ margin: 'auto', color: vars.color.muted });

/** The grounding summary at the top of the script (issue 15). */
export const grounding = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
export const groundingAllTraced = style({ borderColor: vars.color.success, backgroundColor: vars.color.successSubtle });
export const groundingNeedsReview = style({ borderColor: vars.color.warning, backgroundColor: vars.color.warningSubtle });
export const groundingLine = style({ margin: 0, color: vars.color.ink });
export const flaggedList = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const flaggedPart = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink, marginInlineEnd: vars.space.xxs });
globalStyle(`${flaggedList} q`, { quotes: '"“" "”"' });
