import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const projects = style({ marginTop: vars.space.xl, display: 'grid', gap: vars.space.md });

export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const projectList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const project = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const projectMain = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 16rem', minWidth: 0 });

export const projectName = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const projectMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const rename = style({ flex: '0 1 auto' });

export const renameSummary = style({
  cursor: 'pointer',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const usage = style({ display: 'grid', gap: vars.space.xs, maxWidth: '28rem' });
export const usageMeter = style({ width: '100%', height: '0.5rem' });
