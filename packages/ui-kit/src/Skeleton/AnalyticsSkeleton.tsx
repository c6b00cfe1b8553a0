import { cx } from '../styles/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import { Skeleton } from './Skeleton';
import * as styles from './AnalyticsSkeleton.css';

export interface AnalyticsSkeletonProps {
  /**
   * Announced once to screen readers while the dashboard loads.
   * @default 'Loading analytics'
   */
  label?: string;
  /**
   * Stat cards (a ring and figures) across the top.
   * @default 2
   */
  statCards?: number;
  /**
   * Chart panels below the cards.
   * @default 2
   */
  charts?: number;
  /**
   * Body rows of the table at the bottom; 0 leaves the table out.
   * @default 5
   * @example <AnalyticsSkeleton statCards={2} charts={3} tableRows={10} />
   */
  tableRows?: number;
  /**
   * Columns of the table.
   * @default 4
   */
  tableColumns?: number;
  className?: string;
}

// Fixed heights so the server and the browser draw the same placeholder bars.
const BAR_HEIGHTS = [42, 64, 50, 78, 56, 70, 88, 60, 74, 46, 84, 66, 58, 72];

const times = (count: number) => Array.from({ length: Math.max(0, count) }, (_, index) => index);

/**
 * The analytics-style loading screen of SPEC §2: stat cards, charts and a table in the shape the
 * loaded dashboard will take, so nothing jumps when it arrives. One polite, busy status for the
 * whole screen; the shapes are hidden from assistive technology.
 */
export function AnalyticsSkeleton({
  label = 'Loading analytics',
  statCards = 2,
  charts = 2,
  tableRows = 5,
  tableColumns = 4,
  className,
}: AnalyticsSkeletonProps) {
  const columns = { gridTemplateColumns: `repeat(${Math.max(1, tableColumns)}, minmax(0, 1fr))` };
  return (
    <div role="status" aria-busy="true" aria-live="polite" data-skeleton="analytics" className={cx(styles.root, className)}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {statCards > 0 ? (
        <div className={styles.cards} aria-hidden="true" data-part="stat-cards">
          {times(statCards).map((card) => (
            <div key={card} className={styles.card}>
              <Skeleton shape="circle" width={88} />
              <div className={styles.lines}>
                <Skeleton shape="text" width="45%" height={20} />
                <Skeleton shape="text" count={3} />
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {charts > 0 ? (
        <div className={styles.charts} aria-hidden="true" data-part="charts">
          {times(charts).map((chart) => (
            <div key={chart} className={styles.chart}>
              <Skeleton shape="text" width="40%" height={20} />
              <div className={styles.plot}>
                {BAR_HEIGHTS.map((height, index) => (
                  <Skeleton key={index} className={styles.bar} height={`${height}%`} width="auto" />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {tableRows > 0 ? (
        <div className={styles.table} aria-hidden="true" data-part="table">
          <div className={cx(styles.row, styles.headerRow)} style={columns}>
            {times(tableColumns).map((column) => (
              <Skeleton key={column} shape="text" width="60%" />
            ))}
          </div>
          {times(tableRows).map((row) => (
            <div key={row} className={styles.row} style={columns} data-part="table-row">
              {times(tableColumns).map((column) => (
                <Skeleton key={column} shape="text" width={column === 0 ? '80%' : '55%'} />
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
