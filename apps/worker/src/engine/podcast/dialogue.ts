/**
 * The built-in dialogue writer (issue 34): offline and deterministic. The host introduces the paper,
 * its title and its authors as the paper credits them, then asks what a curious listener would ask —
 * the problem, why it matters, what the authors did and with what, what they found, what it means,
 * what it does not show; the guests answer in the paper's own sentences (select.ts). The style changes
 * the structure: an interview follows one guest's account, a deep dive gives each part to a guest in
 * long turns, a conversation alternates short turns and recaps the main result. Lengths are budgeted
 * from the measured speaking rate to the middle of the duration band.
 */
import { countWords } from '../read/text';
import type { ExtractedPaper, PodcastConfig, PodcastDialogue, PodcastParticipant, PodcastTurn, SlideSources } from '../types';
import { castOf, guestsOf } from './cast';
import { BAND_TOLERANCE, BANDS, CHAPTER_PAUSE_SEC, SPOKEN_WPM, spokenSeconds, TURN_PAUSE_SEC } from './config';
import { hostLinesFor, type Asked, type HostLines } from './lines';
import { selectSentences, type Part, type Said } from './select';

/** The reading found nothing an episode could say. */
export const PODCAST_EMPTY_MESSAGE = 'The paper has no sentences a podcast can speak. Try another paper.';

/** The longest answer in one turn, in words, per style: a conversation's turns stay short (≈ 20 s). */
const MAX_TURN_WORDS: Record<PodcastConfig['podcast_style'], number> = {
  conversational_format: 55,
  interview_style: 120,
  technical_deep_dive: 150,
};

/** One answer: the sentences one participant says in a row. */
interface Slot {
  topic: Asked;
  speaker: PodcastParticipant;
  items: Said[];
  /** The slot opens its part (the host asks the part's question before it). */
  first: boolean;
}

/** A part's sentences as turns of at most `max` words, never splitting before a sentence that points back. */
export function chunk(items: readonly Said[], max: number): Said[][] {
  const chunks: Said[][] = [];
  for (const item of items) {
    const current = chunks.at(-1);
    const words = current?.reduce((n, x) => n + x.words, 0) ?? 0;
    if (current && (item.needsPrevious || words + item.words <= max)) current.push(item);
    else chunks.push([item]);
  }
  return chunks;
}

/**
 * Who answers each chunk. Solo: the host. Interview: the lead guest, except the parts handed to the
 * other guests so each speaks (data, limits, why, meaning). Deep dive: a guest per part, in turn.
 * Conversation: the guests take turns answer by answer.
 */
function assignSpeakers(parts: Part[], cast: PodcastParticipant[], config: PodcastConfig, hostHasLines: boolean): Slot[] {
  const host = cast[0]!;
  const guests = guestsOf(cast);
  const max = MAX_TURN_WORDS[config.podcast_style];
  const handed = new Map<Asked, PodcastParticipant>();
  if (config.podcast_style === 'interview_style') {
    const present = (['data', 'limit', 'why', 'meaning', 'method'] as Asked[]).filter((topic) =>
      parts.some((part) => part.topic === topic),
    );
    guests.slice(1).forEach((guest, i) => present[i] && handed.set(present[i]!, guest));
  }
  const slots: Slot[] = [];
  let next = 0;
  parts.forEach((part, partIndex) => {
    chunk(part.items, guests.length === 0 ? Math.max(max, 120) : max).forEach((items, i) => {
      let speaker = host;
      // Without words of its own in the paper's language, the host opens each part with the paper's.
      if (guests.length > 0 && (hostHasLines || i > 0)) {
        if (config.podcast_style === 'interview_style') speaker = handed.get(part.topic) ?? guests[0]!;
        else if (config.podcast_style === 'technical_deep_dive') speaker = guests[partIndex % guests.length]!;
        else speaker = guests[next++ % guests.length]!;
      }
      slots.push({ topic: part.topic, speaker, items, first: i === 0 });
    });
  });
  return everyoneSpeaks(slots, guests);
}

/** A guest the structure left silent takes over the last answer of the guest who answers most. */
function everyoneSpeaks(slots: Slot[], guests: PodcastParticipant[]): Slot[] {
  for (const guest of guests) {
    if (slots.some((slot) => slot.speaker === guest)) continue;
    const counts = new Map<PodcastParticipant, number>();
    for (const slot of slots) counts.set(slot.speaker, (counts.get(slot.speaker) ?? 0) + 1);
    const busiest = [...counts].filter(([p]) => p.role === 'guest').sort((a, b) => b[1] - a[1])[0];
    const slot = busiest && busiest[1] > 1 ? [...slots].reverse().find((s) => s.speaker === busiest[0]) : undefined;
    if (slot) slot.speaker = guest;
  }
  return slots;
}

function sourcesOf(items: readonly Said[]): SlideSources {
  const pages = [...new Set(items.map((item) => item.page).filter((page): page is number => typeof page === 'number'))].sort(
    (a, b) => a - b,
  );
  const section = items.find((item) => item.section)?.section;
  const quotes = items.flatMap((item) => (item.quote ? [item.quote] : []));
  return { pages, ...(section ? { section } : {}), ...(quotes.length ? { quotes } : {}) };
}

/** The host's own words: nothing of the paper to trace. */
const FRAMING = (): SlideSources => ({ pages: [] });

