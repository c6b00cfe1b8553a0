import { vars } from '@paperlight/ui-kit/vars';
import { style } from '@vanilla-extract/css';

// The map's own box: tall enough to explore, the canvas's dotted ground behind it.
export const map = style({
  height: 'min(60vh, 520px)',
  minHeight: 320,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const handle = style({ opacity: 0, pointerEvents: 'none' });

export const centre = style({
  width: 420,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.brand}`,
  backgroundColor: vars.color.brandSubtle,
  fontFamily: vars.font.body,
});
export const centreTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.3,
  color: vars.color.ink,
});
export const byline = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.muted });

const KIND_COLOURS: Record<string, string> = {
  background: '#0e7490',
  method: '#4f46e5',
  data: '#7c3aed',
  results: '#15803d',
  conclusions: '#b45309',
  limits: '#be123c',
};

export const branch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 180,
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: '#ffffff',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    ...Object.fromEntries(Object.entries(KIND_COLOURS).map(([kind, colour]) => [`&[data-kind="${kind}"]`, { backgroundColor: colour }])),
    '&[aria-expanded="false"]': { opacity: 0.85 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const count = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });

export const leaf = style({
  width: 380,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
  // 16 px at zoom 1, so the smallest zoom the map opens at (0.78) still shows 12.5 px text.
  fontSize: vars.fontSize.md,
  lineHeight: 1.35,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brand}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minHeight: 72 });
export const detailBranch = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.muted });
export const detailText = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.5, color: vars.color.ink });
export const failed = style({ margin: 0, color: vars.color.danger });
