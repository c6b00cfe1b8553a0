import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../vars.css';

// The placeholder pulses: a layer of the border colour over the block fades in and out. It animates
// `opacity` only, in steps: without a GPU (software compositing) every frame that changes costs the
// compositor a redraw of the screen, and a smooth 60 fps loop kept a core busy for the whole minimum
// wait (up to 10 s), which slowed the page itself. A stepped animation changes 4 times a second and
// the compositor draws nothing between steps; between two close greys the steps are not seen.
// A `background-position` or `box-shadow` animation would repaint on the main thread every frame.
const pulse = keyframes({
  '0%': { opacity: 0 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0 },
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
    backgroundColor: vars.color.border,
    opacity: 0,
    // One second each way in four steps: a new frame every 250 ms.
    animation: `${pulse} 2s steps(4, jump-end) infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none', display: 'none' } } } },
});

export const shape = styleVariants({
  text: { borderRadius: vars.radius.sm, height: '1em' },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
