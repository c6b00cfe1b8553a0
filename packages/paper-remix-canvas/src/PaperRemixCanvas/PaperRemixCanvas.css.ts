import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // On a phone the workspace is a page that scrolls: its bar (Run, Share, Save) stays at the top.
  '@media': {
    'screen and (max-width: 1023.98px)': { position: 'sticky', top: 0, zIndex: 2, backgroundColor: vars.color.surface },
  },
});

// A phone keeps the sticky bar to two short rows (it held three, 164 px of an 844 px screen): the
// name on one line beside the saved state and the auto-save switch, the subtitle left out, the
// actions on one row that scrolls sideways should a longer label not fit.
const phone = 'screen and (max-width: 639.98px)';
export const saving = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });
export const titles = style({ flex: '1 1 240px', minWidth: 0, '@media': { [phone]: { flexBasis: 0 } } });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  '@media': { [phone]: { fontSize: vars.fontSize.lg, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } },
});
export const projectName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
  '@media': { [phone]: { display: 'none' } },
});
export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [phone]: { flexWrap: 'nowrap', flexBasis: '100%', overflowX: 'auto', scrollbarWidth: 'none' } },
});

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { color: vars.color.muted },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

const trackBase = style({
  position: 'relative',
  width: 32,
  height: 18,
  borderRadius: vars.radius.full,
  transition: `background-color ${vars.motion.fast}`,
  '::after': {
    content: '""',
    position: 'absolute',
    top: 2,
    left: 2,
    width: 14,
    height: 14,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceRaised,
    transition: `transform ${vars.motion.fast}`,
  },
});

export const track = styleVariants({
  on: [trackBase, { backgroundColor: vars.color.brand, selectors: { '&::after': { transform: 'translateX(14px)' } } }],
  off: [trackBase, { backgroundColor: vars.color.borderStrong }],
});

export const workspace = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  '@media': { 'screen and (min-width: 1024px)': { flexDirection: 'row', alignItems: 'stretch' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { 'screen and (min-width: 1024px)': { flexDirection: 'column', width: 120, flexShrink: 0 } },
});

export const palette = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { 'screen and (min-width: 1024px)': { width: 200, flexShrink: 0, alignSelf: 'flex-start' } },
});

export const paletteNote = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const paletteTitle = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const paletteItem = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'grab',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: vars.color.muted, backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const soon = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.ink,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const stage = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const flow = style({
  width: '100%',
  height: '100%',
});

// React Flow's default edge grey (#b1b1b7, 1 px) is too faint on the sunken stage once zoomed out, and
// its own stylesheet may load after ours, so the edge colour is set with a more specific selector.
// Each edge is an svg in a 0 × 0 box: a page reset's `svg { max-width: 100% }` makes it 0 wide,
// and an svg of width 0 is not rendered at all.
globalStyle(`${flow} svg`, { maxWidth: 'none' });
globalStyle(`${flow} .react-flow__edge-path, ${flow} .react-flow__connection-path`, {
  stroke: vars.color.muted,
  strokeWidth: 2,
});
globalStyle(`${flow} .react-flow__edge.selected .react-flow__edge-path, ${flow} .react-flow__edge:focus-visible .react-flow__edge-path`, {
  stroke: vars.color.brand,
  strokeWidth: 3,
});
globalStyle(`${flow} .react-flow__handle`, {
  width: 12,
  height: 12,
  background: vars.color.brand,
  border: `2px solid ${vars.color.surface}`,
});
globalStyle(`${flow} .react-flow__node:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
  borderRadius: vars.radius.lg,
});
globalStyle(`${flow} .react-flow__node.selected > article`, { boxShadow: `0 0 0 2px ${vars.color.brand}` });
// Panning and zooming then move one composited layer instead of repainting fifty cards each frame.
globalStyle(`${flow} .react-flow__viewport`, { willChange: 'transform' });
globalStyle(`${flow} .react-flow__minimap`, { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
});

export const empty = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const emptyList = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xl,
  textAlign: 'center',
});
export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const emptyHint = style({ margin: 0, color: vars.color.muted });

export const notice = style({
  margin: `0 ${vars.space.md}`,
  minHeight: '1.5em',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

/** 'Run finished': good news is not written in the error red. */
export const noticeGood = style({ color: vars.color.success });

export const choiceList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A panel beside the canvas (help, a result) that leaves the graph in view. */
export const sidePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflowY: 'auto',
  '@media': { 'screen and (min-width: 1024px)': { width: '22rem', flexShrink: 0 } },
});
export const sidePanelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const helpHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const helpText = style({ margin: 0, fontSize: vars.fontSize.sm });
export const helpList = style({ margin: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

/** The workspace as an application screen: it fills the height it is given and the canvas takes the rest. */
export const rootFill = style({ flex: 1, minHeight: 0, gap: 0, '@media': { 'screen and (min-width: 1024px)': { height: '100%' } } });
export const workspaceFill = style({ flex: 1, minHeight: 0, paddingTop: vars.space.sm });
export const savedState = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
// React Flow's attribution link is grey on a half-transparent panel (axe: colour contrast); the
// muted ink on the surface reads at 4.5:1 or more over any card behind it.
globalStyle(`${flow} .react-flow__attribution`, { background: vars.color.surface });
globalStyle(`${flow} .react-flow__attribution a`, { color: vars.color.muted });
