import { cutLabel, donutSlices, DONUT_LABEL_MAX, formatCount, percentOf } from '../report';
import { ChartCard, DataTableAlternative } from './ChartCard';
import { LazyDrawing } from './LazyDrawing';
import * as styles from './charts.css';
import { chartTheme, TOP_8_PALETTE } from './theme';

export interface DonutChartProps {
  title: 'Top Publishers' | 'Top Journals' | (string & {});
  /** Name of one item in the text alternative's header, e.g. 'Publisher'. */
  itemName: string;
  items: readonly { item: string; count: number }[];
  emptyMessage: string;
}

const HEIGHT = 220;

/** A nivo donut of the top items (8 colours, 'Other' beyond), legend labels cut at 15 characters. */
export function DonutChart({ title, itemName, items, emptyMessage }: DonutChartProps) {
  const slices = donutSlices(items);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const all = [...items].filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count);
  return (
    <ChartCard
      title={title}
      description={total > 0 ? `${formatCount(total)} published manuscripts` : undefined}
      emptyMessage={slices.length === 0 ? emptyMessage : null}
      height={HEIGHT}
      textAlternative={
        <DataTableAlternative
          caption={`${title}: published manuscripts by ${itemName.toLowerCase()}`}
          headers={[itemName, 'Manuscripts', 'Share']}
          rows={all.map((entry) => [entry.item, entry.count, `${percentOf(entry.count, total)}%`])}
        />
      }
    >
      <div className={styles.donutLayout}>
        <LazyDrawing
          height={HEIGHT}
          draw={({ ResponsivePie }) => (
            <ResponsivePie
              data={slices}
              defaultWidth={HEIGHT}
              defaultHeight={HEIGHT}
              margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
              innerRadius={0.62}
              padAngle={1}
              cornerRadius={3}
              colors={[...TOP_8_PALETTE]}
              enableArcLinkLabels={false}
              enableArcLabels={false}
              animate={false}
              theme={chartTheme}
              valueFormat={(value) => `${formatCount(value)} (${percentOf(value, total)}%)`}
            />
          )}
        />
        <ul className={styles.legend}>
          {slices.map((slice, index) => (
            <li key={slice.id} className={styles.legendItem} title={slice.label}>
              <span className={styles.swatch} style={{ backgroundColor: TOP_8_PALETTE[index % TOP_8_PALETTE.length] }} />
              <span>{cutLabel(slice.label, DONUT_LABEL_MAX)}</span>
              <span className={styles.legendValue}>
                {formatCount(slice.value)} · {percentOf(slice.value, total)}%
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}
