import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

const WIDE = 'screen and (min-width: 1024px)';

/**
 * The panel's column beside the canvas (from 1024 px): a fixed width and the row's height, whatever
 * the result's length; the dialog fills it. Below 1024 px the dialog covers the screen instead.
 */
export const slot = style({
  '@media': { [WIDE]: { position: 'relative', flex: '0 0 clamp(360px, 32vw, 520px)', minHeight: 0 } },
});
/** Full screen: the column gives its width back to the canvas. */
export const slotEmpty = style({ '@media': { [WIDE]: { flexBasis: 0 } } });

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflow: 'hidden',
  ':focus': { outline: 'none' },
  '@media': {
    [WIDE]: {
      position: 'absolute',
      zIndex: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const fullScreen = style({
  '@media': { [WIDE]: { position: 'fixed', inset: 0, zIndex: vars.zIndex.modal, border: 'none', borderRadius: 0, boxShadow: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: 56,
  boxSizing: 'border-box',
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

export const headerButton = style({
  minHeight: 32,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.brandSubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  // Below 1024 px the panel already covers the screen.
  '@media': { 'screen and (max-width: 1023.98px)': { display: 'none' } },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.ink,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The result scrolls on its own; the title and the buttons stay in view. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  '@media': { [WIDE]: { padding: vars.space.md } },
  // Focusable while it scrolls (ui-kit's useScrollFocus).
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});
export const inner = style({ maxWidth: 960, marginInline: 'auto' });
/** Full screen reads like the modal did: a centred column with room around it. */
export const innerWide = style({ '@media': { [WIDE]: { paddingBlock: vars.space.lg } } });
