import screenshots from '#app/content/demo-screenshots.json';
import type { ToolVisualSource } from './ToolVisual';

/** A screenshot of a demo, written by `apps/site/scripts/demo-screenshots.mjs` from the running product. */
interface DemoScreenshot {
  /** Widths available under `/tools/screenshots/{demo}-{width}.webp`, smallest first. */
  widths: number[];
  width: number;
  height: number;
  alt: string;
  caption: string;
}

const SCREENSHOTS = screenshots as Record<string, DemoScreenshot>;

/** Tools with their own drawing under `/tools/illustrations/{slug}.svg` (`apps/site/scripts/tool-illustrations.mjs`). */
export const ILLUSTRATED_TOOLS: Readonly<Record<string, string>> = {
  'ai-summary': 'A paper’s sections condensed into short plain-language summaries and numbered key takeaways.',
  'math-to-speech': 'An equation turned into spoken words and a sound wave.',
  'ai-review': 'A manuscript beside a review checklist with most items ticked and two flagged.',
  'image-duplication-checks': 'Two figure panels, one rotated, joined by a line marking them as a match.',
  'llm-as-judge': 'An AI-written summary scored against a rubric: accuracy, tone and completeness bars.',
  'reviewer-finder': 'A manuscript linked to a network of researchers, three of them highlighted as suggested reviewers.',
  'concept-extraction': 'A paper with its key concepts lifted out as labelled tags.',
  'scientific-illustration-generator': 'A methods paragraph turned into a three-step diagram.',
  'reference-integrity': 'A reference list with most entries verified and one flagged as retracted.',
  'correlation-tool': 'A scatter plot with a trend line linking two measures of a journal portfolio.',
  'citation-forecast': 'A citation curve rising over two years with a shaded range of likely outcomes.',
  'plug-and-play-widget': 'A journal article page with a Listen, Summary and Ask bar under its title.',
  'lms-connector': 'A course page listing readings, each with listen and summary buttons.',
};

const CATEGORY_DRAWINGS: Readonly<Record<string, string>> = {
  Accessibility: 'accessibility',
  'Peer Review': 'peer-review',
  'Document Analytics': 'document-analytics',
  'Journal Analytics': 'journal-analytics',
  'Plug & Play': 'plug-and-play',
};

const ILLUSTRATION_SIZE = { width: 640, height: 440 };

/** The screenshot of the tool's demo, else its drawing, else its category's drawing (a tool added in Tools Administration). */
export function visualFor(tool: { slug: string; name: string; category: string; demo: string | null }): ToolVisualSource {
  const shot = tool.demo ? SCREENSHOTS[tool.demo] : undefined;
  if (shot && tool.demo) {
    const url = (width: number) => `/tools/screenshots/${tool.demo}-${width}.webp`;
    const largest = shot.widths.at(-1) ?? shot.width;
    return {
      kind: 'screenshot',
      src: url(largest),
      srcSet: shot.widths.map((width) => `${url(width)} ${width}w`).join(', '),
      width: shot.width,
      height: shot.height,
      alt: shot.alt,
      caption: shot.caption,
    };
  }
  const own = ILLUSTRATED_TOOLS[tool.slug];
  if (own) return { kind: 'illustration', src: `/tools/illustrations/${tool.slug}.svg`, alt: own, ...ILLUSTRATION_SIZE };
  const category = CATEGORY_DRAWINGS[tool.category] ?? 'document-analytics';
  return {
    kind: 'illustration',
    src: `/tools/illustrations/category-${category}.svg`,
    alt: `An illustration of ${tool.name}, a ${tool.category} tool.`,
    ...ILLUSTRATION_SIZE,
  };
}
