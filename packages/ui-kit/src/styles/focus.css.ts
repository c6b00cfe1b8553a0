import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const focusRing = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
