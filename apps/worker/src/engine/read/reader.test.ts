/**
 * The reader as a person reads (issue 14): reading order checked against poppler's pdftotext,
 * furniture removed, captions and equations kept out of narration, figures cropped with captions.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionLabel } from './captions';
import { isFurniture, licenceOf } from './furniture';
import { extractPaper, isEquationLine } from './paper';
import { PAPER_FILES, PAPERS_DIR, readPaper } from '../test/papers';
import { CONCLUSION_TEXT, LEFT_SENTENCES, NOTICE, RIGHT_SENTENCES, syntheticPaper } from '../test/synthetic';
import { splitSentences } from './text';
import type { ExtractedPaper } from '../types';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'reader-test-'));
  dirs.push(dir);
  return dir;
}

const narration = (paper: ExtractedPaper) => [paper.abstract, ...paper.sections.flatMap((s) => s.paragraphs)].join('\n');

/** Share of dark pixels and whether the image has both ink and paper. */
async function inkOf(file: string): Promise<{ dark: number; light: number }> {
  const image = await loadImage(file);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let dark = 0;
  let light = 0;
  for (let i = 0; i < data.length; i += 16) {
    const v = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    if (v < 160) dark += 1;
    else if (v > 235) light += 1;
  }
  const n = data.length / 16;
  return { dark: dark / n, light: light / n };
}

describe('given a generated two-column paper with a figure, an equation and notices', () => {
  const figuresDir = tempDir();
  let reading: Promise<ExtractedPaper>;
  beforeAll(() => {
    reading = extractPaper(syntheticPaper(), undefined, { figuresDir });
    return reading.then(() => undefined);
  }, 120_000);

  it('reads the left column before the right one and never mixes them in a sentence', async () => {
    const paper = await reading;
    const text = narration(paper);
    const positions = [...LEFT_SENTENCES, ...RIGHT_SENTENCES].map((s) => text.indexOf(s, paper.abstract.length));
    for (const p of positions) expect(p).toBeGreaterThanOrEqual(0);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const sentence of splitSentences(text)) expect(/apple|orchard/i.test(sentence) && /banana|plantation/i.test(sentence)).toBe(false);
  });

  it('keeps the sections in order, with the page each paragraph starts on', async () => {
    const paper = await reading;
    expect(paper.sections.map((s) => s.heading)).toEqual(['1 Introduction', '2 Method', '3 Results', '4 Conclusion']);
    expect(paper.sections.map((s) => s.pages![0])).toEqual([1, 2, 2, 3]);
    for (const s of paper.sections) expect(s.pages).toHaveLength(s.paragraphs.length);
    expect(paper.sections.at(-1)!.paragraphs.join(' ')).toBe(CONCLUSION_TEXT);
  });

  it('rejoins a word hyphenated at a line end', async () => {
    const text = narration(await reading);
    expect(text).toContain('a shared representation of seasons');
    expect(text).not.toMatch(/repre-?\s+sentation/);
  });

  it('removes running heads, page numbers, notices, licences, dates, affiliations, e-mails, keywords and acknowledgements', async () => {
    const paper = await reading;
    const text = narration(paper);
    for (const furniture of [
      NOTICE.slice(0, 40),
      'Permission',
      'Copyright',
      'Creative Commons',
      'Synthetic Harvest Conference',
      'Received',
      'Department',
      'University of Fruitville',
      '@',
      'Keywords',
      'growers association',
      'Proceedings',
    ]) {
      expect(text).not.toContain(furniture);
    }
    expect(text).not.toMatch(/https?:|www\.|example\.org/);
    // The URL goes without leaving a broken sentence behind.
    expect(text).toContain('Our code is available. Possibly, other growers will extend it to more fruits.');
    expect(paper.references).toHaveLength(2);
  });

  it('keeps captions and display equations out of narration', async () => {
    const text = narration(await reading);
    expect(text).not.toContain('Bars show means');
    expect(text).not.toContain('Accuracy of the synthetic model grows');
    expect(text).not.toContain('max(0');
    expect(text).not.toMatch(/\bsmall\b.*\bmedium\b/);
  });

  it('finds the figure above its caption and crops both at 2x', async () => {
    const paper = await reading;
    expect(paper.figures).toHaveLength(1);
    const figure = paper.figures![0]!;
    expect(figure).toMatchObject({ id: 'figure-1', kind: 'figure', label: 'Figure 1', page: 2 });
    expect(figure.caption).toBe('Figure 1: Accuracy of the synthetic model grows with model size. Bars show means over five runs.');
    // Bars reach 632 pt from the bottom of a 792 pt page; the caption's last line sits at 469 pt.
    const [x0, top, x1, bottom] = figure.bbox!;
    expect(top).toBeLessThanOrEqual(792 - 645 + 1);
    expect(bottom).toBeGreaterThanOrEqual(792 - 469);
    expect(bottom).toBeLessThan(792 - 440);
    expect(x0).toBeGreaterThan(300);
    expect(x1).toBeLessThanOrEqual(612);
    expect(figure.image).toBe(path.join(figuresDir, 'figure-1.png'));
    expect(readdirSync(figuresDir)).toEqual(['figure-1.png']);
    expect(Math.abs(figure.width! - (x1 - x0) * 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(figure.height! - (bottom - top) * 2)).toBeLessThanOrEqual(2);
    const ink = await inkOf(figure.image!);
    expect(ink.dark).toBeGreaterThan(0.03);
    expect(ink.light).toBeGreaterThan(0.3);
  });

  it('reads the citation as printed', async () => {
    const paper = await reading;
    expect(paper.citation).toEqual({
      venue: 'Proceedings of the Synthetic Harvest Conference 2024',
      year: '2024',
      doi: '10.1145/1234567.7654321',
      license: 'CC BY 4.0',
      pages: '1-3',
    });
  });

  it('writes nothing when no figures folder is given', async () => {
    const paper = await extractPaper(syntheticPaper());
    expect(paper.figures![0]!.image).toBeUndefined();
    expect(paper.figures![0]!.bbox).toBeDefined();
  });
});

