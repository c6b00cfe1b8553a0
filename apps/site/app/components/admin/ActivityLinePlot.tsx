import { ResponsiveLine } from '@nivo/line';
import { dayLabel } from './activity';
import { bottomAxis, chartMargin, chartTheme, CHART_HEIGHT, leftAxis, type ActivityPlotProps } from './chartTheme';
import * as styles from './overview.css';

/** A level over time as a line (nivo, loaded only by the overview once it is in the browser). */
export function ActivityLinePlot({ points, color, ariaLabel, unit }: ActivityPlotProps) {
  const dates = points.map((point) => point.date);
  return (
    <ResponsiveLine
      data={[{ id: unit, data: points.map((point) => ({ x: point.date, y: point.value })) }]}
      colors={[color]}
      margin={chartMargin}
      theme={chartTheme}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      axisLeft={leftAxis}
      axisBottom={bottomAxis(dates)}
      enablePoints={points.length <= 31}
      pointSize={6}
      enableArea
      areaOpacity={0.08}
      useMesh
      role="img"
      ariaLabel={ariaLabel}
      defaultWidth={640}
      defaultHeight={CHART_HEIGHT}
      animate={false}
      tooltip={({ point }) => (
        <div className={styles.tooltip}>
          {dayLabel(String(point.data.x))}: {String(point.data.y)} {unit}
        </div>
      )}
    />
  );
}
