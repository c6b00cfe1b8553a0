import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const medal = style({ width: 40, height: 40, color: vars.color.brand });
