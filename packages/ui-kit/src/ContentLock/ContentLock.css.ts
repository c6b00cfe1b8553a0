import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const lockedArea = style({ position: 'relative', minHeight: '7.5em' });

export const filler = style({
  // Blurred far enough that no word can be made out, and kept out of selection and pointer hits.
  filter: 'blur(5px)',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  pointerEvents: 'none',
  color: vars.color.muted,
  maxHeight: '9em',
  overflow: 'hidden',
  maskImage: 'linear-gradient(to bottom, #000 40%, transparent)',
  WebkitMaskImage: 'linear-gradient(to bottom, #000 40%, transparent)',
});

export const callToAction = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
});

export const registerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const icon = style({ flexShrink: 0 });
