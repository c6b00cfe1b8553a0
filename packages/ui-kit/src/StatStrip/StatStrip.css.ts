import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const line = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });

export const label = style({ flex: 1, minWidth: 0, color: vars.color.text, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const value = style({ fontWeight: vars.fontWeight.bold, color: vars.color.ink });

export const percent = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, minWidth: '3.5ch', textAlign: 'right' });

export const track = style({ height: 6, borderRadius: vars.radius.full, background: vars.color.surfaceSunken, overflow: 'hidden' });

export const bar = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.brand });
