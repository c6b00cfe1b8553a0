/**
 * Builds the Paper Remix guest sample (SPEC §2, decision 0014) with the real engine:
 * source/retail-kiosk.md → retail-kiosk.pdf → extraction → script → storyboard → narrated MP4,
 * subtitles and poster, then writes samples/paper-remix/retail-kiosk.json.
 *
 *   pnpm --filter @paperlight/worker exec tsx scripts/paper-remix-sample.ts
 *
 * With --results-only, only the script and storyboard are rebuilt (new fields such as the slides'
 * quotes and the script's grounding); the film, its tracks and timings stay as they are. It refuses
 * when the narration changed, since the film would no longer say it.
 */
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPaper } from '../src/engine/read/paper';
import { createExtractiveProvider } from '../src/engine/providers/extractive';
import { createEspeakProvider } from '../src/engine/speech/speech';
import type { ScriptConfig, StoryboardConfig } from '../src/engine/types';
import { renderVideo } from '../src/engine/encode/video';
import { pdfText, textWidth, writePdf, type Block } from './simple-pdf';

const here = dirname(fileURLToPath(import.meta.url));
const sampleDir = join(here, '..', '..', 'api', 'samples', 'paper-remix');
const assetsDir = join(sampleDir, 'assets');
const SAMPLE_ID = 'retail-kiosk';
const ASSET_URL = `/samples/paper-remix/assets`;

/** The node settings the sample shows in its (locked) configuration drawer: SPEC §3 defaults. */
const SCRIPT_CONFIG: ScriptConfig = {
  script_duration: 'very_short',
  script_genre: 'explainer',
  script_technicality: 3,
  script_type: 'video',
};
const STORYBOARD_CONFIG: StoryboardConfig = { number_of_scenes: 5, style: 'abstract', audio_type: 'narration', narration_voice: 'female' };

/** Boxes joined by arrows, each box's label centred on up to two lines (PDF content-stream operators). */
function boxDiagram(
  boxes: { x: number; y: number; w: number; h: number; label: string[] }[],
  arrows: [from: [number, number], to: [number, number]][],
) {
  return (left: number, bottom: number): string[] => {
    const ops: string[] = ['1 w 0.31 0.27 0.9 RG'];
    for (const box of boxes) {
      ops.push(`0.93 0.94 1 rg ${(left + box.x).toFixed(2)} ${(bottom + box.y).toFixed(2)} ${box.w} ${box.h} re B`, '0 0 0 rg');
      const size = 8.5;
      box.label.forEach((line, i) => {
        const x = left + box.x + (box.w - textWidth(line, 'Times-Roman', size)) / 2;
        const y = bottom + box.y + box.h / 2 + (box.label.length - 1) * 5 - i * 10 - 3;
        ops.push(pdfText(line, x, y, 'Times-Roman', size));
      });
    }
    ops.push('0.31 0.27 0.9 rg');
    for (const [[x1, y1], [x2, y2]] of arrows) {
      const [ax, ay, bx, by] = [left + x1, bottom + y1, left + x2, bottom + y2];
      const len = Math.hypot(bx - ax, by - ay);
      const [ux, uy] = [(bx - ax) / len, (by - ay) / len];
      ops.push(`${ax.toFixed(2)} ${ay.toFixed(2)} m ${(bx - ux * 5).toFixed(2)} ${(by - uy * 5).toFixed(2)} l S`);
      ops.push(
        `${bx.toFixed(2)} ${by.toFixed(2)} m ${(bx - ux * 6 - uy * 3).toFixed(2)} ${(by - uy * 6 + ux * 3).toFixed(2)} l ${(bx - ux * 6 + uy * 3).toFixed(2)} ${(by - uy * 6 - ux * 3).toFixed(2)} l f`,
      );
    }
    return ops;
  };
}

