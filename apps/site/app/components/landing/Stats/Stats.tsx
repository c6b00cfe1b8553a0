import { Section } from '../Section/Section';
import * as styles from './Stats.css';

/** The claims of SPEC §1. */
export const STATS = [
  { value: '40+', label: 'AI tools in production' },
  { value: '5M+', label: 'users of our tools' },
  { value: '300+', label: 'strong tech team' },
  { value: '10M+', label: 'users reached by partner platforms' },
  { value: '20B+', label: 'words processed' },
  { value: '100M+', label: 'requests served' },
] as const;

/** Paperlight in numbers. */
export function Stats() {
  return (
    <Section id="stats" title="Paperlight in numbers">
      <ul className={styles.list}>
        {STATS.map((stat) => (
          <li key={stat.value} className={styles.item}>
            <span className={styles.value}>{stat.value}</span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
