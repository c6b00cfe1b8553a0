import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

/** Clears the fixed 67 px header; the banner offset is already on <main>. */
export const page = style({
  width: '100%',
  maxWidth: 1120,
  margin: '0 auto',
  padding: `calc(67px + ${vars.space.xl}) ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
});

/** A page inside an administration console (decision 0170): no fixed header to clear, the full width of the frame. */
export const consolePage = style({
  width: '100%',
  minWidth: 0,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  '@media': { 'screen and (max-width: 599.98px)': { padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}` } },
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, maxWidth: '60ch' });

export const card = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  display: 'grid',
  gap: vars.space.sm,
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const textLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const suggestions = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  paddingLeft: vars.space.lg,
  listStyle: 'disc',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  verticalAlign: 'top',
});

export const badge = style({
  display: 'inline-block',
  marginRight: vars.space.xxs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.brandActive,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const statusActive = style([badge, { background: vars.color.successSubtle, color: vars.color.success }]);
export const statusWarning = style([badge, { background: vars.color.dangerSubtle, color: vars.color.danger }]);
export const statusNeutral = style([badge, { background: vars.color.surfaceSunken, color: vars.color.muted }]);
