import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckInputs } from '../test/deck-inputs';
import { PAPER_FILES } from '../test/papers';
import { slideThumbnail, writeHandout } from './draw';
import { planDeck, type DeckConfig, type DeckPlan, type TextBox } from './plan';
import { writePptx } from './pptx';

// Issue 35's target: the deck opens in LibreOffice (headless conversion to PDF), with a slide a scene
// plus the title and closing slides, every figure an image, speaker notes on every content slide, and
// no text outside its box, measured on the converted PDF's word positions.

const office = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
if (!office && process.env.CI === 'true') throw new Error('LibreOffice (soffice) is required in CI: .ci/run installs libreoffice-impress');

const DECKS: { file: string; config: DeckConfig }[] = [
  { file: PAPER_FILES[0]!, config: { size: '16:9', notes: true, theme: 'paperlight' } },
  { file: PAPER_FILES[4]!, config: { size: '4:3', notes: true, theme: 'plain' } },
];

const dir = mkdtempSync(join(tmpdir(), 'deck-office-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Converted {
  plan: DeckPlan;
  scenes: number;
  figures: number;
  pptx: Uint8Array;
  pdf: string;
}
const converted: Converted[] = [];

beforeAll(async () => {
  if (!office) return;
  for (const [index, { file, config }] of DECKS.entries()) {
    const { paper, storyboard, images } = await deckInputs(file);
    const plan = planDeck(storyboard, paper, config, images);
    const pptx = await writePptx(plan);
    writeFileSync(join(dir, `deck-${index}.pptx`), pptx);
    converted.push({
      plan,
      scenes: storyboard.scenes.length,
      figures: plan.slides.filter((s) => s.kind === 'figure' || s.kind === 'table').length,
      pptx,
      pdf: join(dir, `deck-${index}.pdf`),
    });
  }
  // One LibreOffice for both decks, with a profile of its own (a desktop's running one is not disturbed).
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      ...DECKS.map((_, i) => join(dir, `deck-${i}.pptx`)),
    ],
    { stdio: 'ignore', timeout: 240_000 },
  );
}, 300_000);

interface Word {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The converted PDF's words with their boxes (poppler's pdftotext -bbox), by page. */
function wordsOf(pdf: string): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  const words: Word[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) words.push({ page, x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]), text: m[5]! });
  }
  return words;
}

describe.runIf(office).each(DECKS.map((deck, index) => [deck.file, deck.config.size, index] as const))(
  'the deck of %s (%s) in LibreOffice',
  (_file, _size, index) => {
    it('has a slide a scene plus the title and closing slides, every figure as an image', () => {
      const { plan, scenes, figures, pdf } = converted[index]!;
      const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
      expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(scenes + 2);
      expect(
        /Page size:\s+([\d.]+) x ([\d.]+)/
          .exec(info)
          ?.slice(1)
          .map((n) => Math.round(Number(n))),
      ).toEqual([plan.width, plan.height]);
      const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .filter((line) => line.trim());
      const pages = new Set(images.map((line) => Number(line.trim().split(/\s+/)[0])));
      plan.slides.forEach((slide, i) => {
        if (slide.kind === 'figure' || slide.kind === 'table') expect(pages.has(i + 1), `slide ${i + 1} shows its figure`).toBe(true);
      });
      expect(figures).toBeGreaterThan(0);
    });

    it('keeps every word inside a text box of its slide, as laid out', () => {
      const { plan, pdf } = converted[index]!;
      const outside = wordsOf(pdf).filter((word) => {
        const boxes = plan.slides[word.page - 1]!.boxes.filter((box): box is TextBox => box.kind === 'text');
        // Two points of slack for the renderer's glyph bounds.
        return !boxes.some(
          (box) => word.x0 >= box.x - 2 && word.x1 <= box.x + box.w + 2 && word.y0 >= box.y - 2 && word.y1 <= box.y + box.h + 2,
        );
      });
      expect(
        outside.map((w) => `p${w.page} ${w.text} (${w.x0.toFixed(0)},${w.y0.toFixed(0)}–${w.x1.toFixed(0)},${w.y1.toFixed(0)})`),
      ).toEqual([]);
    });

    it('has the narration as speaker notes on every content slide', () => {
      const { plan, pptx } = converted[index]!;
      const files = unzipSync(pptx);
      const notes = Object.keys(files).filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name));
      const texts = notes.map((name) => strFromU8(files[name]!));
      plan.slides.slice(1, -1).forEach((slide) => {
        const start = slide.notes
          .slice(0, 40)
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&apos;');
        expect(
          texts.some((xml) => xml.includes(start)),
          slide.heading,
        ).toBe(true);
      });
    });
  },
);

describe.runIf(office)('the handout and the thumbnail', () => {
  it('has a page a slide with the notes under it, the title page naming every author, as text', async () => {
    const { plan } = converted[0]!;
    const handout = join(dir, 'handout.pdf');
    writeFileSync(handout, await writeHandout(plan));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [handout], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBe(plan.slides.length);
    const text = (page: number) =>
      execFileSync('pdftotext', ['-f', String(page), '-l', String(page), handout, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const { paper } = await deckInputs(DECKS[0]!.file);
    for (const author of paper.authors) expect(text(1)).toContain(author);
    expect(text(2)).toContain('Speaker notes');
    expect(text(2)).toContain(plan.slides[1]!.notes.split(' ').slice(0, 6).join(' '));
    const png = await slideThumbnail(plan);
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
    expect(readFileSync(handout).length).toBeGreaterThan(10_000);
  });
});
