import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage, type StageNode } from '@paperlight/remix-core';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { factsCarried } from './eval/content';
import { KEY_FACTS } from './eval/key-facts';
import { runPaperInput, runScript, runStoryboard, type PipelineDeps } from './pipeline';
import { createExtractiveProvider } from './providers/extractive';
import { extractJats } from './read/jats';
import { buildExtractiveScript, DEFAULT_SCRIPT_CONFIG } from './script/script';
import { createEspeakProvider } from './speech/speech';
import { figureJpeg, JATS_NAME, jatsXml } from './test/inputs';
import { extracted } from './test/papers';
import type { ExtractedPaper, StoryboardOutput } from './types';

// A JATS article through the later stages (read/jats.test.ts reads it): above the stages, as it runs several.
const NAME = JATS_NAME;
const xml = jatsXml;

describe('given the JATS XML of a BMC article (CC BY)', () => {
  let paper: ExtractedPaper;
  beforeAll(async () => {
    paper = await extractJats(xml);
  });

  it('carries the same key facts as the same article read from its PDF', async () => {
    const facts = KEY_FACTS.find((k) => k.file === `${NAME}.pdf`)!.facts;
    const { paper: fromPdf } = await extracted(`${NAME}.pdf`);
    for (const duration of ['very_short', 'long'] as const) {
      const config = { ...DEFAULT_SCRIPT_CONFIG, script_duration: duration };
      const jats = factsCarried(buildExtractiveScript(paper, config).script, facts);
      const pdf = factsCarried(buildExtractiveScript(fromPdf, config).script, facts);
      expect(jats.carried, `${duration}: missing ${jats.missing.join(', ')}`).toBeGreaterThanOrEqual(4);
      expect(jats.carried).toBeGreaterThanOrEqual(pdf.carried - 1);
    }
  });
});

describe('given a JATS zip on the Paper Input node', () => {
  it('makes the script and storyboard as from a PDF, its figures stored and shown without a page number', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'paperlight-jats-stages-'));
    try {
      const deps: PipelineDeps = {
        storage: createLocalStorage(path.join(dir, 'files')),
        llm: createExtractiveProvider(),
        speech: createEspeakProvider(),
        workDir: path.join(dir, 'work'),
        readPaper: (bytes, _limits, options) => extractJats(bytes, options?.figuresDir ? { figuresDir: options.figuresDir } : {}),
      };
      const zip = zipSync({
        [`${NAME}.xml`]: xml,
        '13002_2014_467_Fig1_HTML.jpg': figureJpeg(1600, 1200),
        '13002_2014_467_Fig4_HTML.jpg': figureJpeg(1600, 1000),
      });
      await deps.storage.write('projects/p/upload.zip', zip);
      const node = (id: string, nodeType: string, configuration: Record<string, unknown>, fileKey: string | null = null): StageNode => ({
        id,
        projectId: 'p',
        nodeType,
        configuration,
        fileKey,
      });
      const input = node('in', 'paperInput', {}, 'projects/p/upload.zip');
      const read = await runPaperInput({ deps, node: input, upstream: null });
      expect(read.jsonOutput).toMatchObject({
        authors: ['Zsolt Molnár', 'Krisztina Gellény', 'Katalin Margóczi', 'Marianna Biró'],
        citation: { doi: '10.1186/1746-4269-11-3' },
      });
      expect(read.sources.figures).toHaveLength(2);
      const scriptNode = node('script', 'script', { script_duration: 'short' });
      const script = await runScript({ deps, node: scriptNode, upstream: { ...input, sources: read.sources } });
      const board = await runStoryboard({
        deps,
        node: node('board', 'storyboard', { number_of_scenes: 5 }),
        upstream: { ...scriptNode, sources: script.sources },
      });
      const scenes = (board.jsonOutput as StoryboardOutput).scenes;
      expect(scenes.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(scenes)).not.toMatch(/p\. 0|page 0|p\. \?|page \?/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
