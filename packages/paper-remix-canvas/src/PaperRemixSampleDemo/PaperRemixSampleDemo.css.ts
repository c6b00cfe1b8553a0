import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const message = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const messageTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.ink });
export const messageText = style({ margin: 0, color: vars.color.muted });

export const loading = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });
export const loadingRow = style({ display: 'flex', gap: vars.space.md });

export const demo = style({ display: 'grid', gap: vars.space.md });

// Aligned with the workspace's own gutters.
export const closing = style({ marginInline: vars.space.md });
