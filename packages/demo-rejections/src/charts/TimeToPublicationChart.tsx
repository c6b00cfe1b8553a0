import { bucketPercentages } from '../report';
import { ChartCard, DataTableAlternative } from './ChartCard';
import { LazyDrawing } from './LazyDrawing';
import { BAR_COLOR, chartTheme } from './theme';

export interface TimeToPublicationChartProps {
  /** `dateDifference`: one count per 30-day bucket. */
  entries: readonly { count: number }[];
}

const HEIGHT = 280;

/** 'Time to Publication After Rejection': the four 30-day buckets as percentages. */
export function TimeToPublicationChart({ entries }: TimeToPublicationChartProps) {
  const buckets = bucketPercentages(entries);
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const data = buckets.map((bucket) => ({ bucket: bucket.label, percent: bucket.percent, count: bucket.count }));
  return (
    <ChartCard
      title="Time to Publication After Rejection"
      description="Share of published manuscripts by days from rejection to publication"
      emptyMessage={total === 0 ? 'No publication time data available' : null}
      height={HEIGHT}
      textAlternative={
        <DataTableAlternative
          caption="Time to publication after rejection"
          headers={['Days after rejection', 'Share', 'Manuscripts']}
          rows={buckets.map((bucket) => [bucket.label, `${bucket.percent}%`, bucket.count])}
        />
      }
    >
      <LazyDrawing
        height={HEIGHT}
        draw={({ ResponsiveBar }) => (
          <ResponsiveBar
            data={data}
            keys={['percent']}
            indexBy="bucket"
            defaultWidth={520}
            defaultHeight={HEIGHT}
            margin={{ top: 16, right: 8, bottom: 48, left: 48 }}
            padding={0.35}
            valueScale={{ type: 'linear', min: 0, max: 'auto' }}
            colors={[BAR_COLOR]}
            borderRadius={4}
            enableGridY
            axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (value: number) => `${value}%` }}
            axisBottom={{
              tickSize: 0,
              tickPadding: 8,
              format: (value: string) => value.replace(' days', ''),
              legend: 'Days after rejection',
              legendPosition: 'middle',
              legendOffset: 36,
            }}
            valueFormat={(value) => `${value}%`}
            labelSkipHeight={18}
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
