import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandHover },
          '&:active:not(:disabled)': { backgroundColor: vars.color.brandActive },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandSubtle } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.ink,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceSunken } },
      },
      link: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        padding: 0,
        textDecoration: 'underline',
        textUnderlineOffset: '2px',
        selectors: { '&:hover:not(:disabled)': { color: vars.color.brandHover } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xxs} ${vars.space.sm}`, minHeight: 32 },
      md: { fontSize: vars.fontSize.md, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: 40 },
      lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: 48 },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    // Link-like buttons sit inside running text, so they take no box.
    { variants: { variant: 'link', size: 'sm' }, style: { padding: 0, minHeight: 0 } },
    { variants: { variant: 'link', size: 'md' }, style: { padding: 0, minHeight: 0 } },
    { variants: { variant: 'link', size: 'lg' }, style: { padding: 0, minHeight: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type RootVariants = NonNullable<RecipeVariants<typeof root>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
