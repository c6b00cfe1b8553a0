import { vars } from '@paperlight/ui-kit/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const breadcrumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

globalStyle(`${breadcrumbs} li + li::before`, { content: '"/"', marginRight: vars.space.xs, color: vars.color.muted });

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) 560px' } },
});

export const intro = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const eyebrowRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const soon = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const visual = style({ margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

const picture = {
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
} as const;

export const screenshot = style({ ...picture, boxShadow: vars.shadow.lg, background: vars.color.surfaceSunken });

export const illustration = style({ ...picture, background: vars.color.surfaceSunken });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const note = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '3fr 2fr' } },
});

export const section = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
});

export const paragraph = style({ color: vars.color.text, lineHeight: vars.lineHeight.relaxed, maxWidth: '68ch' });

export const features = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingLeft: vars.space.lg,
  color: vars.color.text,
  listStyle: 'disc',
});

export const audience = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const audienceWho = style({ color: vars.color.ink, fontWeight: vars.fontWeight.semibold });

export const sample = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const sampleTerm = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const sampleValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
export const sampleOutput = style({ display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.lg, listStyle: 'disc' });

export const related = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
