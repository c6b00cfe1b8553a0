/**
 * A dialogue written by a language model (LLM_BASE_URL, issue 34), held to the built-in writer's
 * rules as the model's mind map is (mindmap/model-map.ts): the answer's shape is checked; a turn is
 * kept only when its speaker is in the cast and every claim it makes is found by the grounding matcher
 * on a page the turn names (the host's questions and welcome may be its own words); every participant
 * speaks; a conversation's turns stay under 90 s. The sources are the paper's sentences, never the
 * model's quotes. Too much dropped and the built-in writer writes the episode instead.
 */
import * as v from 'valibot';
import { isClaim, paperSentences, quoteOf, supportOf } from '../script/grounding';
import { countWords, splitSentences } from '../read/text';
import type { ExtractedPaper, PodcastConfig, PodcastDialogue, PodcastParticipant, PodcastTurn, SourceQuote } from '../types';
import { BANDS, MAX_CONVERSATION_TURN_SEC, SPOKEN_WPM, spokenSeconds } from './config';
import { creditedAuthors } from './lines';
import { estimateSeconds } from './dialogue';

const TOPICS = ['introduction', 'problem', 'why', 'method', 'data', 'result', 'meaning', 'limit', 'recap', 'closing'] as const;
/** The host's own words (a question, the welcome) stay this short. */
const MAX_FRAMING_WORDS = 60;
/** A model's dialogue is used when at least this share of its turns hold up. */
export const MIN_KEPT_SHARE = 0.85;

export const ModelDialogueSchema = v.object({
  turns: v.pipe(
    v.array(
      v.object({
        speaker: v.pipe(v.string(), v.trim(), v.minLength(1)),
        topic: v.picklist(TOPICS),
        text: v.pipe(v.string(), v.trim(), v.minLength(1)),
        sources: v.array(v.object({ page: v.pipe(v.number(), v.integer()), quote: v.optional(v.string()) })),
      }),
    ),
    v.minLength(4),
  ),
});

/** The request: the same structure the built-in writer follows, as JSON with sources per turn. */
export function dialoguePrompt(paper: ExtractedPaper, config: PodcastConfig, cast: PodcastParticipant[], digest: string): string {
  const band = BANDS[config.podcast_duration];
  const words = Math.round((band.target / 60) * SPOKEN_WPM);
  const people = cast.map((p) => `${p.id} (${p.name}, ${p.role})`).join(', ');
  const style = {
    conversational_format:
      'a conversation: short turns (under 60 words), the guests taking turns, the host recapping the main result after the results and at the end',
    technical_deep_dive:
      'a technical deep dive: most of the time on the method, the data and the results with every number that matters, long detailed answers',
    interview_style: 'an interview: the host asks, one guest gives their account throughout; any other guest answers one or two parts',
  }[config.podcast_style];
  return [
    `Write a podcast episode of about ${words} spoken words discussing the paper below, as ${style}.`,
    `Participants (speaker ids): ${people}. Every participant speaks. The guests have read the paper; none of them wrote it.`,
    `The host opens by introducing the paper, its title and its authors exactly as credited (${creditedAuthors(paper.authors)}), then asks in turn: what problem, why it matters, what they did, what they worked with, what they found (with the numbers), what it means, what it does not show.`,
    `Technicality ${config.podcast_script_technicality} of 5 (1 plain language, 5 expert).`,
    "Guests answer only with claims the paper itself makes, said for the ear, each sentence standing on its own (never 'this' or 'these' pointing at something not said). No citations, URLs or equations.",
    `Every turn names its sources: the pages (1 to ${paper.pageCount}, as marked [p. N]) of the sentences it says. Only the host's questions and welcome may have no sources.`,
    `JSON shape: {"turns":[{"speaker":string (a speaker id),"topic":${TOPICS.map((t) => `"${t}"`).join('|')},"text":string,"sources":[{"page":int,"quote":string}]}]}`,
    '',
    digest,
  ].join('\n');
}

