import type { NodeExecution } from '@paperlight/api-client';
import { PresentationOutputSchema, type PresentationOutput } from '@paperlight/api-client/paper-remix';
import * as v from 'valibot';

// A Presentation node's result is the Paper Remix contract's (decision 0186); exported here as before.
export { PresentationOutputSchema };
export type { PresentationOutput };

/** Each slide kind in words; the closing slide cites the paper. */
export const SLIDE_KIND_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  figure: 'Figure',
  table: 'Table',
  number: 'Key number',
  quote: 'Quote',
  bullets: 'Points',
  text: 'Text',
  closing: 'Source',
};

export const slideKindLabel = (kind: string): string => SLIDE_KIND_LABELS[kind] ?? 'Slide';

const THEME_NAMES: Record<PresentationOutput['theme'], string> = { paperlight: 'Paperlight', plain: 'Plain' };

/** The deck's settings in a line: '16:9 · Paperlight theme · speaker notes included'. */
export function deckLine(deck: PresentationOutput): string {
  return [deck.size, `${THEME_NAMES[deck.theme]} theme`, deck.notes ? 'speaker notes included' : 'no speaker notes'].join(' · ');
}

export const PRESENTATION_DOWNLOADS = [
  { kind: 'pptx', label: 'Download PowerPoint (.pptx)' },
  { kind: 'pdf', label: 'Download PDF handout' },
] as const;
export type PresentationDownload = (typeof PRESENTATION_DOWNLOADS)[number]['kind'];

export function presentationOf(execution: NodeExecution | null | undefined): PresentationOutput | null {
  const parsed = v.safeParse(PresentationOutputSchema, execution?.jsonOutput);
  return parsed.success ? parsed.output : null;
}

/**
 * The deck's files as the api signs them (`outputData.downloads`): the PowerPoint deck, the PDF
 * handout and the first slide as a PNG. A deck made before they were kept has none.
 */
export function presentationDownloads(execution: NodeExecution | null | undefined): Partial<Record<PresentationDownload | 'png', string>> {
  const downloads = (execution?.outputData as { downloads?: unknown } | null | undefined)?.downloads;
  if (!downloads || typeof downloads !== 'object') return {};
  return Object.fromEntries(
    (['pptx', 'pdf', 'png'] as const)
      .map((kind) => [kind, (downloads as Record<string, unknown>)[kind]])
      .filter(([, url]) => typeof url === 'string' && url !== ''),
  );
}
