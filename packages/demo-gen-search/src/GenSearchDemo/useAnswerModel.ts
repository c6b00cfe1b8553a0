import { useMemo } from 'react';
import { buildAnswerModel, type AnswerModel } from './answerModel';
import type { GenSearchSample } from './useGenSearchSample';

/** The answer model of a sample, built again only when the sample or the fallback question changes. */
export function useAnswerModel(sample: GenSearchSample, fallbackQuestion?: string): AnswerModel {
  return useMemo(() => buildAnswerModel(sample, fallbackQuestion), [sample, fallbackQuestion]);
}
