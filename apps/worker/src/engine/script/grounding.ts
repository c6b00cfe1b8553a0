/**
 * Grounding of the narration in the paper (issue 15, decision 0067). The matcher lives in
 * `@paperlight/remix-core/grounding`, shared with the api, which re-checks a script edited by hand
 * against the paper this worker extracted (decision 0088).
 */
export {
  claimTokens,
  groundSentences,
  isClaim,
  MAX_QUOTE_CHARS,
  narratedSentences,
  narrationFingerprint,
  numbersOf,
  paperSentences,
  quoteOf,
  regroundEdited,
  stem,
  SUPPORT_THRESHOLD,
  supportOf,
  withGrounding,
  withQuotes,
} from '@paperlight/remix-core/grounding';
export type { NarratedSentence, PaperSentence } from '@paperlight/remix-core/grounding';
