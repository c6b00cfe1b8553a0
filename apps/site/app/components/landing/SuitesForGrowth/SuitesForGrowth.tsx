import { Button, Link, VisuallyHidden } from '@paperlight/ui-kit';
import { toolPath } from '#app/lib/catalogue.ts';
import * as section from '../section.css';

/** A point of a suite: a tool of the catalogue (by slug) or a service that is not a tool. */
type SuitePoint = { tool: string } | { service: string };

/** The four suites of SPEC §2. Their tools are named by slug, so the catalogue decides what each one sells. */
export const GROWTH_SUITES: readonly { number: number; name: string; text: string; points: readonly SuitePoint[] }[] = [
  {
    number: 1,
    name: 'Accessibility at Scale',
    text: 'Make a whole back catalogue accessible without adding editorial headcount.',
    points: [{ tool: 'alt-text' }, { tool: 'multi-lingual-audio' }, { tool: 'ai-summary' }],
  },
  {
    number: 2,
    name: 'Rejections to Revenue',
    text: 'Learn where rejected manuscripts go and turn them into transfers, not losses.',
    points: [{ tool: 'rejections-analyzer' }, { tool: 'correlation-tool' }, { service: 'Transfer pathway set-up with our team' }],
  },
  {
    number: 3,
    name: 'Research Amplification',
    text: 'Give every paper a second life as video, audio and answers readers can find.',
    points: [{ tool: 'paper-remix' }, { tool: 'generative-research' }, { tool: 'chat-with-paper' }],
  },
  {
    number: 4,
    name: 'New Journal / Special Issue Launch',
    text: 'Launch with integrity checks, discoverability and accessibility in place from issue one.',
    points: [{ tool: 'ai-review' }, { tool: 'image-duplication-checks' }, { tool: 'llm-as-judge' }, { tool: 'concept-extraction' }],
  },
];

/** The catalogue fields a suite reads. */
export interface SuitePointTool {
  slug: string;
  name: string;
  status: string;
}

export interface SuitesForGrowthProps {
  /** Booking page opened in a new tab by Schedule a Demo. */
  bookingUrl: string;
  /** The public catalogue: a suite lists its tools by their catalogue names, marks those coming soon and leaves out the rest. */
  tools: readonly SuitePointTool[];
}

/** Four packaged suites, each with Schedule a Demo. */
export function SuitesForGrowth({ bookingUrl, tools }: SuitesForGrowthProps) {
  const bySlug = new Map(tools.filter((tool) => tool.status !== 'hidden').map((tool) => [tool.slug, tool]));
  return (
    <ul className={section.cards}>
      {GROWTH_SUITES.map((suite) => (
        <li key={suite.number}>
          <article className={section.card}>
            <p className={section.cardKicker}>Suite {suite.number}</p>
            <h3 className={section.cardTitle}>{suite.name}</h3>
            <p className={section.cardText}>{suite.text}</p>
            <ul className={section.points}>
              {suite.points.map((point) => {
                if ('service' in point) return <li key={point.service}>{point.service}</li>;
                const tool = bySlug.get(point.tool);
                if (!tool) return null;
                return (
                  <li key={tool.slug}>
                    <Link className={section.pointLink} href={toolPath(tool.slug)}>
                      {tool.name}
                    </Link>
                    {tool.status === 'coming-soon' ? <span className={section.pointSoon}> (coming soon)</span> : null}
                  </li>
                );
              })}
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
