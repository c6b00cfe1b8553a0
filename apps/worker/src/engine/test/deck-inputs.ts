import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { deckImages } from '../deck/images';
import type { DeckImage } from '../deck/plan';
import { createExtractiveProvider } from '../providers/extractive';
import { readPaperSandboxed } from '../read/pdf-sandbox';
import type { ExtractedPaper, StoryboardOutput } from '../types';
import { readPaper } from './papers';

const llm = createExtractiveProvider();
const dirs: string[] = [];
// Called at a test file's top level (vitest's afterAll belongs to the file that imports this).
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type DeckInputs = { paper: ExtractedPaper; storyboard: StoryboardOutput; images: Map<string, DeckImage> };
const inputs = new Map<string, Promise<DeckInputs>>();

/** A shared paper read as the Paper Input node reads it (figure crops included), and its storyboard; once a file. */
export function deckInputs(file: string): Promise<DeckInputs> {
  let entry = inputs.get(file);
  if (!entry) inputs.set(file, (entry = readDeckInputs(file)));
  return entry;
}

async function readDeckInputs(file: string): Promise<DeckInputs> {
  const figuresDir = mkdtempSync(join(tmpdir(), 'deck-figures-'));
  dirs.push(figuresDir);
  const paper = await readPaperSandboxed(readPaper(file), {}, { figuresDir });
  const script = await llm.generateScript(paper, {
    script_duration: 'short',
    script_genre: 'explainer',
    script_technicality: 2,
    script_type: 'video',
  });
  const storyboard = await llm.generateStoryboard(script, paper, {
    number_of_scenes: 8,
    style: 'abstract',
    audio_type: 'narration',
    narration_voice: 'female',
  });
  const images = await deckImages(storyboard, async (key) => new Uint8Array(readFileSync(key)));
  return { paper, storyboard, images };
}
