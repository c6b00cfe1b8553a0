import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 1024px)';
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: 0,
  width: '100%',
  maxWidth: 1600,
  marginInline: 'auto',
  padding: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space.lg } },
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
});

export const paperTitle = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  flexBasis: '100%',
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1.25fr) minmax(340px, 1fr)',
      height: 'clamp(480px, calc(100dvh - 220px), 1100px)',
    },
  },
});

export const viewerColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: 0,
  height: '62vh',
  '@media': { [desktop]: { height: 'auto' } },
});

export const viewer = style({ flex: '1 1 auto' });

export const attribution = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  lineHeight: vars.lineHeight.normal,
});

export const link = style({
  color: vars.color.brand,
  ':focus-visible': focusRing,
});

export const chatColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const tabs = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

// The tab list keeps its height; the active panel takes the rest of the column and scrolls.
globalStyle(`${tabs} > [role="tablist"]`, { flexShrink: 0 });
globalStyle(`${tabs} > [role="tabpanel"]:not([hidden])`, { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' });

export const panel = style({
  overflowY: 'auto',
  maxHeight: '55vh',
  paddingBlock: vars.space.sm,
  '@media': { [desktop]: { maxHeight: 'none', flex: '1 1 auto', minHeight: 0 } },
});

export const hint = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.muted,
  textAlign: 'center',
});

export const allUsed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  textAlign: 'center',
});

export const allUsedTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const allUsedText = style({ margin: 0, color: vars.color.muted });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const questionList = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.xs }]);

export const questionButton = style({
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
  ':focus-visible': focusRing,
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const conversation = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);

export const userMessage = style({
  alignSelf: 'flex-end',
  maxWidth: '85%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const assistantMessage = style({
  alignSelf: 'stretch',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const cursor = style({
  display: 'inline-block',
  width: '0.5ch',
  marginLeft: 1,
  borderBottom: `2px solid ${vars.color.text}`,
});

export const cite = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  marginInline: 2,
  padding: '0 0.3em',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  verticalAlign: 'text-top',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const quotesTitle = style({
  margin: `${vars.space.xs} 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.muted,
});

export const quoteList = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs }]);

export const quoteButton = style({
  display: 'flex',
  gap: vars.space.xs,
  width: '100%',
  textAlign: 'left',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid rgb(196, 140, 0)`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  ':hover': { background: vars.color.warningSubtle },
  ':focus-visible': focusRing,
  selectors: { '&[aria-current="true"]': { background: vars.color.warningSubtle } },
});

export const quoteNumber = style({ fontWeight: vars.fontWeight.bold, flex: '0 0 auto' });
export const quoteText = style({ flex: '1 1 auto', fontStyle: 'italic' });
export const quotePage = style({ flex: '0 0 auto', color: vars.color.muted, whiteSpace: 'nowrap' });

export const suggestion = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minHeight: '2.5em',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const suggestionLabel = style({ flex: '0 0 auto', whiteSpace: 'nowrap' });

export const suggestionButton = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'left',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const composer = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const composerInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'inherit',
  '::placeholder': { color: vars.color.muted, opacity: 1 },
});

// The disabled input cannot be clicked, so a link to sign-up lies over it (SPEC §2).
export const composerLink = style({
  position: 'absolute',
  inset: '0 3rem 0 0',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const sendButton = style({
  flex: '0 0 auto',
  width: '2.5rem',
  height: '2.5rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  opacity: 0.5,
  cursor: 'not-allowed',
});

export const modelPicker = style({ position: 'relative' });

export const modelButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const chevron = style({ fontSize: vars.fontSize.xs });

export const modelList = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 2,
  minWidth: 260,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const modelFamily = style({
  margin: `${vars.space.xs} ${vars.space.xs} ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
});

export const modelOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': focusRing,
});

export const check = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });
export const lockIcon = style({ flex: '0 0 auto', color: vars.color.muted });

export const stateBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const stateTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const stateText = style({ margin: 0, color: vars.color.muted });

export const skeletonBody = style([body, { minHeight: 360 }]);
export const skeletonColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
