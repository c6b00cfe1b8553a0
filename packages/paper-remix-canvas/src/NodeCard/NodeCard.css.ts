import { vars } from '@paperlight/ui-kit/vars';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { NODE_HEIGHT, NODE_WIDTH } from '../workflow/project';

export const root = style({
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: NODE_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 1024px)': { width: NODE_WIDTH } },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
  // Never cut: a long name wraps (issue 15), and the full name is in the title attribute too.
  overflowWrap: 'anywhere',
  lineHeight: 1.3,
});

export const badges = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  idle: [badgeBase, { backgroundColor: vars.color.surfaceSunken, color: vars.color.text }],
  processing: [badgeBase, { backgroundColor: vars.color.brandSubtle, color: vars.color.ink }],
  completed: [badgeBase, { backgroundColor: vars.color.successSubtle, color: vars.color.ink }],
  failed: [badgeBase, { backgroundColor: vars.color.dangerSubtle, color: vars.color.ink }],
  error: [badgeBase, { backgroundColor: vars.color.warningSubtle, color: vars.color.ink }],
  outOfDate: [badgeBase, { backgroundColor: vars.color.warningSubtle, color: vars.color.ink, border: `1px dashed ${vars.color.warning}` }],
});

export const running = style({ display: 'flex', flexDirection: 'column', gap: 4, width: '100%' });
export const progressTrack = style({ height: 6, borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceSunken, overflow: 'hidden' });
export const progressFill = style({ height: '100%', backgroundColor: vars.color.brand, transition: 'width 0.3s ease-out', '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } });
export const progressText = style({ margin: 0, display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.xs, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const stage = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });
export const estimate = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
export const reorder = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted, overflowWrap: 'anywhere' });

export const errorText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
export const errorLink = style({ color: vars.color.danger, fontWeight: 600, textDecoration: 'underline' });

export const actions = style({ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const processing = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.text });

export const menuWrap = style({ position: 'relative' });

export const menuButton = style({
  minWidth: 32,
  minHeight: 32,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const menu = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 5,
  minWidth: 160,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
    '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
