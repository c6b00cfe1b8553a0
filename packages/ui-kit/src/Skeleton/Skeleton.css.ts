import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../vars.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const root = style({
  display: 'block',
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 0%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { borderRadius: vars.radius.sm, height: '1em' },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
