import { vars } from '@paperlight/ui-kit/vars';

/** The top-8 palette of the donuts (SPEC §9): distinct hues, each at least 3:1 against white. */
export const TOP_8_PALETTE = ['#4f46e5', '#0f766e', '#b45309', '#be185d', '#2563eb', '#4d7c0f', '#7e22ce', '#b91c1c'] as const;
export const BAR_COLOR = '#4f46e5';
export const LINE_COLOR = '#c2410c';

/** nivo's theme in the ui-kit's tokens (CSS variables work in SVG inline styles). */
export const chartTheme = {
  text: { fontFamily: vars.font.body, fontSize: 11, fill: vars.color.muted },
  axis: {
    domain: { line: { stroke: vars.color.border, strokeWidth: 1 } },
    ticks: {
      line: { stroke: vars.color.border, strokeWidth: 1 },
      text: { fontFamily: vars.font.body, fontSize: 11, fill: vars.color.muted },
    },
    legend: { text: { fontFamily: vars.font.body, fontSize: 12, fontWeight: 600, fill: vars.color.text } },
  },
  grid: { line: { stroke: vars.color.border, strokeWidth: 1 } },
  labels: { text: { fontFamily: vars.font.body, fontSize: 11, fontWeight: 600 } },
  tooltip: { container: { fontFamily: vars.font.body, fontSize: 12, color: vars.color.text, background: vars.color.surface } },
};

/** A round axis maximum for `value` split in 4 ticks: steps of 1, 2 or 5 × 10^k. */
export function niceMax(value: number, ticks = 4): number {
  const raw = Math.max(1, value) / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? 10 * magnitude;
  return Math.max(1, Math.ceil(step)) * ticks;
}
