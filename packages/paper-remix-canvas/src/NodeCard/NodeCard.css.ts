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
  // The menu button sits in the card's top-right corner, over the padding, so the title row is
  // only as tall as the title and a card's facts fit NODE_HEIGHT.
  paddingRight: 28,
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
  fontSize: vars.fontSize.sm,
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
export const progressTrack = style({
  height: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const progressFill = style({
  height: '100%',
  backgroundColor: vars.color.brand,
  transition: 'width 0.3s ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const progressText = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
export const stage = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
// Takes what is left of the buttons' row (basis 0, so it never pushes itself onto a row of its own
// and makes the card taller than NODE_HEIGHT); a long one ends in an ellipsis, whole in its tooltip.
export const estimate = style({
  flex: '1 1 0',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const reorder = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

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

export const processing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const menuWrap = style({ position: 'absolute', top: 6, right: 6 });

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

/** Why a step cannot run yet: words, not a failure. */
export const reason = style({ fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: 500 });

/** A finished step's result in a line: the paper's title, a script's words, a video's length. */
export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });

/*
 * A result's picture beside its summary. The card keeps its fixed size (NODE_WIDTH × NODE_HEIGHT):
 * three 56 × 32 thumbnails and a short line fit its inner width, and the row is no taller than them.
 */
export const media = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const mediaText = style({ flex: 1, minWidth: 0 });
export const mediaLine = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const strip = style({ display: 'flex', gap: 4, margin: 0, padding: 0, listStyle: 'none', flexShrink: 0 });

const frame = style({
  position: 'relative',
  flexShrink: 0,
  width: 56,
  height: 32,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  boxSizing: 'border-box',
});

export const thumbnail = frame;

/** A deck's first slide, in the deck's shape at the thumbnails' height. */
export const slide = styleVariants({ '16:9': [frame], '4:3': [frame, { width: 43 }] });

/** A deck's slide headings: two lines at most, so the card keeps NODE_HEIGHT (the whole line is in the tooltip). */
export const headings = style([mediaLine, { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' }]);

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const poster = style([
  frame,
  {
    width: 64,
    height: 36,
    padding: 0,
    cursor: 'pointer',
    backgroundColor: vars.color.ink,
    selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
  },
]);

/** A round play sign over the poster: a white disc with a triangle cut by borders. */
export const play = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(255, 255, 255, 0.9)',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.4)',
  '::after': {
    content: '""',
    position: 'absolute',
    top: 6,
    left: 9,
    borderStyle: 'solid',
    borderWidth: '5px 0 5px 8px',
    borderColor: `transparent transparent transparent ${vars.color.ink}`,
  },
});

/** The input's file name before its paper is read: one line, the whole name in the tooltip. */
export const fileName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** A read paper in three short lines: title (one line, cut with an ellipsis), first author, pages and figures. */
export const paper = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const paperTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.3,
  color: vars.color.ink,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
// 14 px like the rest of the card (the canvas never zooms it below 12 px); 1.25 keeps the three lines within NODE_HEIGHT.
export const paperLine = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.25,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** A square button showing only an icon (its name is its aria-label). */
export const iconButton = style({ width: 32, minWidth: 32, paddingInline: 0, justifyContent: 'center' });
export const icon = style({ display: 'block', flexShrink: 0 });

/** An episode's play button on its card: a round brand button with a play or pause sign. */
export const audioButton = style({
  position: 'relative',
  flexShrink: 0,
  width: 36,
  height: 36,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
  '::after': {
    content: '""',
    position: 'absolute',
    top: 11,
    left: 14,
    borderStyle: 'solid',
    borderWidth: '7px 0 7px 11px',
    borderColor: `transparent transparent transparent ${vars.color.onBrand}`,
  },
});

/** Two bars instead of the triangle while the episode plays. */
export const audioButtonPlaying = style({
  '::after': {
    top: 11,
    left: 12,
    width: 4,
    height: 14,
    borderStyle: 'none',
    borderWidth: 0,
    backgroundColor: vars.color.onBrand,
    boxShadow: `8px 0 0 ${vars.color.onBrand}`,
  },
});

export const audioTime = style([mediaLine, { color: vars.color.muted, fontVariantNumeric: 'tabular-nums' }]);
