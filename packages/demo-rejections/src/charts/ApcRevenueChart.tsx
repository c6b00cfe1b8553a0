import type { RejectionAnalyzerResult } from '@paperlight/api-client';
import { cutLabel, formatDollars, positiveApc } from '../report';
import { ChartCard, DataTableAlternative } from './ChartCard';
import { LazyDrawing } from './LazyDrawing';
import { BAR_COLOR, chartTheme, niceMax } from './theme';

export interface ApcRevenueChartProps {
  /** `apcAmount`: key (publisher) and aggregated_value in dollars. */
  entries: RejectionAnalyzerResult['apcAmount'];
}

const ROW = 36;
const LABEL_MAX = 22;
const compactDollars = (value: number) => (value >= 1000 ? `$${Math.round(value / 1000)}k` : `$${value}`);

/** 'APC Revenue': horizontal bars in dollars, only publishers with revenue above 0. */
export function ApcRevenueChart({ entries }: ApcRevenueChartProps) {
  const rows = positiveApc(entries);
  // nivo draws the first horizontal bar at the bottom: reverse so the largest sits on top.
  const data = [...rows].reverse().map((row) => ({ key: row.key, value: row.value }));
  const height = Math.max(200, rows.length * ROW + 56);
  // Three ticks (0, half, top): a phone's 160 px axis has room for three dollar labels, not six.
  const top = niceMax(Math.max(0, ...rows.map((row) => row.value)), 2);
  const ticks = [0, top / 2, top];
  return (
    <ChartCard
      title="APC Revenue"
      description="Article processing charges paid to other publishers, in US dollars"
      emptyMessage={rows.length === 0 ? 'No APC revenue data available' : null}
      height={height}
      textAlternative={
        <DataTableAlternative
          caption="APC revenue by publisher, in US dollars"
          headers={['Publisher', 'APC revenue']}
          rows={rows.map((row) => [row.key, formatDollars(row.value)])}
        />
      }
    >
      <LazyDrawing
        height={height}
        draw={({ ResponsiveBar }) => (
          <ResponsiveBar
            data={data}
            keys={['value']}
            indexBy="key"
            layout="horizontal"
            defaultWidth={640}
            defaultHeight={height}
            margin={{ top: 8, right: 24, bottom: 40, left: 150 }}
            padding={0.3}
            valueScale={{ type: 'linear', min: 0, max: top }}
            colors={[BAR_COLOR]}
            borderRadius={3}
            enableGridX
            gridXValues={ticks}
            enableGridY={false}
            axisLeft={{ tickSize: 0, tickPadding: 8, format: (value: string) => cutLabel(value, LABEL_MAX) }}
            axisBottom={{ tickSize: 0, tickPadding: 8, tickValues: ticks, format: compactDollars }}
            valueFormat={(value) => formatDollars(value)}
            labelSkipWidth={64}
            labelTextColor="#ffffff"
            tooltipLabel={(datum) => String(datum.indexValue)}
            animate={false}
            theme={chartTheme}
            role="presentation"
          />
        )}
      />
    </ChartCard>
  );
}
