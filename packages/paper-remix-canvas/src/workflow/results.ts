import {
  ScriptOutputSchema,
  StoryboardOutputSchema,
  type NodeExecution,
  type PaperSources,
  type ScriptOutput,
  type StoryboardOutput,
  type StoryboardScene,
} from '@paperlight/api-client';
import * as v from 'valibot';

export const NO_RESULT_MESSAGE = 'Something went wrong!';
export const VIDEO_DOWNLOAD_FAILED_MESSAGE = 'Not able to download file.';
export const NO_INPUT_SOURCE_MESSAGE = 'No input source available';
export const PDF_NOT_AVAILABLE_MESSAGE = 'PDF not available';
export const INPUT_DOWNLOAD_FAILED_MESSAGE = 'Error while downloading file';

/** A figure or table the engine found in the paper, with its crop's address when it has one. */
export interface PaperFigureResult {
  id: string;
  kind: 'figure' | 'table';
  label: string;
  caption: string;
  page: number;
  imageUrl: string | null;
}

/** What the engine read from an uploaded paper (the paper input node's result). */
export interface PaperResult {
  title: string;
  authors: string[];
  citation: { venue?: string; year?: string; doi?: string; license?: string } | null;
  pageCount: number | null;
  language: string | null;
  sections: string[];
  figures: PaperFigureResult[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * The paper read by a paper input node, or null when its result is not one. Fields that are
 * missing or malformed are left out rather than failing the whole view.
 */
export function paperOf(execution: NodeExecution | null | undefined): PaperResult | null {
  const output = record(execution?.jsonOutput);
  const title = text(output?.title);
  if (!output || !title) return null;
  const urls = record(record(execution?.outputData)?.figureUrls) ?? {};
  const citation = record(output.citation);
  const figures = (Array.isArray(output.figures) ? output.figures : []).flatMap((raw): PaperFigureResult[] => {
    const figure = record(raw);
    const id = text(figure?.id);
    const caption = text(figure?.caption);
    if (!figure || !id || !caption) return [];
    const page = Number(figure.page);
    return [
      {
        id,
        kind: figure.kind === 'table' ? 'table' : 'figure',
        label: text(figure.label) ?? caption.split(/[.:]/)[0]!,
        caption,
        page: Number.isInteger(page) && page > 0 ? page : 0,
        imageUrl: text(urls[id]) ?? null,
      },
    ];
  });
  const pageCount = Number(output.pageCount);
  return {
    title,
    authors: (Array.isArray(output.authors) ? output.authors : []).flatMap((a) => (text(a) ? [text(a)!] : [])),
    citation: citation
      ? Object.fromEntries(
          (['venue', 'year', 'doi', 'license'] as const).flatMap((key) => (text(citation[key]) ? [[key, text(citation[key])!]] : [])),
        )
      : null,
    pageCount: Number.isInteger(pageCount) && pageCount > 0 ? pageCount : null,
    language: text(output.language) ?? null,
    sections: (Array.isArray(output.sections) ? output.sections : []).flatMap((s) => (text(s) ? [text(s)!] : [])),
    figures,
  };
}

/** The script of an execution, or null when there is none (or it is not a script). */
export function scriptOf(execution: NodeExecution | null | undefined): ScriptOutput | null {
  const parsed = v.safeParse(ScriptOutputSchema, execution?.jsonOutput);
  return parsed.success ? parsed.output : null;
}

export function storyboardOf(execution: NodeExecution | null | undefined): StoryboardOutput | null {
  const parsed = v.safeParse(StoryboardOutputSchema, execution?.jsonOutput);
  return parsed.success ? parsed.output : null;
}

const asText = (value: string | readonly string[] | unknown): string => (Array.isArray(value) ? value.join('; ') : String(value ?? ''));

/** The script as the downloaded text file. */
export function scriptText(script: ScriptOutput): string {
  return [
    'Opening',
    script.opening.narration,
    '',
    ...script.slides.flatMap((slide) => [
      `Slide ${slide.number}: ${slide.heading}${slide.is_technical ? ' (technical)' : ''}`,
      slide.narration,
      '',
    ]),
    'Closing',
    script.closing.narration,
    '',
  ].join('\n');
}

/** Every field of a scene with its label, in the order the modal and the file show them. */
export function sceneFields(scene: StoryboardScene): [label: string, value: string][] {
  return [
    ['Visual description', scene.visual_description],
    ['Script line', scene.script_line],
    ['Background details', scene.background_details],
    ['Narration', scene.narration],
    ['Sound cues', asText(scene.sound_cues)],
    ['Duration', `${asText(scene.duration)} s`],
    ['Directions for videographer', scene.directions_for_videographer],
    ['Visual elements', scene.visual_elements.map((element) => `${element.type}: ${element.caption}`).join('; ')],
    ['Text overlays', asText(scene.annotations.text_overlays)],
    ['Visual cues', asText(scene.annotations.visual_cues)],
    ['Audio cues', asText(scene.annotations.audio_cues)],
    ['Transition notes', asText(scene.annotations.transition_notes)],
  ];
}

export function storyboardText(storyboard: StoryboardOutput): string {
  return storyboard.scenes
    .map((scene) => [`Scene ${scene.scene_number}`, ...sceneFields(scene).map(([label, value]) => `${label}: ${value}`), ''].join('\n'))
    .join('\n');
}

/** A stored file for download, refused unless the server answers it. */
export async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  return response.blob();
}

/** Saves a blob under a name through a temporary link (browser only). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'figure-3' → 'Figure 3', 'table-2' → 'Table 2'. */
function figureLabel(id: string): string {
  const match = /^([a-z]+)-(\d+)$/i.exec(id);
  return match ? `${match[1]!.charAt(0).toUpperCase()}${match[1]!.slice(1).toLowerCase()} ${match[2]}` : id;
}

/** Consecutive pages as ranges: [3, 4, 5, 9] → 'pp. 3–5, 9'; [2] → 'p. 2'. */
function pageLabel(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].filter((page) => Number.isInteger(page) && page > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  const ranges: string[] = [];
  let start = sorted[0]!;
  let end = start;
  for (const page of [...sorted.slice(1), Number.NaN]) {
    if (page === end + 1) {
      end = page;
      continue;
    }
    ranges.push(start === end ? String(start) : `${start}–${end}`);
    start = page;
    end = page;
  }
  return `${sorted.length === 1 ? 'p.' : 'pp.'} ${ranges.join(', ')}`;
}

/** Where a slide or scene comes from, in words: 'pp. 3–4 · Methods · Figure 2'; '' when unknown. */
export function sourcesLabel(sources: PaperSources | undefined): string {
  if (!sources) return '';
  return [pageLabel(sources.pages), sources.section?.trim() ?? '', ...(sources.figures ?? []).map(figureLabel)].filter(Boolean).join(' · ');
}
