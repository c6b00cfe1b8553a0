import { Button, VisuallyHidden } from '@paperlight/ui-kit';
import * as section from '../section.css';

export const GROWTH_SUITES = [
  {
    number: 1,
    name: 'Accessibility at Scale',
    text: 'Make a whole back catalogue accessible without adding editorial headcount.',
    points: ['Alt text for every figure', 'Audio in 30 languages', 'Plain-language summaries'],
  },
  {
    number: 2,
    name: 'Rejections to Revenue',
    text: 'Learn where rejected manuscripts go and turn them into transfers, not losses.',
    points: ['Rejections Analyzer', 'Correlation Tool', 'Transfer recommendations'],
  },
  {
    number: 3,
    name: 'Research Amplification',
    text: 'Give every paper a second life as video, audio and answers readers can find.',
    points: ['Paper Remix videos', 'Gen AI Search', 'Chat with Paper on your site'],
  },
  {
    number: 4,
    name: 'New Journal / Special Issue Launch',
    text: 'Launch with integrity checks, discoverability and accessibility in place from issue one.',
    points: ['AI Review and LLM as Judge', 'Image Duplication Checks', 'Concept Extraction for indexing'],
  },
] as const;

export interface SuitesForGrowthProps {
  /** Booking page opened in a new tab by Schedule a Demo. */
  bookingUrl: string;
}

/** Four packaged suites, each with Schedule a Demo. */
export function SuitesForGrowth({ bookingUrl }: SuitesForGrowthProps) {
  return (
    <ul className={section.cards}>
      {GROWTH_SUITES.map((suite) => (
        <li key={suite.number}>
          <article className={section.card}>
            <p className={section.cardKicker}>Suite {suite.number}</p>
            <h3 className={section.cardTitle}>{suite.name}</h3>
            <p className={section.cardText}>{suite.text}</p>
            <ul className={section.points}>
              {suite.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <div>
              <Button asChild variant="secondary">
                <a href={bookingUrl} target="_blank" rel="noreferrer">
                  Schedule a Demo<VisuallyHidden> of {suite.name} (opens in a new tab)</VisuallyHidden>
                </a>
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