/** The sample paper's figures, by the name its source gives them. */
const FIGURES: Record<string, NonNullable<Block['figure']>> = {
  // Figure 1: camera → detector → classifier → calibrated score, then charge or ask (sections 4 and 5).
  pipeline: {
    height: 118,
    draw: boxDiagram(
      [
        { x: 0, y: 74, w: 96, h: 44, label: ['Camera above', 'the counter'] },
        { x: 124, y: 74, w: 96, h: 44, label: ['Class-agnostic', 'detector'] },
        { x: 248, y: 74, w: 96, h: 44, label: ['Embedding', 'classifier'] },
        { x: 372, y: 74, w: 96, h: 44, label: ['Calibrated', 'score'] },
        { x: 228, y: 0, w: 112, h: 36, label: ['Ask a person', 'to confirm'] },
        { x: 356, y: 0, w: 112, h: 36, label: ['Charge the', 'basket'] },
      ],
      [
        [
          [96, 96],
          [124, 96],
        ],
        [
          [220, 96],
          [248, 96],
        ],
        [
          [344, 96],
          [372, 96],
        ],
        [
          [412, 74],
          [412, 36],
        ],
        [
          [390, 74],
          [300, 36],
        ],
      ],
    ),
  },
};

/** The paper's markdown-like source → PDF blocks. */
function blocksOf(source: string): { blocks: Block[]; title: string; author: string } {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  let title = '';
  let author = '';
  let inReferences = false;
  let paragraph: string[] = [];
  const body = (text: string): Block => ({ text, font: 'Times-Roman', size: 10.5, leading: 13.5, align: 'justify', spaceAfter: 6 });
  const flush = () => {
    if (paragraph.length > 0) blocks.push(body(paragraph.join(' ')));
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('# ')) {
      title = line.slice(2);
      blocks.push({ text: title, font: 'Times-Bold', size: 17, leading: 21, align: 'center', spaceAfter: 10 });
    } else if (line.startsWith('Authors: ')) {
      author = line.slice('Authors: '.length);
      blocks.push({ text: author, font: 'Times-Roman', size: 12, leading: 15, align: 'center', spaceAfter: 6 });
    } else if (line.startsWith('Licence: ')) {
      blocks.push({
        text: line.slice('Licence: '.length),
        font: 'Times-Italic',
        size: 8.5,
        leading: 10.5,
        align: 'center',
        spaceAfter: 14,
      });
    } else if (line.startsWith('## ')) {
      flush();
      inReferences = line === '## References';
      blocks.push({ text: line.slice(3), font: 'Times-Bold', size: 12, leading: 15, spaceBefore: 8, spaceAfter: 4 });
    } else if (/^!\[.+\]\(\w+\)$/.test(line)) {
      // ![Figure 1: caption](name): one of FIGURES, drawn above its caption.
      flush();
      const [, caption, name] = /^!\[(.+)\]\((\w+)\)$/.exec(line)!;
      const figure = FIGURES[name!];
      if (!figure) throw new Error(`The sample source names an unknown figure: ${name}`);
      blocks.push({ text: caption!, font: 'Times-Roman', size: 9, leading: 11, spaceBefore: 8, spaceAfter: 12, figure });
    } else if (inReferences) {
      blocks.push({ text: line, font: 'Times-Roman', size: 9, leading: 11, spaceAfter: 3, hangingIndent: 18 });
    } else paragraph.push(line);
  }
  flush();
  return { blocks, title, author };
}

/**
 * Copies the paper's figure crops beside the sample (retail-kiosk-figure-1.png) and points the
 * storyboard's figure elements at them, as the guest's browser reads them; returns their addresses by
 * figure id, as the api's node state gives them (decision 0090).
 */
async function publishFigures(
  paper: Awaited<ReturnType<typeof extractPaper>>,
  storyboard: { scenes: { visual_elements?: { image?: string }[] }[] },
): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  const byPath = new Map<string, string>();
  for (const figure of paper.figures ?? []) {
    if (!figure.image) continue;
    const name = `${SAMPLE_ID}-${figure.id}.png`;
    await copyFile(figure.image, join(assetsDir, name));
    urls[figure.id] = `${ASSET_URL}/${name}`;
    byPath.set(figure.image, urls[figure.id]!);
  }
  for (const scene of storyboard.scenes) {
    for (const element of scene.visual_elements ?? [])
      if (element.image && byPath.has(element.image)) element.image = byPath.get(element.image)!;
  }
  return urls;
}

