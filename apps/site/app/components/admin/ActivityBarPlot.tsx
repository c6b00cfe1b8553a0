import { ResponsiveBar } from '@nivo/bar';
import { dayLabel } from './activity';
import { bottomAxis, chartMargin, chartTheme, CHART_HEIGHT, leftAxis, type ActivityPlotProps } from './chartTheme';
import * as styles from './overview.css';

/** Counts per day as bars (nivo, loaded only by the overview once it is in the browser). */
export function ActivityBarPlot({ points, color, ariaLabel, unit }: ActivityPlotProps) {
  const data = points.map((point) => ({ date: point.date, value: point.value }));
  return (
    <ResponsiveBar
      data={data}
      keys={['value']}
      indexBy="date"
      colors={[color]}
      margin={chartMargin}
      padding={0.25}
      theme={chartTheme}
      enableLabel={false}
      enableGridY
      axisLeft={leftAxis}
      axisBottom={bottomAxis(data.map((d) => d.date))}
      role="img"
      ariaLabel={ariaLabel}
      defaultWidth={640}
      defaultHeight={CHART_HEIGHT}
      animate={false}
      tooltip={({ indexValue, value }) => (
        <div className={styles.tooltip}>
          {dayLabel(String(indexValue))}: {value} {unit}
        </div>
      )}
    />
  );
}
