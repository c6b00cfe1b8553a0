/**
 * An episode's words with their times (issue 34): chapters by topic (JSON, and ffmpeg's metadata
 * file that puts them in the M4A and the MP3), and the transcript with speaker names as WebVTT and as
 * JSON turns {speaker, name, text, start, end, sources}.
 */
import type { PodcastDialogue, PodcastTopic, PodcastTurn } from '../types';
import { CHAPTER_TITLES } from './lines';

/** A turn with its time in the episode (seconds): its words, and where its segment starts. */
export interface TimedTurn extends PodcastTurn {
  start: number;
  end: number;
  segmentStart: number;
}

export interface TimedChapter {
  title: string;
  topic: PodcastTopic;
  start: number;
  end: number;
  /** The turn that opens it. */
  turn: string;
}

/** One chapter per run of turns on one topic; each ends where the next starts, the last at the end. */
export function chaptersOf(turns: readonly TimedTurn[], durationSec: number): TimedChapter[] {
  const chapters: TimedChapter[] = [];
  for (const turn of turns) {
    if (chapters.at(-1)?.topic === turn.topic) continue;
    const previous = chapters.at(-1);
    if (previous) previous.end = turn.segmentStart;
    chapters.push({ title: CHAPTER_TITLES[turn.topic], topic: turn.topic, start: turn.segmentStart, end: durationSec, turn: turn.id });
  }
  return chapters;
}

/** ffmpeg's metadata format needs '=', ';', '#', '\' and line feeds escaped. */
const escapeMeta = (text: string) => text.replace(/[=;#\\\n]/g, (c) => `\\${c}`);

/** ffmpeg's FFMETADATA1: the episode's tags and its chapters in milliseconds. */
export function ffmetadata(dialogue: Pick<PodcastDialogue, 'title' | 'authors'>, chapters: readonly TimedChapter[]): string {
  const lines = [
    ';FFMETADATA1',
    `title=${escapeMeta(`Paper Talk: ${dialogue.title}`)}`,
    `artist=${escapeMeta('Paperlight')}`,
    `comment=${escapeMeta(`About the paper by ${dialogue.authors.join(', ')}`)}`,
    'genre=Podcast',
  ];
  for (const chapter of chapters) {
    lines.push(
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${Math.round(chapter.start * 1000)}`,
      `END=${Math.round(chapter.end * 1000)}`,
      `title=${escapeMeta(chapter.title)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** WebVTT cue text: '&', '<' and '>' escaped; a voice tag names the speaker. */
const cueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The transcript as WebVTT, one cue per turn with its speaker's name as a voice tag (`<v Maya>`). */
export function transcriptVtt(dialogue: Pick<PodcastDialogue, 'participants'>, turns: readonly TimedTurn[]): string {
  const names = new Map(dialogue.participants.map((p) => [p.id, p.name] as const));
  const cues = turns.map(
    (turn) =>
      `${turn.id}\n${timestamp(turn.start)} --> ${timestamp(Math.max(turn.end, turn.start + 0.5))}\n<v ${names.get(turn.speaker) ?? turn.speaker}>${cueText(turn.text)}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export interface TranscriptTurn {
  id: string;
  speaker: string;
  name: string;
  text: string;
  start: number;
  end: number;
  topic: PodcastTopic;
  sources: PodcastTurn['sources'];
  framing?: boolean;
  edited?: boolean;
}

/** The transcript as JSON turns, what a player follows along and an editor changes. */
export function transcriptTurns(dialogue: Pick<PodcastDialogue, 'participants'>, turns: readonly TimedTurn[]): TranscriptTurn[] {
  const names = new Map(dialogue.participants.map((p) => [p.id, p.name] as const));
  return turns.map(({ id, speaker, text, start, end, topic, sources, framing, edited }) => ({
    id,
    speaker,
    name: names.get(speaker) ?? speaker,
    text,
    start,
    end,
    topic,
    sources,
    ...(framing ? { framing } : {}),
    ...(edited ? { edited } : {}),
  }));
}