/** Why a turn does not hold up, or its sources as the paper's own sentences. */
function checkTurn(
  turn: v.InferOutput<typeof ModelDialogueSchema>['turns'][number],
  cast: Map<string, PodcastParticipant>,
  pool: ReturnType<typeof paperSentences>,
  paper: ExtractedPaper,
): { problem: string } | { quotes: SourceQuote[] } {
  const who = cast.get(turn.speaker);
  if (!who) return { problem: `"${turn.text.slice(0, 60)}" is said by ${turn.speaker}, who is not in the cast` };
  const pages = new Set(turn.sources.map((s) => s.page));
  for (const page of pages)
    if (page < 1 || page > paper.pageCount)
      return { problem: `a turn cites page ${page}, but the paper has pages 1 to ${paper.pageCount}` };
  const claims = splitSentences(turn.text).filter(isClaim);
  if (who.role === 'host' && pages.size === 0 && countWords(turn.text) <= MAX_FRAMING_WORDS) return { quotes: [] };
  const quotes: SourceQuote[] = [];
  for (const claim of claims) {
    const support = supportOf(claim, pool);
    if (!support || (support.sentence.page !== undefined && !pages.has(support.sentence.page)))
      return { problem: `"${claim.slice(0, 80)}" is not said on the pages the turn names` };
    quotes.push(quoteOf(support.sentence.text, support.sentence.page));
  }
  return { quotes };
}

/**
 * The model's answer as a dialogue, with the reasons each dropped turn was dropped; null when the
 * shape is wrong, too many turns were dropped, a participant is silent or a conversation's turn is too long.
 */
export function dialogueFromModel(
  json: unknown,
  paper: ExtractedPaper,
  config: PodcastConfig,
  cast: PodcastParticipant[],
  engine: string,
): { dialogue: PodcastDialogue | null; problems: string[] } {
  const parsed = v.safeParse(ModelDialogueSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0]!;
    return { dialogue: null, problems: [`the JSON did not have the requested shape (${v.getDotPath(issue) ?? 'root'}: ${issue.message})`] };
  }
  const byId = new Map(cast.map((p) => [p.id, p] as const));
  const pool = paperSentences(paper);
  const problems: string[] = [];
  const turns: PodcastTurn[] = [];
  for (const turn of parsed.output.turns) {
    const checked = checkTurn(turn, byId, pool, paper);
    if ('problem' in checked) {
      problems.push(checked.problem);
      continue;
    }
    const pages = [...new Set(checked.quotes.map((q) => q.page).filter((p): p is number => typeof p === 'number'))].sort((a, b) => a - b);
    turns.push({
      id: `t-${String(turns.length + 1).padStart(3, '0')}`,
      speaker: turn.speaker,
      text: turn.text,
      topic: turn.topic,
      sources: { pages, ...(checked.quotes.length ? { quotes: checked.quotes } : {}) },
      ...(checked.quotes.length === 0 ? { framing: true } : {}),
    });
  }
  if (turns.length < parsed.output.turns.length * MIN_KEPT_SHARE)
    problems.push(`only ${turns.length} of ${parsed.output.turns.length} turns hold up`);
  const silent = cast.filter((p) => !turns.some((t) => t.speaker === p.id));
  if (silent.length > 0) problems.push(`${silent.map((p) => p.id).join(', ')} never speak${silent.length === 1 ? 's' : ''}`);
  const long =
    config.podcast_style === 'conversational_format'
      ? turns.filter((t) => spokenSeconds(countWords(t.text)) > MAX_CONVERSATION_TURN_SEC)
      : [];
  if (long.length > 0) problems.push(`${long.length} turns are longer than ${MAX_CONVERSATION_TURN_SEC} s`);
  const usable = turns.length >= parsed.output.turns.length * MIN_KEPT_SHARE && silent.length === 0 && long.length === 0;
  if (!usable) return { dialogue: null, problems };
  const band = BANDS[config.podcast_duration];
  return {
    dialogue: {
      title: paper.title,
      authors: paper.authors,
      language: paper.language,
      config,
      participants: cast,
      turns,
      engine,
      fit: {
        band: { min: band.min, max: band.max },
        targetSec: band.target,
        estimatedSec: Math.round(estimateSeconds(turns)),
        paperLimited: false,
      },
    },
    problems,
  };
}
