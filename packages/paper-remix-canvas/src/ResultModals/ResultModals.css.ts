import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const section = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const heading = style({ margin: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const tag = style({
  marginLeft: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const fields = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, margin: 0, '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '220px minmax(0, 1fr)' } } });
export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const message = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.muted });
export const errorMessage = style({ margin: 0, color: vars.color.danger });

export const player = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const video = style({ width: '100%', maxHeight: '70vh', borderRadius: vars.radius.lg, backgroundColor: '#000' });
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });
export const quality = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const spacer = style({ flex: 1 });
