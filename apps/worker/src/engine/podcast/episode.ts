/**
 * The Podcast node's episode (issue 34): the dialogue rendered (render.ts) with its transcript and
 * chapters, as the files the node keeps — podcast.m4a, podcast.mp3, transcript.vtt, transcript.json,
 * chapters.json — and the result the api serves. A dialogue edited turn by turn (the api's edit of
 * the result) is rendered again from that result: unchanged turns come from the render cache.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PodcastConfig, PodcastDialogue, PodcastFit, PodcastParticipant, PodcastTurn } from '../types';
import { renderEpisode, type EpisodeDeps } from './render';
import { transcriptTurns, transcriptVtt, type TimedChapter, type TranscriptTurn } from './transcript';

/** What the node shows and the api serves (podcast.json, the node's `jsonOutput`). */
export interface PodcastResult {
  title: string;
  authors: string[];
  language: string;
  config: PodcastConfig;
  engine: string;
  fit: PodcastFit;
  durationSec: number;
  participants: PodcastParticipant[];
  chapters: TimedChapter[];
  turns: TranscriptTurn[];
}

export interface EpisodeFile {
  /** File name under the run's folder. */
  name: 'podcast.m4a' | 'podcast.mp3' | 'transcript.vtt' | 'transcript.json' | 'chapters.json';
  path: string;
  contentType: string;
}

/**
 * Chapters as the Podcasting 2.0 JSON chapters format (podcast:chapters, version 1.2.0): what a feed
 * links and podcast apps read, with each chapter's end and first turn besides.
 */
export function chaptersJson(chapters: readonly TimedChapter[]): string {
  return JSON.stringify({
    version: '1.2.0',
    chapters: chapters.map((c) => ({ startTime: c.start, endTime: c.end, title: c.title, topic: c.topic, turn: c.turn })),
  });
}

/** Renders a dialogue and writes its files into `outDir`. */
export async function makeEpisode(dialogue: PodcastDialogue, outDir: string, deps: EpisodeDeps) {
  const rendered = await renderEpisode(dialogue, outDir, deps);
  const turns = transcriptTurns(dialogue, rendered.turns);
  const result: PodcastResult = {
    title: dialogue.title,
    authors: dialogue.authors,
    language: dialogue.language,
    config: dialogue.config,
    engine: dialogue.engine,
    fit: dialogue.fit,
    durationSec: rendered.durationSec,
    participants: dialogue.participants,
    chapters: rendered.chapters,
    turns,
  };
  const write = async (name: EpisodeFile['name'], body: string, contentType: string): Promise<EpisodeFile> => {
    const path = join(outDir, name);
    await writeFile(path, body);
    return { name, path, contentType };
  };
  const files: EpisodeFile[] = [
    { name: 'podcast.m4a', path: rendered.m4aPath, contentType: 'audio/mp4' },
    { name: 'podcast.mp3', path: rendered.mp3Path, contentType: 'audio/mpeg' },
    await write('transcript.vtt', transcriptVtt(dialogue, rendered.turns), 'text/vtt'),
    await write(
      'transcript.json',
      JSON.stringify({ title: dialogue.title, participants: dialogue.participants, turns }),
      'application/json',
    ),
    await write('chapters.json', chaptersJson(rendered.chapters), 'application/json+chapters'),
  ];
  return { result, files, reused: rendered.reused, timings: rendered.timings };
}

/**
 * The dialogue of a result whose turns were edited (the api's PUT of the node's output): its turns as
 * written, with their speakers, topics and sources; times are made again by the render.
 */
export function dialogueOfResult(result: PodcastResult): PodcastDialogue {
  const turns: PodcastTurn[] = result.turns.map(({ id, speaker, text, topic, sources, framing, edited }) => ({
    id,
    speaker,
    text,
    topic,
    sources,
    ...(framing ? { framing } : {}),
    ...(edited ? { edited } : {}),
  }));
  return {
    title: result.title,
    authors: result.authors,
    language: result.language,
    config: result.config,
    participants: result.participants,
    turns,
    fit: result.fit,
    engine: result.engine,
  };
}

/** Whether a kept edit was made for these settings (changed settings ask for a new dialogue). */
export const editFits = (edit: Pick<PodcastResult, 'config'>, config: PodcastConfig) =>
  JSON.stringify(edit.config) === JSON.stringify(config);