/** Rebuilds the script and storyboard of the sample in place, keeping everything else. */
async function resultsOnly() {
  const pdf = await readFile(join(assetsDir, `${SAMPLE_ID}.pdf`));
  const work = await mkdtemp(join(tmpdir(), 'paper-remix-sample-'));
  const paper = await extractPaper(new Uint8Array(pdf), undefined, { figuresDir: work });
  const llm = createExtractiveProvider();
  const script = await llm.generateScript(paper, SCRIPT_CONFIG);
  const storyboard = await llm.generateStoryboard(script, paper, STORYBOARD_CONFIG);
  await publishFigures(paper, storyboard);
  await rm(work, { recursive: true, force: true });
  const path = join(sampleDir, `${SAMPLE_ID}.json`);
  const project = JSON.parse(await readFile(path, 'utf8')) as {
    nodes: { clientNodeId: string; execution: { jsonOutput: unknown } | null }[];
  };
  const execution = (id: string) => project.nodes.find((n) => n.clientNodeId === id)!.execution!;
  const narration = (board: unknown) => (board as typeof storyboard).scenes.map((scene) => scene.narration);
  if (JSON.stringify(narration(execution('storyboard-1').jsonOutput)) !== JSON.stringify(narration(storyboard))) {
    throw new Error('The narration changed: rebuild the whole sample (without --results-only) so the film says it.');
  }
  execution('script-1').jsonOutput = script;
  execution('storyboard-1').jsonOutput = storyboard;
  await writeFile(join(assetsDir, `${SAMPLE_ID}-script.json`), `${JSON.stringify(script, null, 2)}\n`);
  await writeFile(join(assetsDir, `${SAMPLE_ID}-storyboard.json`), `${JSON.stringify(storyboard, null, 2)}\n`);
  await writeFile(path, `${JSON.stringify(project, null, 2)}\n`);
  console.log(`rebuilt the script and storyboard of ${SAMPLE_ID}.json; the film is unchanged`);
}