describe('recognising captions, equations and notices', () => {
  it('tells a caption from a sentence that starts with a figure reference', () => {
    expect(captionLabel('Figure 3: Accuracy by model size.')).toEqual({ kind: 'figure', number: '3' });
    expect(captionLabel('Fig. 2. Overall architecture')).toEqual({ kind: 'figure', number: '2' });
    expect(captionLabel('Fig 7. Hierarchical heat map')).toEqual({ kind: 'figure', number: '7' });
    expect(captionLabel('Figure 1 Location of the study area')).toEqual({ kind: 'figure', number: '1' });
    expect(captionLabel('Table 2 | Effects of the policy')).toEqual({ kind: 'table', number: '2' });
    expect(captionLabel('TABLE IV')).toEqual({ kind: 'table', number: 'IV' });
    expect(captionLabel('Figure S1. Supplementary data')).toEqual({ kind: 'figure', number: 'S1' });
    expect(captionLabel('Table 1 presents the main results')).toBeNull();
    expect(captionLabel('Figure 2, the homogeneity and completeness')).toBeNull();
    expect(captionLabel('Fig. 2 shows the overall architecture')).toBeNull();
    expect(captionLabel('Table 9). Other significant parts')).toBeNull();
    expect(captionLabel('Figures 3 and 4 show')).toBeNull();
  });

  it('tells a display equation from prose with a formula in it', () => {
    expect(isEquationLine('v = Transformer(input)[CLS], (1)')).toBe(true);
    expect(isEquationLine('L = max(0, d(a, p) - d(a, n) + m)')).toBe(true);
    expect(isEquationLine('(4)')).toBe(true);
    expect(isEquationLine('where d is a distance function and m is the loss margin hyperparameter (we choose m = 1).')).toBe(false);
    expect(isEquationLine('We used the I² statistic to indicate the proportion of total variation.')).toBe(false);
  });

  it('knows notices, licences and addresses', () => {
    expect(isFurniture(NOTICE)).toBe(true);
    expect(
      isFurniture('Copyright © 2019 The Author(s). Published by Elsevier Ltd. This is an Open Access article under the CC BY 4.0 license.'),
    ).toBe(true);
    expect(isFurniture('Received: April 14, 2018')).toBe(true);
    expect(isFurniture('Funding: This work was supported by the Dean’s office.')).toBe(true);
    expect(isFurniture('Paul G. Allen School of Computer Science & Engineering, University of Washington, Seattle')).toBe(true);
    expect(isFurniture('We recruited participants from the university hospital over two years, and followed them up for a decade.')).toBe(
      false,
    );
    expect(licenceOf('under the terms of the Creative Commons Attribution 3.0 licence.')).toBe('CC BY 3.0');
    expect(licenceOf('Creative Commons Attribution License (http://creativecommons.org/licenses/by/4.0)')).toBe('CC BY 4.0');
    expect(licenceOf('licensed under CC BY-NC-ND 4.0')).toBe('CC BY-NC-ND 4.0');
  });
});

/** pdftotext's text as a stream of lower-case letters and digits: an independent reading order. */
function popplerLetters(file: string): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(PAPERS_DIR, file), '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return letters(text);
}

