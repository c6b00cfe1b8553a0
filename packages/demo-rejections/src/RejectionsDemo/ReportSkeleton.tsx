import { Skeleton } from '@paperlight/ui-kit';
import * as styles from './RejectionsDemo.css';

const chartCard = (height: number, key: string, wide = false) => (
  <div key={key} className={`${styles.skeletonCard} ${wide ? styles.wide : ''}`}>
    <Skeleton shape="text" width="40%" height={20} />
    <Skeleton height={height} />
  </div>
);

/**
 * The analytics-style loading screen (SPEC §2): filters, two stat cards, charts and a table,
 * each the size of what replaces it so nothing jumps when the report arrives.
 */
export function ReportSkeleton() {
  return (
    <div aria-hidden="true" data-testid="report-skeleton" style={{ display: 'contents' }}>
      <div className={styles.filters}>
        {[0, 1].map((index) => (
          <div key={index} style={{ display: 'grid', gap: 4 }}>
            <Skeleton shape="text" width={180} height={18} />
            <Skeleton height={40} />
            <Skeleton shape="text" width="70%" height={14} />
          </div>
        ))}
      </div>
      <div className={styles.cards}>
        {[0, 1].map((index) => (
          <div key={index} className={styles.statCard}>
            <Skeleton shape="circle" width={96} height={96} />
            <div className={styles.statBody}>
              <Skeleton shape="text" width="60%" height={20} />
              <Skeleton shape="text" count={2} height={32} />
            </div>
          </div>
        ))}
      </div>
      <div className={styles.grid}>
        {chartCard(220, 'publishers')}
        {chartCard(220, 'journals')}
        {chartCard(280, 'time')}
        {chartCard(500, 'citations')}
        {chartCard(380, 'apc', true)}
      </div>
      <div className={styles.skeletonCard}>
        <Skeleton shape="text" width="30%" height={20} />
        <Skeleton shape="text" count={10} height={44} />
      </div>
    </div>
  );
}
