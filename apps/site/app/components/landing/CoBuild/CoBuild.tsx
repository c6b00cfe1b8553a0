import { Button } from '@paperlight/ui-kit';
import * as section from '../section.css';

const STEPS = [
  { title: 'Tell us the problem', text: 'A workflow that costs your editors hours: reference checks, figure permissions, reviewer load.' },
  { title: 'Prototype together', text: 'Our 300+ strong tech team builds a working tool on your own content within weeks.' },
  { title: 'Ship it to everyone', text: 'The finished tool joins the suite, and your team keeps priority access to what comes next.' },
];

/** What 'Propose a tool' writes into the contact form's interest field; the visitor finishes the sentence. */
export const PROPOSE_TOOL_INTEREST = "I'd like to co-build a tool with Paperlight for: ";

export interface CoBuildProps {
  /** Prefills the contact form with `PROPOSE_TOOL_INTEREST`, scrolls to it and focuses the interest field. */
  onStart: () => void;
}

/** How publishers co-build new tools with Paperlight. */
export function CoBuild({ onStart }: CoBuildProps) {
  return (
    <>
      <ol className={section.cards}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={section.card}>
            <p className={section.cardKicker}>Step {index + 1}</p>
            <h3 className={section.cardTitle}>{step.title}</h3>
            <p className={section.cardText}>{step.text}</p>
          </li>
        ))}
      </ol>
      <div>
        <Button size="lg" onClick={onStart}>
          Propose a tool
        </Button>
      </div>
    </>
  );
}
