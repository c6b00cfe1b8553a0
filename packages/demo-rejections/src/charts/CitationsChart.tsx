import type { BarCustomLayerProps } from '@nivo/bar';
import type { RejectionAnalyzerResult } from '@paperlight/api-client';
import { CITATION_LABEL_MAX, cutLabel, formatCount } from '../report';
import { ChartCard, DataTableAlternative } from './ChartCard';
import { LazyDrawing } from './LazyDrawing';
import * as styles from './charts.css';
import { BAR_COLOR, chartTheme, LINE_COLOR, niceMax } from './theme';

export interface CitationsChartProps {
  /** `citationsRecieved` (spelt so): key, aggregated_value (citations), doc_count (documents). */
  entries: RejectionAnalyzerResult['citationsRecieved'];
}

interface Datum {
  [key: string]: string | number;
  key: string;
  citations: number;
  documents: number;
}

const HEIGHT = 500;
// Vertical x labels: 40 characters and the ellipsis at 11 px run to about 240 px, plus the 8 px tick
// padding; 270 px leaves room for wide letters, so a long journal name keeps its first letter (it
// was cut off at the bottom edge). The side margins just fit the axis titles, so ten journals still
// fit a 390 px phone without scrolling.
const MARGIN = { top: 16, right: 52, bottom: 270, left: 52 };

/** Total Documents as a line over the columns, on its own scale drawn as a right-hand axis. */
function DocumentsLine({ bars, innerHeight, innerWidth }: BarCustomLayerProps<Datum>) {
  const top = niceMax(Math.max(0, ...bars.map((bar) => bar.data.data.documents)));
  const y = (value: number) => innerHeight - (value / top) * innerHeight;
  const points = bars.map((bar) => ({ x: bar.x + bar.width / 2, y: y(bar.data.data.documents), key: bar.key }));
  const ticks = [0, 1, 2, 3, 4].map((step) => (top / 4) * step);
  return (
    <g>
      <path
        d={points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ')}
        fill="none"
        stroke={LINE_COLOR}
        strokeWidth={2.5}
      />
      {points.map((point) => (
        <circle key={point.key} cx={point.x} cy={point.y} r={4} fill="#ffffff" stroke={LINE_COLOR} strokeWidth={2} />
      ))}
      <g transform={`translate(${innerWidth}, 0)`}>
        <line y1={0} y2={innerHeight} stroke={chartTheme.axis.domain.line.stroke} />
        {ticks.map((tick) => (
          <text key={tick} x={8} y={y(tick)} dominantBaseline="central" style={chartTheme.axis.ticks.text}>
            {formatCount(tick)}
          </text>
        ))}
        <text transform={`translate(40, ${innerHeight / 2}) rotate(90)`} textAnchor="middle" style={chartTheme.axis.legend.text}>
          Total Documents
        </text>
      </g>
    </g>
  );
}

/** 'Citations Received': Total Citations as columns, Total Documents as a line; x labels cut at 40. */
export function CitationsChart({ entries }: CitationsChartProps) {
  const data: Datum[] = entries.map((entry) => ({ key: String(entry.key), citations: entry.aggregated_value, documents: entry.doc_count }));
  return (
    <ChartCard
      title="Citations Received"
      description="Citations and documents by journal of publication"
      emptyMessage={data.length === 0 ? 'No citation data available' : null}
      height={HEIGHT}
      legend={
        <div className={styles.keyRow}>
          <span className={styles.keyItem}>
            <span className={styles.swatch} style={{ backgroundColor: BAR_COLOR }} />
            Total Citations
          </span>
          <span className={styles.keyItem}>
            <span className={styles.lineSwatch} style={{ backgroundColor: LINE_COLOR }} />
            Total Documents
          </span>
        </div>
      }
      textAlternative={
        <DataTableAlternative
          caption="Citations received by journal"
          headers={['Journal', 'Total Citations', 'Total Documents']}
          rows={data.map((datum) => [datum.key, datum.citations, datum.documents])}
        />
      }
    >
      <LazyDrawing
        height={HEIGHT}
        draw={({ ResponsiveBar }) => (
          <ResponsiveBar<Datum>
            data={data}
            keys={['citations']}
            indexBy="key"
            defaultWidth={640}
            defaultHeight={HEIGHT}
            margin={MARGIN}
            padding={0.3}
            valueScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
            colors={[BAR_COLOR]}
            borderRadius={3}
            enableLabel={false}
            axisLeft={{
              tickSize: 0,
              tickPadding: 8,
              tickValues: 5,
              legend: 'Total Citations',
              legendPosition: 'middle',
              legendOffset: -42,
            }}
            axisBottom={{ tickSize: 0, tickPadding: 8, tickRotation: -90, format: (value: string) => cutLabel(value, CITATION_LABEL_MAX) }}
            layers={['grid', 'axes', 'bars', DocumentsLine]}
            tooltipLabel={(datum) => `${datum.indexValue} · citations`}
            animate={false}
            theme={chartTheme}
            role="presentation"
          />
        )}
      />
    </ChartCard>
  );
}