/** Turns from the slots: the host's question before each part, follow-ups between answers, recaps in a conversation. */
function turnsOf(
  slots: Slot[],
  paper: ExtractedPaper,
  cast: PodcastParticipant[],
  config: PodcastConfig,
  lines: HostLines | null,
): Omit<PodcastTurn, 'id'>[] {
  const host = cast[0]!;
  const solo = cast.length === 1;
  const details = { title: paper.title, authors: paper.authors, citation: paper.citation, host, guests: guestsOf(cast) };
  const turns: Omit<PodcastTurn, 'id'>[] = [];
  const say = (speaker: PodcastParticipant, text: string, topic: PodcastTurn['topic'], sources: SlideSources, framing = false) =>
    turns.push({ speaker: speaker.id, text, topic, sources, ...(framing ? { framing: true } : {}) });
  if (lines) for (const text of lines.welcome(details)) say(host, text, 'introduction', FRAMING(), true);
  const headline = [...slots.flatMap((slot) => slot.items)].sort((a, b) => b.headline - a.headline)[0];
  const recap = (final: boolean) => {
    if (!lines || !headline || headline.headline === 0) return;
    say(host, `${lines.recapIntro(final)} ${headline.text}`, 'recap', sourcesOf([headline]));
  };
  let followUps = 0;
  slots.forEach((slot, i) => {
    const text = slot.items.map((item) => item.text).join(' ');
    if (lines && slot.first && solo)
      say(host, `${lines.ask(slot.topic, config.podcast_style, true)} ${text}`, slot.topic, sourcesOf(slot.items));
    else {
      if (lines && slot.first) say(host, lines.ask(slot.topic, config.podcast_style, solo), slot.topic, FRAMING(), true);
      else if (lines && !solo)
        say(
          host,
          lines.followUp(slot.topic, followUps++, slot.speaker === slots[i - 1]?.speaker ? null : slot.speaker),
          slot.topic,
          FRAMING(),
          true,
        );
      say(slot.speaker, text, slot.topic, sourcesOf(slot.items));
    }
    const endOfResults = slot.topic === 'result' && slots[i + 1]?.topic !== 'result';
    if (config.podcast_style === 'conversational_format' && endOfResults) recap(false);
  });
  if (config.podcast_style === 'conversational_format') recap(true);
  if (lines) say(host, lines.goodbye(details), 'closing', FRAMING(), true);
  return turns;
}

/** Seconds the turns take at the measured rate, with their pauses. */
export function estimateSeconds(turns: readonly Pick<PodcastTurn, 'text' | 'topic'>[]): number {
  return turns.reduce(
    (sum, turn, i) =>
      sum +
      spokenSeconds(countWords(turn.text)) +
      (turns[i + 1] && turns[i + 1]!.topic !== turn.topic ? CHAPTER_PAUSE_SEC : TURN_PAUSE_SEC),
    0,
  );
}

const numbered = (turns: Omit<PodcastTurn, 'id'>[]): PodcastTurn[] =>
  turns.map((turn, i) => ({ id: `t-${String(i + 1).padStart(3, '0')}`, ...turn }));

/** The numbered turns of an episode telling `parts` with `cast`, in the node's style. */
export function assembleDialogue(parts: Part[], paper: ExtractedPaper, cast: PodcastParticipant[], config: PodcastConfig): PodcastTurn[] {
  if (parts.length === 0) throw new Error(PODCAST_EMPTY_MESSAGE);
  const lines = hostLinesFor(paper.language || 'en');
  return numbered(turnsOf(assignSpeakers(parts, cast, config, lines !== null), paper, cast, config, lines));
}

function minutes(seconds: number): string {
  return `${Math.round(seconds / 60)} minute${Math.round(seconds / 60) === 1 ? '' : 's'}`;
}

/**
 * The episode's dialogue. The words are budgeted from the band's middle, then corrected twice by the
 * length the first drafts would take (the host's words count too). A paper with too little to say
 * for the band gives a shorter episode with a note saying so (decision 0183), never filler.
 */
export function writeDialogue(paper: ExtractedPaper, config: PodcastConfig): PodcastDialogue {
  const cast = castOf(config);
  const lines = hostLinesFor(paper.language || 'en');
  const band = BANDS[config.podcast_duration];
  let words = (band.target / 60) * SPOKEN_WPM * 0.85;
  let draft = { turns: [] as Omit<PodcastTurn, 'id'>[], seconds: 0, exhausted: false };
  for (let pass = 0; pass < 3; pass += 1) {
    const selection = selectSentences(paper, config, words);
    if (selection.parts.length === 0) throw new Error(PODCAST_EMPTY_MESSAGE);
    const turns = turnsOf(assignSpeakers(selection.parts, cast, config, lines !== null), paper, cast, config, lines);
    draft = { turns, seconds: estimateSeconds(turns), exhausted: selection.exhausted };
    if (Math.abs(draft.seconds - band.target) <= band.target * 0.03 || draft.exhausted) break;
    words += ((band.target - draft.seconds) / 60) * SPOKEN_WPM;
  }
  const paperLimited = draft.exhausted && draft.seconds < band.min * (1 - BAND_TOLERANCE);
  const bandText = band.max ? `${band.min / 60}–${band.max / 60} minutes` : `${band.min / 60} minutes or more`;
  return {
    title: paper.title,
    authors: paper.authors,
    language: paper.language,
    config,
    participants: cast,
    turns: numbered(draft.turns),
    fit: {
      band: { min: band.min, max: band.max },
      targetSec: band.target,
      estimatedSec: Math.round(draft.seconds),
      paperLimited,
      ...(paperLimited
        ? {
            note: `This paper gives about ${minutes(draft.seconds)} of conversation; the ${config.podcast_duration} band asks for ${bandText}. The episode is shorter rather than padded.`,
          }
        : {}),
    },
    engine: 'built-in',
  };
}
