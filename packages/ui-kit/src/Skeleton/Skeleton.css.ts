import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../vars.css';

// The shimmer is a highlight that slides across the block: it animates `transform` only, which the
// compositor runs without repainting the page every frame (a `background-position` shimmer repaints
// each skeleton on the main thread for as long as it shows, which blocks input on slow phones).
const shimmer = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(100%)' },
});

export const root = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  '::after': {
    content: "''",
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.border} 50%, transparent 100%)`,
    transform: 'translateX(-100%)',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none', display: 'none' } } } },
});

export const shape = styleVariants({
  text: { borderRadius: vars.radius.sm, height: '1em' },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