function letters(text: string): string {
  // Letters only: citation numbers and markers we remove, and math pdftotext spells its own way, drop out.
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

/**
 * Whether a sentence follows pdftotext's order: its opening, middle and closing 12 letters occur in
 * that order within a short stretch of pdftotext's text (room for a footnote or a removed citation
 * between them). A chunk pdftotext spells differently (a removed '(Smith et al., 2019)') is skipped,
 * but two must be found. A sentence stitched from two columns has no such stretch.
 */
function followsPoppler(sentence: string, poppler: string): boolean {
  const s = letters(sentence);
  if (s.length < 60) return true;
  const middle = Math.floor(s.length / 2);
  const chunks = [s.slice(0, 12), s.slice(middle - 6, middle + 6), s.slice(-12)].filter((c) => poppler.includes(c));
  if (chunks.length < 2) return false;
  let from = poppler.indexOf(chunks[0]!);
  while (from >= 0) {
    let at = from;
    let ok = true;
    for (const chunk of chunks.slice(1)) {
      const found = poppler.indexOf(chunk, at);
      if (found < 0 || found - at > s.length + 900) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) return true;
    from = poppler.indexOf(chunks[0]!, from + 1);
  }
  return false;
}

const reports: string[] = [];
afterAll(() => {
  if (reports.length) console.info(`reader checks:\n${reports.join('\n')}`);
});

describe.each(PAPER_FILES)('given the shared paper %s', (file) => {
  const figuresDir = tempDir();
  let reading: Promise<{ paper: ExtractedPaper; ms: number }>;
  // One paper at a time: pdf.js and the renderer share two cores with everything else.
  beforeAll(() => {
    reading = (async () => {
      const started = performance.now();
      const paper = await extractPaper(readPaper(file), undefined, { figuresDir });
      return { paper, ms: performance.now() - started };
    })();
    return reading.then(() => undefined);
  }, 180_000);

  it('narrates sentences in the order poppler reads them, none stitched from two columns', async () => {
    const { paper } = await reading;
    const poppler = popplerLetters(file);
    const sentences = paper.sections.flatMap((s) => s.paragraphs.flatMap((p) => splitSentences(p)));
    // Sentences long enough to tell apart; citation markers removed from ours are not in poppler's.
    const checked = sentences.filter((s) => s.split(/\s+/).length >= 12);
    const failing = checked.filter((s) => !followsPoppler(s, poppler));
    reports.push(`  ${file}: ${checked.length - failing.length}/${checked.length} sentences follow pdftotext`);
    if (process.env.READER_DEBUG) reports.push(...failing.map((f) => `    ✗ ${f}`));
    expect(checked.length).toBeGreaterThan(30);
    expect(failing.length / checked.length).toBeLessThan(0.05);
  });

  it('narrates no notice, licence, address, e-mail, URL, caption or equation', async () => {
    const { paper } = await reading;
    const text = narration(paper);
    expect(text).not.toMatch(/permission to make digital|creative commons|open access article|all rights reserved|licensee/i);
    expect(text).not.toMatch(/https?:\/\/|www\.|[\w.]+@[\w.]+\.\w{2,}/);
    expect(text).not.toMatch(/(?:^|\n)(?:Received|Accepted|Published|Keywords|Funding|Copyright)\b/);
    for (const paragraph of paper.sections.flatMap((s) => s.paragraphs)) {
      expect(captionLabel(paragraph) !== null && /^(?:fig|table)/i.test(paragraph) && /[.:|]/.test(paragraph.slice(0, 12))).toBe(false);
    }
    for (const figure of paper.figures ?? []) expect(text).not.toContain(figure.caption.slice(0, 80));
  });

  it('finds at least 80 % of the captioned figures and tables, each cropped with its caption', async () => {
    const { paper, ms } = await reading;
    const printed = new Set<string>();
    const poppler = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(PAPERS_DIR, file), '-'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const line of poppler.split('\n')) {
      const label = captionLabel(line);
      if (label && /^(?:fig(?:ure)?\.?|table)\s*\S+\s*(?:[.:|]|\s+\p{Lu})/iu.test(line)) printed.add(`${label.kind}-${label.number}`);
    }
    const figures = paper.figures ?? [];
    const found = figures.filter((f) => printed.has(f.id));
    reports.push(`  ${file}: ${found.length}/${printed.size} captions cropped, ${Math.round(ms)} ms with figures`);
    expect(printed.size).toBeGreaterThan(0);
    expect(found.length / printed.size).toBeGreaterThanOrEqual(0.8);
    expect(new Set(figures.map((f) => f.id)).size).toBe(figures.length);
    for (const figure of figures) {
      const label = captionLabel(figure.caption);
      expect(label && `${label.kind}-${label.number}`).toBe(figure.id);
      expect(figure.page).toBeGreaterThanOrEqual(1);
      const [x0, y0, x1, y1] = figure.bbox!;
      expect(x1 - x0).toBeGreaterThan(60);
      expect(y1 - y0).toBeGreaterThan(40);
      expect(figure.width).toBeGreaterThan(120);
      expect(figure.height).toBeGreaterThan(80);
      const ink = await inkOf(figure.image!);
      expect(ink.dark).toBeGreaterThan(0.005);
      expect(ink.light).toBeGreaterThan(0.2);
    }
  });
});
