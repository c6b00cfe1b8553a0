import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';

const desktop = 'screen and (min-width: 1024px)';
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };
/** One reference row, collapsed, and its skeleton: the same height so nothing shifts when they swap. */
const ROW_HEIGHT = '3rem';
const ROW_GAP = vars.space.xs;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  width: '100%',
  minWidth: 0,
  // Sits in any page or overlay: centred, with its own gutters.
  maxWidth: 1200,
  marginInline: 'auto',
  boxSizing: 'border-box',
  paddingInline: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space.xl } },
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
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'stretch' } },
});

// Fixed pane heights: the answer grows inside its own scroll box, so nothing below it moves (CLS).
const paneHeight = 'clamp(26rem, 68vh, 44rem)';

export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  height: paneHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const messages = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});

export const userRow = style({ display: 'flex', justifyContent: 'flex-end' });

export const userSkeleton = style({ borderRadius: vars.radius.lg });

export const userMessage = style({
  margin: 0,
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.sm,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const assistant = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

const stepBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '1.75rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const step = styleVariants({
  done: [stepBase, { color: vars.color.muted }],
  active: [stepBase, { color: vars.color.ink, fontWeight: vars.fontWeight.semibold }],
  pending: [stepBase, { color: vars.color.muted }],
});

// The active step's ring grows and fades: `transform` and `opacity` only, which the compositor runs
// without repainting every frame (a `box-shadow` pulse repaints on the main thread while it shows).
// In steps, five frames a second: without a GPU every changed frame costs the compositor a redraw, and
// a smooth loop kept a core busy for the 20 s of progress (ui-kit's Skeleton pulses the same way).
const pulse = keyframes({ '0%, 100%': { transform: 'scale(0.75)', opacity: 0 }, '50%': { transform: 'scale(1)', opacity: 1 } });

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const stepMarker = styleVariants({
  done: [markerBase, { backgroundColor: vars.color.success, color: vars.color.onSuccess }],
  active: [
    markerBase,
    {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      position: 'relative',
      '::before': {
        content: "''",
        position: 'absolute',
        // A 4 px ring just outside the marker, as the box-shadow pulse drew it.
        inset: '-4px',
        borderRadius: vars.radius.full,
        border: `4px solid ${vars.color.brandSubtle}`,
        opacity: 0,
        pointerEvents: 'none',
        animation: `${pulse} 1.6s steps(4, jump-end) infinite`,
      },
      '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { animation: 'none', display: 'none' } } } },
    },
  ],
  pending: [
    markerBase,
    { backgroundColor: vars.color.surfaceSunken, color: vars.color.muted, border: `1px solid ${vars.color.borderStrong}` },
  ],
});

export const answer = style({ lineHeight: vars.lineHeight.relaxed, color: vars.color.text });

export const paragraph = style({ margin: `0 0 ${vars.space.sm}`, selectors: { '&:last-child': { marginBottom: 0 } } });

const blink = keyframes({ '0%, 49%': { opacity: 1 }, '50%, 100%': { opacity: 0 } });

export const cursor = style({
  display: 'inline-block',
  width: '0.5em',
  height: '1.1em',
  marginLeft: '2px',
  verticalAlign: 'text-bottom',
  backgroundColor: vars.color.ink,
  animation: `${blink} 1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const citation = style({ whiteSpace: 'normal' });

export const citationLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': focusRing,
});

export const related = style({ marginTop: vars.space.sm, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });

export const relatedTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const relatedList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const relatedLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  ':hover': { backgroundColor: vars.color.brandSubtle, borderColor: vars.color.brand },
  ':focus-visible': focusRing,
});

export const icon = style({ flexShrink: 0, color: vars.color.muted });

export const followUp = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const followUpInput = style({
  flex: 1,
  minWidth: 0,
  height: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  '::placeholder': { color: vars.color.muted, opacity: 1 },
  ':focus-visible': focusRing,
  ':disabled': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceSunken },
});

export const sendButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandHover },
  ':focus-visible': focusRing,
  ':disabled': { cursor: 'not-allowed', opacity: 0.5 },
});

export const references = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  ':focus-visible': focusRing,
  '@media': { [desktop]: { height: paneHeight, overflowY: 'auto' } },
});

export const referencesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const referenceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: ROW_GAP,
  // Room for the eight skeleton rows whatever the number of sources, so the panel never shrinks.
  minHeight: `calc(${ROW_HEIGHT} * 8 + ${ROW_GAP} * 7)`,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  height: ROW_HEIGHT,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const referenceItem = style({
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  scrollMarginTop: vars.space.md,
  selectors: { '&[data-open]': { borderColor: vars.color.brand } },
});

export const referenceToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  // Minus the item's 2 px of border: the row is exactly ROW_HEIGHT tall, like its skeleton.
  height: `calc(${ROW_HEIGHT} - 2px)`,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surfaceSunken },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});

export const referenceNumber = style({
  flexShrink: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const referenceTitle = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const chevronBase = style({ flexShrink: 0, color: vars.color.muted, transition: `transform ${vars.motion.fast}` });
export const chevron = chevronBase;
export const chevronOpen = style([chevronBase, { transform: 'rotate(180deg)' }]);

export const referencePanel = style({
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // display: flex would otherwise override the closed panel's hidden attribute.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const referenceFullTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const textLink = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': focusRing,
});

export const referenceFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
});

globalStyle(`${referenceFacts} dt`, { fontWeight: vars.fontWeight.semibold, color: vars.color.muted });
globalStyle(`${referenceFacts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const abstract = style({ margin: 0, color: vars.color.text });

export const notFound = style({
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.muted,
});

export const notFoundTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.xl, color: vars.color.ink });
