import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const form = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const typed = style({ overflowWrap: 'anywhere' });
