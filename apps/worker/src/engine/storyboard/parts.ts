/** The script's parts fitted to number_of_scenes: adjacent slides merged (their visuals in turn, their sources together), a long slide split in two. */
import { splitSentences, countWords, contentTokens } from '../read/text';
import type { ScriptOutput, SlideSources, VisualElement } from '../types';

export const WORDS_PER_MINUTE = 150;
/** A slide longer than this (seconds of narration) splits in two when number_of_scenes leaves room. */
export const LONG_SCENE_SECONDS = 30;

/** Seconds a narration takes at WORDS_PER_MINUTE, to one decimal, never below one second. */
export function narrationSeconds(text: string): number {
  return Math.max(1, Math.round((countWords(text) / WORDS_PER_MINUTE) * 600) / 10);
}

export interface Part {
  kind: 'opening' | 'slide' | 'closing';
  heading: string;
  /** 'Opening', 'Slide 2', 'Closing', joined with ' + ' when parts merge. */
  line: string;
  sentences: string[];
  sources?: SlideSources;
  visuals: VisualElement[];
}

export const wordsOf = (part: Part) => part.sentences.reduce((s, x) => s + countWords(x), 0);

export function scriptParts(script: ScriptOutput): Part[] {
  return [
    { kind: 'opening' as const, heading: 'Opening', line: 'Opening', sentences: splitSentences(script.opening.narration), visuals: [] },
    ...script.slides.map((slide) => ({
      kind: 'slide' as const,
      heading: slide.heading,
      line: `Slide ${slide.number}`,
      sentences: splitSentences(slide.narration),
      ...(slide.sources ? { sources: slide.sources } : {}),
      visuals: [],
    })),
    { kind: 'closing' as const, heading: 'Closing', line: 'Closing', sentences: splitSentences(script.closing.narration), visuals: [] },
  ].filter((part) => part.sentences.length > 0);
}

/** Positions each visual where its part starts in the merged narration (share of words, 0–1). */
function merge(a: Part, b: Part): Part {
  const total = wordsOf(a) + wordsOf(b);
  const place = (v: VisualElement, base: number, span: number) => ({
    ...v,
    at: Math.round(((base + (v.at ?? 0) * span) / Math.max(1, total)) * 100) / 100,
  });
  return {
    kind: a.kind === 'opening' ? 'opening' : b.kind === 'closing' ? 'closing' : 'slide',
    heading: [...new Set([...a.heading.split(' · '), ...b.heading.split(' · ')].map((h) => h.split(': ')[0]!))].join(' · '),
    line: `${a.line} + ${b.line}`,
    sentences: [...a.sentences, ...b.sentences],
    visuals: [...a.visuals.map((v) => place(v, 0, wordsOf(a))), ...b.visuals.map((v) => place(v, wordsOf(a), wordsOf(b)))],
    ...mergedSources(a.sources, b.sources),
  };
}

/** A merged scene comes from both slides: their pages, sections, figures and quotes together. */
export function mergedSources(a: SlideSources | undefined, b: SlideSources | undefined): { sources?: SlideSources } {
  if (!a && !b) return {};
  const pages = [...new Set([...(a?.pages ?? []), ...(b?.pages ?? [])])].sort((x, y) => x - y);
  const sections = [...new Set([a?.section, b?.section].filter((section): section is string => Boolean(section)))];
  const figures = [...new Set([...(a?.figures ?? []), ...(b?.figures ?? [])])];
  const quotes = [...(a?.quotes ?? []), ...(b?.quotes ?? [])].filter((quote, i, all) => all.findIndex((q) => q.text === quote.text) === i);
  return {
    sources: {
      pages,
      ...(sections.length ? { section: sections.join(', ') } : {}),
      ...(figures.length ? { figures } : {}),
      ...(quotes.length ? { quotes } : {}),
    },
  };
}

/**
 * A slide split in two: the first half keeps its sources; the second keeps the pages, and the
 * quotes its sentences were spoken from (those sharing most words with them).
 */
export function splitSources(
  sources: SlideSources | undefined,
  first: string[],
  second: string[],
): [SlideSources | undefined, SlideSources] {
  const quotes = sources?.quotes ?? [];
  const overlapWith = (sentences: string[], quote: string) => {
    const tokens = new Set(contentTokens(quote));
    return Math.max(0, ...sentences.map((s) => contentTokens(s).filter((t) => tokens.has(t)).length));
  };
  const secondQuotes = quotes.filter((quote) => overlapWith(second, quote.text) > overlapWith(first, quote.text));
  const firstQuotes = quotes.filter((quote) => !secondQuotes.includes(quote));
  const head = sources && { ...sources, ...(quotes.length ? { quotes: firstQuotes } : {}) };
  if (head && head.quotes?.length === 0) delete head.quotes;
  return [head, { pages: sources?.pages ?? [], ...(secondQuotes.length ? { quotes: secondQuotes } : {}) }];
}

/**
 * Fits the parts into at most `count` scenes, keeping their order. The title and the closing keep
 * scenes of their own while there are at least three; the slides between are grouped into runs of
 * adjacent slides so that the longest scene is as short as it can be.
 */
export function fitParts(input: Part[], count: number): Part[] {
  const target = Math.max(1, count);
  if (input.length <= target) return input;
  const mergeAll = (ps: Part[]) => ps.slice(1).reduce((acc, p) => merge(acc, p), ps[0]!);
  const opening = input[0]?.kind === 'opening' ? input[0] : undefined;
  const closing = input.at(-1)?.kind === 'closing' ? input.at(-1) : undefined;
  if (target < 3 || !opening || !closing) {
    if (target === 1) return [mergeAll(input)];
    // Two scenes: everything before the closing, then the closing (or the best split of the rest).
    if (closing) return [mergeAll(input.slice(0, -1)), closing];
    return [mergeAll(input.slice(0, -1)), input.at(-1)!];
  }
  const slides = input.slice(1, -1);
  const groups = target - 2;
  // Linear partition: best[k][i] = smallest possible longest group for the first i slides in k groups.
  const w = slides.map(wordsOf);
  const prefix = [0];
  for (const x of w) prefix.push(prefix.at(-1)! + x);
  const n = slides.length;
  const best: number[][] = Array.from({ length: groups + 1 }, () => new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY));
  const cut: number[][] = Array.from({ length: groups + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let k = 1; k <= groups; k += 1) {
    for (let i = 1; i <= n; i += 1) {
      for (let j = k - 1; j < i; j += 1) {
        const value = Math.max(best[k - 1]![j]!, prefix[i]! - prefix[j]!);
        if (value < best[k]![i]!) {
          best[k]![i] = value;
          cut[k]![i] = j;
        }
      }
    }
  }
  const runs: Part[] = [];
  let end = n;
  for (let k = Math.min(groups, n); k >= 1; k -= 1) {
    const start = cut[k]![end]!;
    runs.unshift(mergeAll(slides.slice(start, end)));
    end = start;
  }
  return [opening, ...runs, closing];
}
