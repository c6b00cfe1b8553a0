import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const required = style({ color: vars.color.danger, marginInlineStart: 2 });

export const input = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  '::placeholder': { color: vars.color.muted },
  ':focus': { outline: 'none', borderColor: vars.color.brand, boxShadow: vars.shadow.focus },
  ':disabled': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed', color: vars.color.muted },
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 3px ${vars.color.dangerSubtle}` },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
