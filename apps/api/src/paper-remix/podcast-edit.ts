/**
 * A podcast's turns edited by hand (issue 34), like a script's slides (decision 0083): the user sends
 * the turns they changed by id; each changed turn is marked edited and its claims are traced again to
 * the paper the worker read (the grounding matcher), so 'From the paper' stays true. The edited result
 * is kept as a version and waits for the node's next run (remix-core podcastEditKey), which speaks
 * only the changed turns again and takes every other turn's audio from the render cache.
 */
import {
  isClaim,
  paperSentences,
  quoteOf,
  splitSentences,
  supportOf,
  type GroundingPaper,
  type SourceQuote,
} from '@paperlight/remix-core/grounding';
import { HttpError } from '../errors';

interface StoredTurn {
  id: string;
  text: string;
  framing?: boolean;
  sources?: { pages: number[]; section?: string; quotes?: SourceQuote[] };
  [key: string]: unknown;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The edited turns `[{ id, text }]`, each naming a turn the episode has, once. */
function editsOf(edited: Record<string, unknown>, ids: Set<string>, text: (value: unknown, label: string) => string): Map<string, string> {
  if (!Array.isArray(edited.turns) || edited.turns.length === 0)
    throw new HttpError(400, 'Send the changed turns as { "turns": [{ "id", "text" }] }.');
  const edits = new Map<string, string>();
  for (const item of edited.turns) {
    const { id, text: value } = record(item);
    if (typeof id !== 'string' || !ids.has(id))
      throw new HttpError(
        400,
        `The episode has no turn ${typeof id === 'string' ? id : '(without an id)'}; turns cannot be added or removed.`,
      );
    if (edits.has(id)) throw new HttpError(400, `Turn ${id} is sent twice.`);
    edits.set(id, text(value, `Turn ${id}`));
  }
  return edits;
}

/**
 * A changed turn's sources: the paper's sentences its claims say, with their pages; claims the
 * matcher finds nowhere are listed as `untraced`, for the workspace to flag.
 */
function retraced(turn: StoredTurn, text: string, paper: GroundingPaper | null): StoredTurn {
  const { untraced: _was, ...rest } = turn;
  if (!paper || turn.framing) return { ...rest, text, edited: true };
  const pool = paperSentences(paper);
  const quotes: SourceQuote[] = [];
  const untraced: string[] = [];
  for (const sentence of splitSentences(text).filter(isClaim)) {
    const support = supportOf(sentence, pool);
    if (support) quotes.push(quoteOf(support.sentence.text, support.sentence.page));
    else untraced.push(sentence);
  }
  const pages = [...new Set(quotes.map((q) => q.page).filter((p): p is number => typeof p === 'number'))].sort((a, b) => a - b);
  const section = turn.sources?.section;
  return {
    ...rest,
    text,
    edited: true,
    sources: { pages, ...(section ? { section } : {}), ...(quotes.length ? { quotes } : {}) },
    ...(untraced.length ? { untraced } : {}),
  };
}

/** The stored episode with the user's changed turns; every other field stays as the engine wrote it. */
export function applyPodcastEdit(
  current: unknown,
  edited: Record<string, unknown>,
  paper: GroundingPaper | null,
  text: (value: unknown, label: string) => string,
): Record<string, unknown> {
  const base = record(current);
  const turns = (Array.isArray(base.turns) ? base.turns : []).map((turn) => record(turn) as StoredTurn);
  const edits = editsOf(edited, new Set(turns.map((turn) => turn.id)), text);
  return {
    ...base,
    turns: turns.map((turn) => {
      const next = edits.get(turn.id);
      return next === undefined || next === turn.text ? turn : retraced(turn, next, paper);
    }),
  };
}
