import { Section } from '../Section/Section';
import * as section from '../section.css';
import * as styles from './Awards.css';

const AWARDS = [
  {
    year: '2025',
    title: 'Accessibility Innovation of the Year',
    by: 'Scholarly Publishing Technology Awards',
    text: 'For alt text that describes charts, micrographs and chemical structures, not just photos.',
  },
  {
    year: '2025',
    title: 'Best Use of AI in Peer Review',
    by: 'Research Integrity Forum',
    text: 'For image duplication checks that caught manipulated figures before review.',
  },
  {
    year: '2024',
    title: 'Open Research Tool of the Year',
    by: 'Library Futures Conference',
    text: 'For multi-lingual audio that brought papers to readers in 30 languages.',
  },
];

/** Recognition for the product. */
export function Awards() {
  return (
    <Section id="awards" title="Awards and recognition" tone="sunken">
      <ul className={section.cards}>
        {AWARDS.map((award) => (
          <li key={award.title}>
            <article className={section.card}>
              <svg className={styles.medal} viewBox="0 0 40 40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
                <circle cx="20" cy="16" r="11" />
                <path d="m14 25-4 12 10-5 10 5-4-12" />
                <path d="m15 16 3.5 3.5L25 13" />
              </svg>
              <p className={section.cardKicker}>{award.year}</p>
              <h3 className={section.cardTitle}>{award.title}</h3>
              <p className={section.cardText}>
                {award.by}. {award.text}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
