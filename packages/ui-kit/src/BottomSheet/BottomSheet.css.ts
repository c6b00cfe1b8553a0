import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

const slideUp = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
});
const slideDown = keyframes({
  from: { transform: 'translateY(0)' },
  to: { transform: 'translateY(100%)' },
});

/** Sheet heights of SPEC §2: 95 % on phones, 80 % on tablets (768–1023 px), 94 % from 1024 px. */
export const SHEET_HEIGHTS = { small: 95, tablet: 80, large: 94 } as const;

export const content = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  // vh first for browsers without dynamic viewport units; dvh follows mobile toolbars.
  height: [`${SHEET_HEIGHTS.small}vh`, `${SHEET_HEIGHTS.small}dvh`],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderTopLeftRadius: vars.radius.xl,
  borderTopRightRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${slideUp} ${vars.motion.modal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${slideDown} ${vars.motion.modal} ${vars.motion.easing}` },
  },
  '@media': {
    'screen and (min-width: 768px)': { height: [`${SHEET_HEIGHTS.tablet}vh`, `${SHEET_HEIGHTS.tablet}dvh`] },
    'screen and (min-width: 1024px)': { height: [`${SHEET_HEIGHTS.large}vh`, `${SHEET_HEIGHTS.large}dvh`] },
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } },
  },
  ':focus': { outline: 'none' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: 56,
  flexShrink: 0,
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space.lg } },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