async function main() {
  const source = await readFile(join(sampleDir, 'source', `${SAMPLE_ID}.md`), 'utf8');
  const { blocks, title, author } = blocksOf(source);
  const pdf = writePdf(blocks, { title, author, subject: 'Retail object classification for unmanned kiosks', keywords: 'CC BY 4.0' });
  const pdfName = `${SAMPLE_ID}.pdf`;
  await writeFile(join(assetsDir, pdfName), pdf);

  const llm = createExtractiveProvider();
  const speech = createEspeakProvider();
  const work = await mkdtemp(join(tmpdir(), 'paper-remix-sample-'));
  try {
    let started = performance.now();
    const paper = await extractPaper(pdf, undefined, { figuresDir: join(work, 'figures') });
    const extractSec = (performance.now() - started) / 1000;
    console.log(
      `paper: "${paper.title}", ${paper.pageCount} pages, ${paper.sections.length} sections, authors ${paper.authors.join(', ')}`,
    );

    started = performance.now();
    const script = await llm.generateScript(paper, SCRIPT_CONFIG);
    const scriptSec = (performance.now() - started) / 1000;
    started = performance.now();
    const storyboard = await llm.generateStoryboard(script, paper, STORYBOARD_CONFIG);
    const storyboardSec = (performance.now() - started) / 1000;

    await speech.warmUp();
    started = performance.now();
    const video = await renderVideo(
      {
        storyboard,
        title: paper.title,
        language: paper.language,
        voice: STORYBOARD_CONFIG.narration_voice,
        style: STORYBOARD_CONFIG.style,
        outDir: work,
        // The sample's PDF is set by simple-pdf.ts; where the reader finds no authors, the source names them.
        paper: {
          title: paper.title,
          authors: paper.authors.length > 0 ? paper.authors : author.split(/,\s*|\s+and\s+/).filter(Boolean),
          ...(paper.citation ? { citation: paper.citation } : {}),
        },
      },
      { speech },
    );
    const videoSec = (performance.now() - started) / 1000;
    const figureUrls = await publishFigures(paper, storyboard);
    await copyFile(video.videoPath, join(assetsDir, `${SAMPLE_ID}.mp4`));
    await copyFile(video.subtitlesPath, join(assetsDir, `${SAMPLE_ID}.vtt`));
    await copyFile(video.chaptersPath, join(assetsDir, `${SAMPLE_ID}-chapters.vtt`));
    await copyFile(video.posterPath, join(assetsDir, `${SAMPLE_ID}-poster.png`));
    await writeFile(join(assetsDir, `${SAMPLE_ID}-script.json`), `${JSON.stringify(script, null, 2)}\n`);
    await writeFile(join(assetsDir, `${SAMPLE_ID}-storyboard.json`), `${JSON.stringify(storyboard, null, 2)}\n`);
    const videoBytes = (await stat(join(assetsDir, `${SAMPLE_ID}.mp4`))).size;
    console.log(`video: ${video.durationSec.toFixed(1)} s, ${(videoBytes / 1e6).toFixed(2)} MB, rendered in ${videoSec.toFixed(1)} s`);

    const round = (seconds: number) => Math.round(seconds * 100) / 100;
    const position = (index: number) => ({ x: index * 340, y: 0 });
    const types = ['paperInput', 'script', 'storyboard', 'video', 'output'] as const;
    const labels = { paperInput: 'Paper Input', script: 'Script', storyboard: 'Storyboard', video: 'Video Generation', output: 'Output' };
    const edgeTo = (index: number) => {
      const type = types[index + 1];
      return type ? [{ clientNodeId: `${type}-1`, nodeType: type, position: position(index + 1), label: labels[type] }] : [];
    };
    const node = (index: number, rest: Record<string, unknown>) => {
      const type = types[index]!;
      return {
        clientNodeId: `${type}-1`,
        projectNodeId: `sample-${SAMPLE_ID}-${type}`,
        node: { id: type, nodeType: type },
        position: position(index),
        label: labels[type],
        targetEdges: edgeTo(index),
        ...rest,
      };
    };
    const project = {
      id: SAMPLE_ID,
      name: 'Retail object classification for unmanned kiosks',
      autoSaveEnabled: false,
      nodes: [
        node(0, {
          status: 'completed',
          configuration: {
            basic: {
              fileName: pdfName,
              fileType: 'application/pdf',
              title: paper.title,
              description: 'A short paper on recognising products at unmanned retail kiosks (CC BY 4.0).',
            },
          },
          execution: {
            time_taken: round(extractSec),
            videoUrl: null,
            jsonOutput: {
              title: paper.title,
              authors: paper.authors,
              abstract: paper.abstract,
              language: paper.language,
              pageCount: paper.pageCount,
              sections: paper.sections.map((s) => s.heading),
              figures: (paper.figures ?? []).map((f) => ({ id: f.id, kind: f.kind, label: f.label, caption: f.caption, page: f.page })),
              ...(paper.citation ? { citation: paper.citation } : {}),
            },
            outputData: {
              title: paper.title,
              pageCount: paper.pageCount,
              sectionCount: paper.sections.length,
              language: paper.language,
              figureCount: paper.figures?.length ?? 0,
              fileUrl: `${ASSET_URL}/${pdfName}`,
              figureUrls,
            },
          },
        }),
        node(1, {
          status: 'completed',
          configuration: { basic: { ...SCRIPT_CONFIG, script_duration: 'very-short' } },
          execution: {
            time_taken: round(scriptSec),
            videoUrl: null,
            jsonOutput: script,
            outputData: { slides: script.slides.length, engine: llm.name },
          },
        }),
        node(2, {
          status: 'completed',
          configuration: { basic: { ...STORYBOARD_CONFIG } },
          execution: {
            time_taken: round(storyboardSec),
            videoUrl: null,
            jsonOutput: storyboard,
            outputData: { scenes: storyboard.scenes.length, engine: llm.name },
          },
        }),
        node(3, {
          status: 'completed',
          configuration: { basic: { layout: '16:9', resolution: '1080p' } },
          execution: {
            time_taken: round(videoSec),
            videoUrl: `${ASSET_URL}/${SAMPLE_ID}.mp4`,
            jsonOutput: {
              durationSec: round(video.durationSec),
              scenes: video.scenes,
              chapters: video.chapters,
              title: paper.title,
              language: paper.language,
              voice: STORYBOARD_CONFIG.narration_voice,
            },
            outputData: {
              durationSec: round(video.durationSec),
              subtitlesUrl: `${ASSET_URL}/${SAMPLE_ID}.vtt`,
              chaptersUrl: `${ASSET_URL}/${SAMPLE_ID}-chapters.vtt`,
              posterUrl: `${ASSET_URL}/${SAMPLE_ID}-poster.png`,
            },
          },
        }),
        node(4, { status: 'idle', configuration: { basic: {} }, execution: null }),
      ],
    };
    await writeFile(join(sampleDir, `${SAMPLE_ID}.json`), `${JSON.stringify(project, null, 2)}\n`);
    console.log(`wrote ${SAMPLE_ID}.json`);
  } finally {
    await speech.close();
    await rm(work, { recursive: true, force: true });
  }
}

await (process.argv.includes('--results-only') ? resultsOnly() : main());
