import { Skeleton } from '@paperlight/ui-kit';
import { lazy, Suspense, useId } from 'react';
import { dayLabel, describeActivity, type ActivityChartSpec } from './activity';
import { CHART_COLORS, CHART_HEIGHT } from './chartTheme';
import type { ActivityDay } from './schemas';
import { useHydrated } from './useHydrated';
import * as styles from './overview.css';
import * as page from '#app/styles/page.css.ts';

// nivo is loaded by the overview alone, after hydration: never with the landing page or the other screens.
const ActivityBarPlot = lazy(() => import('./ActivityBarPlot').then((m) => ({ default: m.ActivityBarPlot })));
const ActivityLinePlot = lazy(() => import('./ActivityLinePlot').then((m) => ({ default: m.ActivityLinePlot })));

export interface ActivityChartProps {
  spec: ActivityChartSpec;
  series: readonly ActivityDay[];
}

/**
 * One overview chart as a figure: its title, the sentence that summarises it (also the chart's
 * accessible name), the chart itself once the browser has loaded nivo, and every value in a table
 * behind a disclosure.
 */
export function ActivityChart({ spec, series }: ActivityChartProps) {
  const id = useId();
  const hydrated = useHydrated();
  const description = describeActivity(series, spec);
  const points = series.map((day) => ({ date: day.date, value: day[spec.metric] }));
  const Plot = spec.kind === 'bar' ? ActivityBarPlot : ActivityLinePlot;
  const placeholder = <Skeleton height={CHART_HEIGHT} />;
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`} data-chart={spec.metric}>
      <h3 id={`${id}-title`} className={styles.figureTitle}>
        {spec.title}
      </h3>
      <p className={styles.summary}>{description}</p>
      <div className={styles.plot}>
        {hydrated ? (
          <Suspense fallback={placeholder}>
            <Plot points={points} color={CHART_COLORS[spec.metric]} ariaLabel={`${spec.title}: ${description}`} unit={spec.unit[1]} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <details className={styles.details}>
        <summary className={styles.detailsSummary}>Show the data as a table</summary>
        {/* It scrolls, so keyboard users must be able to reach it. */}
        <div className={`${page.tableWrap} ${styles.dataTable}`} tabIndex={0} role="region" aria-label={`${spec.title}, by day`}>
          <table className={page.table}>
            <caption className={styles.summary}>{spec.title}, by day</caption>
            <thead>
              <tr>
                <th scope="col" className={page.th}>
                  Day
                </th>
                <th scope="col" className={page.th}>
                  {spec.unit[1][0]!.toUpperCase() + spec.unit[1].slice(1)}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date}>
                  <td className={page.td}>{dayLabel(point.date)}</td>
                  <td className={page.td}>{point.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
