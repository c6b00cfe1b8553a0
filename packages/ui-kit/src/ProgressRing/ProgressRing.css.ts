import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const root = style({ position: 'relative', display: 'inline-grid', placeItems: 'center', flexShrink: 0 });

// The arc starts at 12 o'clock, not at 3.
export const svg = style({ position: 'absolute', inset: 0, transform: 'rotate(-90deg)' });

export const track = style({ stroke: vars.color.surfaceSunken });

export const bar = style({ stroke: vars.color.brand });

export const value = style({ position: 'relative', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, color: vars.color.ink });
