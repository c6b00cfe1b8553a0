import type { NodeExecution, NodeType } from './types';
import { episodeLine } from './podcast';

/** Words a minute the narration is spoken at, for a script's spoken length before it is narrated. */
export const SPOKEN_WORDS_PER_MINUTE = 150;

type Loose = Record<string, unknown> | null | undefined;
const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** '45 s', '2 min 5 s', '12 min'. */
export function formatLength(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest && minutes < 10 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

const words = (value: string) => value.split(/\s+/).filter(Boolean).length;

/** Every narrated word of a script: the opening, each slide and the closing. */
export function scriptWordCount(output: unknown): number | null {
  const script = record(output);
  const slides = Array.isArray(script?.slides) ? script.slides : null;
  if (!script || !slides) return null;
  const parts = [record(script.opening)?.narration, ...slides.map((slide) => record(slide)?.narration), record(script.closing)?.narration];
  return parts.reduce<number>((sum, part) => sum + (typeof part === 'string' ? words(part) : 0), 0);
}

/** What a read paper's card says: its title, 'First Author et al.' and 'N pages · M figures found'. */
export interface PaperCardSummary {
  title: string | null;
  byline: string | null;
  counts: string | null;
}

/** The read paper's facts for its card, from the input node's result; null where the result says nothing. */
export function paperSummary(execution: NodeExecution | null | undefined): PaperCardSummary {
  const json = record(execution?.jsonOutput);
  const data = record(execution?.outputData);
  const title = text(json?.title) ?? text(data?.title);
  const authors = Array.isArray(json?.authors)
    ? json.authors.filter((author): author is string => typeof author === 'string' && author.trim() !== '')
    : [];
  const pages = count(json?.pageCount) ?? count(data?.pageCount);
  const figures = Array.isArray(json?.figures) ? json.figures.length : count(data?.figureCount);
  const counts = [
    pages !== null ? `${pages} ${pages === 1 ? 'page' : 'pages'}` : null,
    figures !== null ? `${figures} ${figures === 1 ? 'figure' : 'figures'} found` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return { title, byline: authors[0] ? (authors.length > 1 ? `${authors[0]} et al.` : authors[0]) : null, counts: counts || null };
}

/** What a finished step's card says about its result, line by line; empty when the result says nothing. */
export function resultSummary(type: NodeType, execution: NodeExecution | null | undefined): string[] {
  const json = record(execution?.jsonOutput);
  const data = record(execution?.outputData);
  if (type === 'paperInput') {
    const { title, byline, counts } = paperSummary(execution);
    return [title, byline, counts].filter((line): line is string => line !== null);
  }
  if (type === 'script') {
    const total = scriptWordCount(json);
    return total === null ? [] : [`${total} words · about ${formatLength((total / SPOKEN_WORDS_PER_MINUTE) * 60)} spoken`];
  }
  if (type === 'storyboard') {
    const scenes = Array.isArray(json?.scenes) ? json.scenes.length : null;
    return scenes === null ? [] : [`${scenes} ${scenes === 1 ? 'scene' : 'scenes'}`];
  }
  if (type === 'video') {
    const scenes = Array.isArray(json?.scenes) ? json.scenes.map(record) : [];
    const ends = scenes.map((scene) => (count(scene?.start) ?? 0) + (count(scene?.duration) ?? 0));
    const length = count(data?.durationSec) ?? (ends.length > 0 ? Math.max(...ends) : null);
    return length === null || length === 0 ? [] : [`Length ${formatLength(length)}`];
  }
  if (type === 'mindmap') {
    // The map's outline: its size, then its branches by name.
    const branches = Array.isArray(json?.branches) ? json.branches.map(record) : null;
    if (!branches) return [];
    const leaves = branches.reduce((sum, branch) => sum + (Array.isArray(branch?.leaves) ? branch.leaves.length : 0), 0);
    const names = branches
      .map((branch) => (typeof branch?.label === 'string' ? branch.label : null))
      .filter((name): name is string => name !== null);
    return [
      `${branches.length} ${branches.length === 1 ? 'branch' : 'branches'} · ${leaves} ${leaves === 1 ? 'point' : 'points'}`,
      ...(names.length > 0 ? [names.join(' · ')] : []),
    ];
  }
  if (type === 'podcast') {
    // The episode's voices and length ('2 voices · 7:36'), then its chapters by name.
    const voices = Array.isArray(json?.participants) ? json.participants.length : count(data?.participants);
    const length = count(json?.durationSec) ?? count(data?.durationSec);
    if (voices === null || length === null) return [];
    const chapters = Array.isArray(json?.chapters)
      ? json.chapters.map((chapter) => text(record(chapter)?.title)).filter((title): title is string => title !== null)
      : [];
    return [episodeLine(voices, length), ...(chapters.length > 0 ? [chapters.join(' · ')] : [])];
  }
  if (type === 'presentation') {
    // The deck's length and shape, then what its content slides say (its title and source slides add nothing).
    const slides = Array.isArray(json?.slides) ? json.slides.map(record) : null;
    if (!slides) return [];
    const size = text(json?.size);
    const headings = slides
      .filter((slide) => slide?.kind !== 'title' && slide?.kind !== 'closing')
      .map((slide) => text(slide?.heading))
      .filter((heading): heading is string => heading !== null);
    return [
      [`${slides.length} ${slides.length === 1 ? 'slide' : 'slides'}`, size].filter(Boolean).join(' · '),
      ...(headings.length > 0 ? [headings.join(' · ')] : []),
    ];
  }
  return [];
}

/** Scene thumbnails a storyboard card shows: at most this many fit its fixed size. */
export const CARD_SCENE_THUMBNAILS = 3;

export interface SceneThumbnail {
  /** The scene's number as the storyboard gives it (else its place, from 1). */
  scene: number;
  url: string;
  /** What the scene puts on screen, e.g. the figure's caption. */
  caption: string | null;
}

/**
 * The first scenes of a storyboard that show an image, with the signed address the api gives
 * (`outputData.sceneImageUrls`, aligned with `jsonOutput.scenes`); scenes with no image are skipped.
 */
export function sceneThumbnails(execution: NodeExecution | null | undefined, max = CARD_SCENE_THUMBNAILS): SceneThumbnail[] {
  const urls = record(execution?.outputData)?.sceneImageUrls;
  const scenes = record(execution?.jsonOutput)?.scenes;
  if (!Array.isArray(urls) || !Array.isArray(scenes)) return [];
  const found: SceneThumbnail[] = [];
  scenes.forEach((raw, index) => {
    const url = text(urls[index]);
    if (!url || found.length >= max) return;
    const scene = record(raw);
    const elements = Array.isArray(scene?.visual_elements) ? scene.visual_elements.map(record) : [];
    const shown = elements.find((element) => text(element?.image)) ?? elements[0];
    found.push({ scene: count(scene?.scene_number) ?? index + 1, url, caption: text(shown?.caption) });
  });
  return found;
}

/** The film's poster frame (`outputData.posterUrl`, signed by the api), or null. */
export function posterOf(execution: NodeExecution | null | undefined): string | null {
  return text(record(execution?.outputData)?.posterUrl);
}
