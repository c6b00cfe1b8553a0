// Rebuilds the Alt Text guest demo's samples (decision 0008):
//   apps/api/samples/alt-text/<sampleId>.json           the response's `data`
//   apps/api/samples/alt-text/assets/<sampleId>/…       figure images (PNG, JPEG for the jpeg sample)
//   apps/api/samples/alt-text/assets/<sampleId>/alt-text-report.docx   the academic-style report
//   apps/api/samples/alt-text/assets/<sampleId>/<figure>-<width>w.…    smaller renditions (srcset)
//
// Run:  pnpm --filter @paperlight/worker exec tsx scripts/alt-text-samples.ts [--renditions-only]
// --renditions-only redraws only the smaller renditions and the JSON (sizes, renditions), leaving the
// figures and reports as they are (the reports carry a build time, so a full run rewrites them all).
// Needs the DejaVu Sans fonts (Debian: fonts-dejavu-core) for identical rendering, and ffmpeg for the JPEG.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { AlignmentType, BorderStyle, Document, Footer, HeadingLevel, ImageRun, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import { ffmpegPath } from '../src/engine/tools/ffmpeg';
import { BLACKBODY_TEMPERATURES, DECAY_COUNTS, FONT, fitDecay, peakWavelength } from './alt-text-samples/figures';
import { SAMPLES, type FigureSpec, type SampleSpec } from './alt-text-samples/samples';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', '..', 'api', 'samples', 'alt-text');
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const RENDER_WIDTH = 1000;
/**
 * Narrower renditions of every figure, listed in the JSON for the demo's srcset (decision 0089):
 * 320 px for the 96 px thumbnails (up to 3× screens), 640 px for the figure on a phone.
 */
const RENDITION_WIDTHS = [320, 640] as const;
const renditionsOnly = process.argv.includes('--renditions-only');
const MAX_ASSET_BYTES = 150 * 1024;

/** Same rule as the demo's word count: runs of non-space characters. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Same rule as the demo: classifier values beginning with 'Error' are not shown. */
const visible = (value: string) => (value.trim().toLowerCase().startsWith('error') ? null : value);

function assertFiguresMatchTheirTexts() {
  const fit = fitDecay(DECAY_COUNTS);
  const checks: Array<[string, boolean]> = [
    ['decay half-life 70.3 s', fit.halfLife.toFixed(1) === '70.3'],
    ['decay fit starts near 478', Math.round(fit.a0) === 478],
    ['black-body peaks 966/724/580 nm', BLACKBODY_TEMPERATURES.map((t) => peakWavelength(t).nm).join('/') === '966/724/580'],
    [
      'black-body peak radiances 1.0/4.2/12.8',
      BLACKBODY_TEMPERATURES.map((t) => peakWavelength(t).radiance.toFixed(1)).join('/') === '1.0/4.2/12.8',
    ],
  ];
  const failed = checks.filter(([, ok]) => !ok).map(([name]) => name);
  if (failed.length) throw new Error(`Figures and alt texts disagree: ${failed.join(', ')}`);
  for (const sample of SAMPLES) {
    for (const figure of sample.figures) {
      if (wordCount(figure.short) > 25) throw new Error(`${sample.sampleId} ${figure.figureTag}: short alt text over 25 words`);
      if (wordCount(figure.long) < 60) throw new Error(`${sample.sampleId} ${figure.figureTag}: long alt text too short`);
    }
  }
}

function renderPng(svg: string, width: number = RENDER_WIDTH): Buffer {
  if (!existsSync(join(FONT_DIR, 'DejaVuSans.ttf')))
    throw new Error(`DejaVu fonts not found in ${FONT_DIR} (apt-get install fonts-dejavu-core)`);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'].map((file) => join(FONT_DIR, file)),
      defaultFontFamily: FONT,
    },
  });
  return resvg.render().asPng();
}

function toJpeg(png: Buffer): Buffer {
  const input = join(tmpdir(), `alt-text-${process.pid}.png`);
  const output = join(tmpdir(), `alt-text-${process.pid}.jpg`);
  writeFileSync(input, png);
  try {
    execFileSync(ffmpegPath, ['-y', '-loglevel', 'error', '-i', input, '-q:v', '4', output]);
    return readFileSync(output);
  } finally {
    rmSync(input, { force: true });
    rmSync(output, { force: true });
  }
}

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

interface Rendition {
  file: string;
  width: number;
  height: number;
}

interface RenderedFigure {
  spec: FigureSpec;
  file: string;
  png: Buffer;
  renditions: Rendition[];
}

function labelled(label: string, value: string) {
  return new Paragraph({ spacing: { after: 60 }, children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });
}

