import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

const BAR_HEIGHT = 56;
const SIDEBAR_WIDTH = 232;
/** Below this width the sidebar folds behind the Menu button. */
const NARROW = 'screen and (max-width: 899.98px)';
const PHONE = 'screen and (max-width: 599.98px)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const root = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column', background: vars.color.surface });

// Off screen until focused: the site's frame's own skip link.
export { skipLink } from '../AppShell/AppShell.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  height: BAR_HEIGHT,
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': { [PHONE]: { gap: 2, padding: `0 ${vars.space.xs}` } },
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': focusRing,
  '@media': { [NARROW]: { display: 'inline-flex' }, [PHONE]: { width: 40, justifyContent: 'center', padding: 0 } },
});

export const menuLabel = style({
  '@media': { [PHONE]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});

const line = { display: 'block', position: 'relative', width: 18, height: 2, borderRadius: 1, background: 'currentColor' } as const;
export const menuIcon = style({
  ...line,
  '::before': { ...line, content: '""', position: 'absolute', top: -6, left: 0 },
  '::after': { ...line, content: '""', position: 'absolute', top: 6, left: 0 },
});
export const menuIconOpen = style({
  ...line,
  background: 'transparent',
  '::before': { ...line, content: '""', position: 'absolute', top: 0, left: 0, transform: 'rotate(45deg)' },
  '::after': { ...line, content: '""', position: 'absolute', top: 0, left: 0, transform: 'rotate(-45deg)' },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: 4,
  borderRadius: vars.radius.md,
  ':focus-visible': focusRing,
});

export const brandMark = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, #22d3ee 100%)`,
  boxShadow: 'inset 0 0 0 6px rgba(255,255,255,0.35)',
});

export const consoleName = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  color: vars.color.ink,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
  // 'Tools Administration' whole beside Menu, Search and the avatar at 390 px.
  '@media': { [PHONE]: { fontSize: vars.fontSize.sm } },
});

export const spacer = style({ flex: 1 });

export const searchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 220,
  height: 36,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': focusRing,
  '@media': {
    [NARROW]: { minWidth: 0 },
    [PHONE]: { width: 44, height: 44, justifyContent: 'center', padding: 0, border: 0, background: 'transparent' },
  },
});

export const searchLabel = style({
  flex: 1,
  textAlign: 'left',
  '@media': { [PHONE]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});

export const kbd = style({
  padding: '1px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  '@media': { [PHONE]: { display: 'none' } },
});

export const backLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': focusRing,
  // On a phone it moves into the sidebar.
  '@media': { [PHONE]: { display: 'none' } },
});

export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  position: 'sticky',
  top: BAR_HEIGHT,
  alignSelf: 'start',
  height: `calc(100dvh - ${BAR_HEIGHT}px)`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  '@media': {
    [NARROW]: {
      position: 'fixed',
      left: 0,
      bottom: 0,
      zIndex: vars.zIndex.modal,
      width: 'min(300px, 85vw)',
      top: BAR_HEIGHT,
      display: 'none',
      boxShadow: vars.shadow.lg,
    },
  },
  selectors: { '&[data-open="true"]': { '@media': { [NARROW]: { display: 'flex' } } } },
});

export const scrim = style({
  display: 'none',
  '@media': {
    [NARROW]: {
      display: 'block',
      position: 'fixed',
      inset: `${BAR_HEIGHT}px 0 0 0`,
      zIndex: `calc(${vars.zIndex.modal} - 1)`,
      background: vars.color.overlay,
    },
  },
});

export const sectionList = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' });

export const sectionLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { background: vars.color.surface },
  ':focus-visible': focusRing,
});

export const sectionLinkCurrent = style([
  sectionLink,
  { background: vars.color.brandSubtle, color: vars.color.ink, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
]);

export const sidebarFoot = style({ display: 'grid', gap: 2, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });
/** Only 'Back to site' in it, which the bar shows except on a phone. */
export const sidebarFootPhone = style([sidebarFoot, { display: 'none', '@media': { [PHONE]: { display: 'grid' } } }]);

// The bar has 'Back to site' except on a phone.
export const sidebarBack = style([
  sectionLink,
  { display: 'none', fontSize: vars.fontSize.sm, color: vars.color.muted, '@media': { [PHONE]: { display: 'block' } } },
]);

export const main = style({ minWidth: 0, display: 'flex', flexDirection: 'column', ':focus': { outline: 'none' } });
