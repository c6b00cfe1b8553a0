import { splitGuestContent } from '@paperlight/ui-kit';
import { countUnits, numberSources, resolveSegments, type NumberedSource } from './answer';
import { parseCitations, type SummarySegment } from './citations';
import type { GenSearchSample } from './useGenSearchSample';

/** Everything the screen derives from a sample once. */
export interface AnswerModel {
  question: string | null;
  /** The readable answer (before any guest marker), citations resolved to known sources. */
  segments: SummarySegment[];
  units: number;
  /** The whole summary when it is guest-limited (shown through ContentLock once typed), else `null`. */
  lockedSummary: string | null;
  sources: NumberedSource[];
  byId: ReadonlyMap<string, NumberedSource>;
  relatedQuestions: string[];
}

/** Numbers the sources, resolves the answer's citations and splits off a guest-limited remainder. */
export function buildAnswerModel(sample: GenSearchSample, fallbackQuestion?: string): AnswerModel {
  const sources = numberSources(sample.summary, sample.summary_references);
  const byId = new Map(sources.map((source) => [source.id, source]));
  const { visible, filler } = splitGuestContent(sample.summary);
  const segments = resolveSegments(parseCitations(visible.trim()), new Set(byId.keys()));
  const question =
    typeof sample.question === 'string' && sample.question.trim() ? sample.question.trim() : fallbackQuestion?.trim() || null;
  return {
    question,
    segments,
    units: countUnits(segments),
    lockedSummary: filler === null ? null : sample.summary,
    sources,
    byId,
    relatedQuestions: sample.related_questions.filter((item) => item.trim() !== ''),
  };
}
