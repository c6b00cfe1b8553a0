import { cx } from '../styles/cx';
import { clampPercent } from '../ProgressRing/progress';
import * as styles from './StatStrip.css';

export interface StatStripProps {
  /** What is counted. @example 'Active trials' */
  label: string;
  /** The figure, already formatted. @example '1,204' */
  value: string | number;
  /** Share of the whole, 0 to 100, drawn as a bar and written out. */
  percent: number;
  className?: string;
}

/** A one-line statistic: label, value and a percentage bar (SPEC §2). */
export function StatStrip({ label, value, percent, className }: StatStripProps) {
  const shown = clampPercent(percent);
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.line}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{value}</span>
        <span className={styles.percent}>{shown}%</span>
      </div>
      <div className={styles.track} role="meter" aria-label={`${label} share`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={shown}>
        <span className={styles.bar} style={{ width: `${shown}%` }} />
      </div>
    </div>
  );
}
