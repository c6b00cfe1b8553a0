import { vars } from '@paperlight/ui-kit/vars';
import { keyframes, style } from '@vanilla-extract/css';

export const HEADER_HEIGHT = 67;
const desktop = 'screen and (min-width: 1024px)';
const mobile = 'screen and (max-width: 1023.98px)';

const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
};

export const root = style({
  position: 'fixed',
  left: 0,
  right: 0,
  height: HEADER_HEIGHT,
  zIndex: vars.zIndex.header,
  background: 'transparent',
  transition: `background-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  color: vars.color.ink,
});

export const rootSolid = style([
  root,
  {
    background: vars.color.surface,
    boxShadow: vars.shadow.md,
  },
]);

export const inner = style({
  height: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.ink,
  textDecoration: 'none',
  letterSpacing: '-0.01em',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
});

export const logoMark = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, #22d3ee 100%)`,
  boxShadow: 'inset 0 0 0 6px rgba(255,255,255,0.35)',
});

export const desktopNav = style({
  flex: 1,
  '@media': { [mobile]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navItem = style({ position: 'relative' });

const navControl = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: 'rgba(79, 70, 229, 0.08)', color: vars.color.brand },
  ':focus-visible': focusRing,
} as const;

export const navButton = style({
  ...navControl,
  selectors: { '&[aria-expanded="true"]': { color: vars.color.brand, background: vars.color.brandSubtle } },
});

export const navLink = style(navControl);

export const chevron = style({
  transition: `transform ${vars.motion.fast} ease`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

const panelBase = {
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: 0,
  minWidth: 240,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.motion.fast} ease-out`,
  selectors: { '&[hidden]': { display: 'none' } },
} as const;

export const panel = style(panelBase);
export const panelWide = style({ ...panelBase, width: 'min(780px, calc(100vw - 48px))' });

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const featuredList = style([
  linkList,
  { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space.xs, marginBottom: vars.space.xs },
]);

export const toolGroups = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space.xs } },
});

export const toolGroup = style({ display: 'grid', alignContent: 'start', gap: 2 });

export const soonTag = style({
  marginInlineStart: vars.space.xs,
  padding: '0 6px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  verticalAlign: '1px',
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceSunken, color: vars.color.brand },
  ':focus-visible': focusRing,
});

export const menuLinkStrong = style([
  menuLink,
  { fontWeight: vars.fontWeight.semibold, color: vars.color.brand, background: vars.color.brandSubtle, marginBottom: vars.space.xs },
]);

export const groupHeading = style({
  margin: `${vars.space.xxs} ${vars.space.sm} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
});

export const menuHeading = style({
  margin: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.muted,
});

export const desktopActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
  '@media': { [mobile]: { display: 'none' } },
});

export const loginLink = style({
  ...navControl,
  padding: `${vars.space.xs} ${vars.space.md}`,
});

export const signupLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandHover },
  ':focus-visible': focusRing,
});

export const account = style({ position: 'relative' });

export const avatarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: 2,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const avatarLarge = style([avatar, { width: 40, height: 40, flexShrink: 0 }]);

// The initials are drawn, not text, so the button's visible label never contradicts its accessible name.
export const avatarInitials = style({ '::before': { content: 'attr(data-initials)' } });

export const accountPanel = style({ ...panelBase, left: 'auto', right: 0, width: 280 });

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const identityName = style({ display: 'block', fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const identityEmail = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.muted, wordBreak: 'break-all' });

export const logoutButton = style({
  display: 'block',
  width: '100%',
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.danger,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.dangerSubtle },
  ':focus-visible': focusRing,
});

export const menuButton = style({
  marginLeft: 'auto',
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  '@media': { [desktop]: { display: 'none' } },
});

const bar = {
  display: 'block',
  width: 22,
  height: 2,
  borderRadius: 2,
  background: 'currentColor',
  position: 'relative',
  transition: `transform ${vars.motion.fast} ease, background ${vars.motion.fast} ease`,
} as const;

export const menuIcon = style({
  ...bar,
  '::before': { ...bar, content: '""', position: 'absolute', top: -7, left: 0 },
  '::after': { ...bar, content: '""', position: 'absolute', top: 7, left: 0 },
});

export const menuIconOpen = style({
  ...bar,
  background: 'transparent',
  '::before': { ...bar, content: '""', position: 'absolute', top: 0, left: 0, transform: 'rotate(45deg)' },
  '::after': { ...bar, content: '""', position: 'absolute', top: 0, left: 0, transform: 'rotate(-45deg)' },
});

export const drawer = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [desktop]: { display: 'none' } },
});

export const drawerNav = style({ display: 'grid', gap: vars.space.xxs });

export const drawerHeading = style([menuHeading, { marginTop: vars.space.sm }]);

export const drawerToggle = style({
  ...navControl,
  justifyContent: 'space-between',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const drawerAccount = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });

export const drawerGuestActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
