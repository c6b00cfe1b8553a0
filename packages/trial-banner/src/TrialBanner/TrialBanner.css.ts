import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@paperlight/ui-kit/vars';
import { TRIAL_BANNER_HEIGHT } from './trialBannerState';

export const root = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.banner,
  // The page offset (getPageOffset) uses the same constant, so content never hides beneath the banner.
  height: TRIAL_BANNER_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '@media': {
    // The longest message with its link ('Your free trial is active (2 days left) Contact us!') fits a
    // 320 px phone in one line at 11 px, so the day count is never cut off.
    'screen and (max-width: 359px)': { fontSize: '11px', gap: 6, paddingInline: vars.space.xs },
    'screen and (min-width: 480px)': { fontSize: vars.fontSize.sm },
  },
});

export const tone = styleVariants({
  brand: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
  neutral: { backgroundColor: vars.color.ink, color: vars.color.surface },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

const action = style({
  flexShrink: 0,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  ':hover': { textDecorationThickness: '2px' },
  // The banner colours vary, so the ring follows the text colour to stay visible on each.
  ':focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
});

export const link = action;

export const contactButton = style([
  action,
  {
    // Buttons do not inherit the banner's font by default in every browser.
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
  },
]);

export const contactText = style({ color: vars.color.muted, fontSize: vars.fontSize.lg, maxWidth: 640 });
