import * as section from '../section.css';

const CASES = [
  {
    org: 'Northfield University Press',
    result: '12,400 figures',
    text: 'described with alt text in six weeks, bringing 38 journals in line with the European Accessibility Act.',
  },
  {
    org: 'Society for Coastal Ecology',
    result: '27% of rejections',
    text: 'were found published elsewhere within a year; a transfer pathway now keeps them in the society’s portfolio.',
  },
  {
    org: 'Meridian Health Foundation',
    result: '3× more plays',
    text: 'for funded research turned into short narrated videos than for the press releases they replaced.',
  },
];

/** Results partners have seen. */
export function CaseStudies() {
  return (
    <ul className={section.cards}>
      {CASES.map((c) => (
        <li key={c.org}>
          <article className={section.card}>
            <p className={section.cardKicker}>{c.org}</p>
            <h3 className={section.cardTitle}>{c.result}</h3>
            <p className={section.cardText}>{c.text}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
