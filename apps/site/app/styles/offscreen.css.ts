import { style } from '@vanilla-extract/css';

/**
 * The <html> attribute that lays every deferred block out for real, set before a programmatic
 * scroll so the target's position is measured on the page's true height (see scrollToSection).
 */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all';

/**
 * Skips style, layout and paint of a block while it is far off screen (decision 0017): the
 * landing page is ~9,500 px tall on a phone, and laying all of it out before the first frames cost
 * a 75 ms task (300 ms on Lighthouse's 4× slower phone) right after the first paint. Content stays
 * in the accessibility tree, tab order and find-in-page. `auto` remembers each block's real height
 * once it has been rendered; 800 px is the first guess.
 */
export const offscreen = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 800px',
  selectors: {
    [`html[${RENDER_ALL_ATTRIBUTE}] &`]: { contentVisibility: 'visible' },
  },
});
