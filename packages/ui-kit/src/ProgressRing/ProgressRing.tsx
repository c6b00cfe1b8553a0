import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../motion/reducedMotion';
import { useClock } from '../Clock/useClock';
import { cx } from '../styles/cx';
import { clampPercent, RING_TICK_MS, stepTowards } from './progress';
import * as styles from './ProgressRing.css';

export interface ProgressRingProps {
  /**
   * Percent from 0 to 100; the ring counts towards it 1 % every 20 ms on the injected clock.
   * @example <ProgressRing value={72} label="Trials converted" />
   */
  value: number;
  /** Accessible name of the ring. */
  label: string;
  /** Diameter in pixels. @default 96 */
  size?: number;
  /** Ring thickness in pixels. @default 8 */
  thickness?: number;
  className?: string;
}

/**
 * A circular percentage that animates from 0 to its value (at once when the user prefers reduced
 * motion). Screen readers get the final value at once.
 */
export function ProgressRing({ value, label, size = 96, thickness = 8, className }: ProgressRingProps) {
  const clock = useClock();
  const target = clampPercent(value);
  // Starting at 0 on the server too keeps the first client render identical (no hydration mismatch).
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown === target) return;
    // Someone who asks for less motion gets the value without the count.
    if (prefersReducedMotion()) {
      setShown(target);
      return;
    }
    const handle = clock.setInterval(() => {
      setShown((current) => stepTowards(current, target));
    }, RING_TICK_MS);
    return () => clock.clearInterval(handle);
  }, [clock, target, shown === target]); // eslint-disable-line react-hooks/exhaustive-deps

  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className={cx(styles.root, className)}
      style={{ width: size, height: size }}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={target}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className={styles.svg}>
        <circle className={styles.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={thickness} fill="none" />
        <circle
          className={styles.bar}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={thickness}
          fill="none"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown / 100)}
          strokeLinecap="round"
          data-shown={shown}
        />
      </svg>
      <span className={styles.value} aria-hidden="true">
        {shown}%
      </span>
    </div>
  );
}
