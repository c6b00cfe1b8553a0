import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

/** Editing a script or storyboard and its versions (issue 15). */

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted, lineHeight: vars.lineHeight.relaxed });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
  float: 'left',
  marginBottom: vars.space.xs,
});

// A field is ui-kit's TextInput parts (editingFields.ts); these add what an editing form needs.
export const field = style({ clear: 'both' });

const control = {
  // A field focused from the keyboard or after a refusal shows with its label, clear of the sticky Save bar.
  scrollMarginTop: '2.5em',
  scrollMarginBottom: 96,
} as const;

export const input = style(control);

/** Grows with its text where the browser can (field-sizing); otherwise `rows` fits the text when editing starts. */
export const textarea = style({
  ...control,
  minHeight: '6.5em',
  lineHeight: vars.lineHeight.relaxed,
  resize: 'vertical',
  fieldSizing: 'content',
});

/**
 * Save and Cancel stay in view at the bottom of a long script. The bar reaches over the modal
 * body's bottom padding (ui-kit Modal: lg, xxl from 768 px) so no text shows beneath it.
 */
const barOverPadding = (padding: string) => ({
  bottom: `calc(-1 * ${padding})`,
  marginBottom: `calc(-1 * ${padding})`,
  paddingBottom: `calc(${vars.space.sm} + ${padding})`,
});
export const actions = style({
  position: 'sticky',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  ...barOverPadding(vars.space.lg),
  '@media': { 'screen and (min-width: 768px)': barOverPadding(vars.space.xxl) },
});

export const saveError = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const versions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const versionsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const versionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const version = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingBlock: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

/** Kind and time side by side, the time under the kind when the row is narrow (phones). */
export const versionText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});

export const versionKind = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink, minWidth: '6em' });

export const versionTime = style({ whiteSpace: 'nowrap', color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const current = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.ink,
});

export const muted = style({ margin: 0, color: vars.color.muted });
export const alert = style({ margin: 0, color: vars.color.danger });