async function buildReport(sample: SampleSpec, figures: RenderedFigure[]): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Alt Text Report')] }),
    new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: sample.title, italics: true })] }),
    labelled('Source file', sample.fileName),
    labelled('Figures described', String(figures.length)),
    labelled('Style', 'Academic'),
    new Paragraph({
      spacing: { before: 120, after: 240 },
      children: [
        new TextRun(
          'Each figure has a short description, for the alt attribute read out by screen readers, and a long description that walks through the figure’s content for readers who cannot see it. Word counts are given for each.',
        ),
      ],
    }),
  ];
  for (const { spec, png } of figures) {
    const { width, height } = pngSize(png);
    const displayWidth = 420;
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: children.length > 6,
        children: [new TextRun(`${spec.figureTag}`)],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 160 },
        children: [
          new ImageRun({
            type: 'png',
            data: png,
            transformation: { width: displayWidth, height: Math.round((displayWidth * height) / width) },
            altText: { name: spec.figureTag, title: spec.figureTag, description: spec.short },
          }),
        ],
      }),
    );
    const category = visible(spec.category);
    const complexity = visible(spec.complexity);
    if (category) children.push(labelled('Image type', category));
    if (complexity) children.push(labelled('Complexity', complexity));
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(`Short alt text (${wordCount(spec.short)} words)`)] }),
      new Paragraph({
        spacing: { after: 160 },
        border: { left: { style: BorderStyle.SINGLE, size: 12, color: '4F46E5', space: 8 } },
        children: [new TextRun(spec.short)],
      }),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(`Long alt text (${wordCount(spec.long)} words)`)] }),
      new Paragraph({
        spacing: { after: 240 },
        border: { left: { style: BorderStyle.SINGLE, size: 12, color: '4F46E5', space: 8 } },
        children: [new TextRun(spec.long)],
      }),
    );
  }
  const doc = new Document({
    creator: 'Paperlight Alt Text',
    title: `Alt Text Report: ${sample.title}`,
    description: `Academic-style alt texts for every figure of ${sample.fileName}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ['Paperlight Alt Text · page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    size: 18,
                    color: '6B7280',
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function main() {
  assertFiguresMatchTheirTexts();
  for (const sample of SAMPLES) {
    const assetDir = join(outDir, 'assets', sample.sampleId);
    if (!renditionsOnly) rmSync(assetDir, { recursive: true, force: true });
    mkdirSync(assetDir, { recursive: true });

    const encode = (spec: FigureSpec, png: Buffer) => (spec.format === 'jpg' ? toJpeg(png) : png);
    const rendered: RenderedFigure[] = sample.figures.map((spec) => {
      const svg = spec.draw();
      const png = renderPng(svg);
      const file = `${spec.name}.${spec.format}`;
      if (!renditionsOnly) writeFileSync(join(assetDir, file), encode(spec, png));
      const renditions = RENDITION_WIDTHS.map((width) => {
        const small = renderPng(svg, width);
        const rendition = { file: `${spec.name}-${width}w.${spec.format}`, ...pngSize(small) };
        writeFileSync(join(assetDir, rendition.file), encode(spec, small));
        return rendition;
      });
      return { spec, file, png, renditions };
    });

    const reportFile = 'alt-text-report.docx';
    if (!renditionsOnly) writeFileSync(join(assetDir, reportFile), await buildReport(sample, rendered));

    const base = `/samples/alt-text/assets/${sample.sampleId}`;
    const data = {
      fileName: sample.fileName,
      fileType: sample.fileType,
      title: sample.title,
      style: 'academic',
      reportUrl: `${base}/${reportFile}`,
      images: rendered.map(({ spec, file, png, renditions }, index) => ({
        imageId: `${sample.sampleId}-${index + 1}`,
        imageSequenceNumber: index + 1,
        figureTag: spec.figureTag,
        url: `${base}/${file}`,
        ...pngSize(png),
        renditions: renditions.map((rendition) => ({ url: `${base}/${rendition.file}`, width: rendition.width, height: rendition.height })),
        category: spec.category,
        complexity: spec.complexity,
        altText: { academic: { short: spec.short, long: spec.long } },
      })),
    };
    writeFileSync(join(outDir, `${sample.sampleId}.json`), `${JSON.stringify(data, null, 2)}\n`);

    for (const file of rendered.flatMap((figure) => [figure.file, ...figure.renditions.map((rendition) => rendition.file)])) {
      const size = statSync(join(assetDir, file)).size;
      if (size > MAX_ASSET_BYTES) throw new Error(`${sample.sampleId}/${file} is ${size} bytes, over ${MAX_ASSET_BYTES}`);
      console.log(`${sample.sampleId}/${file}  ${(size / 1024).toFixed(1)} KB`);
    }
    console.log(`${sample.sampleId}/${reportFile}  ${(statSync(join(assetDir, reportFile)).size / 1024).toFixed(1)} KB`);
  }
}

await main();
