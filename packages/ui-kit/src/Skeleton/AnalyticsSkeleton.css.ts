import { style } from '@vanilla-extract/css';
import { vars } from '../vars.css';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))' });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const lines = style({ display: 'grid', gap: vars.space.sm });

export const charts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(420px, 100%), 1fr))',
});

export const chart = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const plot = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  height: 180,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({ flex: 1 });

export const table = style({
  display: 'grid',
  padding: vars.space.lg,
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const row = style({ display: 'grid', gap: vars.space.md, alignItems: 'center', minHeight: 32 });
export const headerRow = style({ paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
