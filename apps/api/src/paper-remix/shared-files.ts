/**
 * What a public share serves (issues 15 and 34, decision 0135): a finished film's or episode's files at
 * stable, share-scoped addresses, and the facts of the paper it was made from.
 */
import type { ProjectNode } from '@paperlight/db';
import { parseJson, type StoredExecution } from '@paperlight/remix-core';

/** Node types a share may show. */
export type SharedKind = 'video' | 'podcast';

/** The files a share serves, by the name in its URL: which result has it, where its key is, its type. */
export const SHARED_FILES = {
  'video.mp4': { kind: 'video', type: 'video/mp4' },
  'poster.png': { kind: 'video', type: 'image/png' },
  'captions.vtt': { kind: 'video', type: 'text/vtt; charset=utf-8' },
  'chapters.vtt': { kind: 'video', type: 'text/vtt; charset=utf-8' },
  // An episode: the AAC audio with chapters, the MP3, the WebVTT transcript with speaker names, and
  // the Podcasting 2.0 JSON chapters a feed links (podcast:chapters).
  'episode.m4a': { kind: 'podcast', type: 'audio/mp4' },
  'episode.mp3': { kind: 'podcast', type: 'audio/mpeg' },
  'transcript.vtt': { kind: 'podcast', type: 'text/vtt; charset=utf-8' },
  'chapters.json': { kind: 'podcast', type: 'application/json+chapters' },
} as const satisfies Record<string, { kind: SharedKind; type: string }>;
export type SharedFile = keyof typeof SHARED_FILES;
export const isSharedFile = (name: string): name is SharedFile => Object.hasOwn(SHARED_FILES, name);

/**
 * The stored files of a finished, shareable node, by their shared names; null when the node cannot be
 * shared (not finished, or its main file is missing: a film without its video, an episode without its audio).
 */
export function sharedFilesOf(
  node: Pick<ProjectNode, 'node_type' | 'status' | 'execution'>,
): { kind: SharedKind; files: Partial<Record<SharedFile, string>> } | null {
  if (node.status !== 'completed') return null;
  const sources = parseJson<StoredExecution | null>(node.execution, null)?.sources;
  if (node.node_type === 'video' && sources?.video) {
    const { video, poster, subtitles, chapters } = sources as { video: string; poster?: string; subtitles?: string; chapters?: string };
    return { kind: 'video', files: { 'video.mp4': video, 'poster.png': poster, 'captions.vtt': subtitles, 'chapters.vtt': chapters } };
  }
  const episode = sources?.podcastFiles;
  if (node.node_type === 'podcast' && episode?.m4a) {
    return {
      kind: 'podcast',
      files: { 'episode.m4a': episode.m4a, 'episode.mp3': episode.mp3, 'transcript.vtt': episode.vtt, 'chapters.json': episode.chapters },
    };
  }
  return null;
}

export interface PaperFacts {
  title?: string;
  authors?: string[];
  citation?: { venue?: string; year?: string; doi?: string; license?: string };
}

/** The paper a result was made from: the input whose extraction its sources name, else the project's input. */
export function paperOf(result: Pick<ProjectNode, 'execution'>, nodes: readonly ProjectNode[]): PaperFacts | null {
  const paperKey = parseJson<StoredExecution | null>(result.execution, null)?.sources?.paper;
  const inputs = nodes.filter((n) => n.node_type === 'paperInput' && n.status === 'completed');
  const input = inputs.find((n) => parseJson<StoredExecution | null>(n.execution, null)?.sources?.paper === paperKey) ?? inputs[0];
  const output = input ? parseJson<StoredExecution | null>(input.execution, null)?.jsonOutput : null;
  return output && typeof output === 'object' ? (output as PaperFacts) : null;
}

/** A paper's facts as a share shows them (the site's citation and the feed's credit). */
export const paperFacts = (paper: PaperFacts | null) =>
  paper ? { title: paper.title ?? null, authors: paper.authors ?? [], ...(paper.citation ?? {}) } : null;

interface EpisodeOutput {
  title?: string;
  authors?: string[];
  durationSec?: number;
  participants?: { id: string; role: string; name: string }[];
  chapters?: { title: string; start: number; end: number; turn: string }[];
  turns?: { id: string; speaker: string; name: string; text: string; start: number; end: number }[];
}

/** An episode as its public page shows it: the voices, chapters and the transcript turn by turn (no sources, no edits). */
export function publicEpisode(output: unknown) {
  const episode = (output ?? {}) as EpisodeOutput;
  return {
    durationSec: typeof episode.durationSec === 'number' ? episode.durationSec : null,
    participants: (episode.participants ?? []).map(({ id, role, name }) => ({ id, role, name })),
    chapters: (episode.chapters ?? []).map(({ title, start, end, turn }) => ({ title, start, end, turn })),
    turns: (episode.turns ?? []).map(({ id, speaker, name, text, start, end }) => ({ id, speaker, name, text, start, end })),
  };
}
