import * as v from 'valibot';
import { PaperSourcesSchema } from './paper-remix/outputs';

// The Podcast node's contract (issue 34): its settings, its result and an edit of its turns.

// Its settings are the Paper Remix contract's, as every node's are (paper-remix/, decision 0186).
export { PodcastConfigSchema } from './paper-remix/configurations';
export type { PodcastConfig } from './paper-remix/configurations';
export { PODCAST_DURATIONS, PODCAST_PARTICIPANTS, PODCAST_STYLES } from './paper-remix/rules';

/** A voice of an episode: the host or a guest (guests have read the paper; none wrote it). */
export const PodcastParticipantSchema = v.looseObject({
  id: v.string(),
  role: v.picklist(['host', 'guest']),
  name: v.string(),
  gender: v.picklist(['male', 'female']),
});

export const PODCAST_TOPICS = [
  'introduction',
  'problem',
  'why',
  'method',
  'data',
  'result',
  'meaning',
  'limit',
  'recap',
  'closing',
] as const;

/**
 * One turn of the transcript: who says it, its text, when (seconds) and the paper's sentences it
 * says (`sources`, as a script slide's). `framing` marks the host's own words; `edited` a turn changed
 * by hand, and `untraced` its claims the paper does not say.
 */
export const PodcastTurnSchema = v.looseObject({
  id: v.string(),
  speaker: v.string(),
  name: v.string(),
  text: v.string(),
  start: v.number(),
  end: v.number(),
  topic: v.picklist(PODCAST_TOPICS),
  sources: v.fallback(v.optional(PaperSourcesSchema), undefined),
  framing: v.optional(v.boolean()),
  edited: v.optional(v.boolean()),
  untraced: v.optional(v.array(v.string())),
});

export const PodcastChapterSchema = v.looseObject({
  title: v.string(),
  topic: v.picklist(PODCAST_TOPICS),
  start: v.number(),
  end: v.number(),
  turn: v.string(),
});

/** A Podcast node's result (`execution.jsonOutput`, and podcast.json). */
export const PodcastResultSchema = v.looseObject({
  title: v.string(),
  authors: v.array(v.string()),
  language: v.string(),
  engine: v.string(),
  durationSec: v.number(),
  participants: v.array(PodcastParticipantSchema),
  chapters: v.array(PodcastChapterSchema),
  turns: v.array(PodcastTurnSchema),
  /** The band asked for and what the paper gave; `note` says why an episode is shorter than its band. */
  fit: v.looseObject({ targetSec: v.number(), estimatedSec: v.number(), paperLimited: v.boolean(), note: v.optional(v.string()) }),
});

/** A Podcast node's `execution.outputData`: counts and the signed addresses of its files. */
export const PodcastOutputDataSchema = v.looseObject({
  durationSec: v.number(),
  participants: v.number(),
  turns: v.number(),
  chapters: v.number(),
  engine: v.string(),
  note: v.optional(v.string()),
  edited: v.optional(v.boolean()),
  /** 'pending' after an edit is saved, until Generate renders it. */
  rerender: v.optional(v.string()),
  downloads: v.looseObject({ m4a: v.string(), mp3: v.string(), vtt: v.string(), transcript: v.string(), chapters: v.string() }),
});

/** `PUT /paper-remix/project/{id}/node/{clientNodeId}/output` on a podcast: the changed turns. */
export const PodcastEditSchema = v.object({
  output: v.object({
    turns: v.pipe(v.array(v.object({ id: v.string(), text: v.pipe(v.string(), v.trim(), v.minLength(1)) })), v.minLength(1)),
  }),
});

export type PodcastParticipant = v.InferOutput<typeof PodcastParticipantSchema>;
export type PodcastTurn = v.InferOutput<typeof PodcastTurnSchema>;
export type PodcastChapter = v.InferOutput<typeof PodcastChapterSchema>;
export type PodcastResult = v.InferOutput<typeof PodcastResultSchema>;
export type PodcastOutputData = v.InferOutput<typeof PodcastOutputDataSchema>;
export type PodcastEdit = v.InferOutput<typeof PodcastEditSchema>;
