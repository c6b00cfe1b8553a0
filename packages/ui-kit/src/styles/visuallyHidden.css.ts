import { style } from '@vanilla-extract/css';

/**
 * Hides an element visually while keeping it in the accessibility tree: `VisuallyHidden`'s class,
 * exported for elements that are not a span (a heading, a legend, a caption, a live region).
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
