import { axisTicks, dayLabel } from './activity';

/** Colours from the ui-kit theme (nivo draws SVG attributes, which cannot read CSS variables everywhere). */
export const CHART_COLORS = { signUps: '#4f46e5', activeTrials: '#15803d', contactRequests: '#b45309' } as const;

export { CHART_HEIGHT } from './chartSize';

export const chartTheme = {
  text: { fontSize: 12, fill: '#4b5563' },
  axis: { ticks: { text: { fontSize: 12, fill: '#4b5563' }, line: { stroke: '#9ca3af' } }, domain: { line: { stroke: '#9ca3af' } } },
  grid: { line: { stroke: '#e5e7eb' } },
};

export const chartMargin = { top: 12, right: 16, bottom: 36, left: 44 };

/** The bottom axis: a few dates, day and month. */
export const bottomAxis = (dates: readonly string[]) => ({
  tickValues: axisTicks(dates, 6),
  format: (value: string | number | Date) => dayLabel(String(value), false),
  tickSize: 4,
  tickPadding: 6,
});

export const leftAxis = { tickValues: 4, tickSize: 4, tickPadding: 6 };

/** Props every chart shares: its summary sentence names it, its figure title labels it. */
export interface ActivityPlotProps {
  points: readonly { date: string; value: number }[];
  color: string;
  /** The sentence under the title: the chart's text alternative. */
  ariaLabel: string;
  /** Singular name of what one bar or point counts, for tooltips. */
  unit: string;
}
