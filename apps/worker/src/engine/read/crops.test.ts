/**
 * Crop bounds (issue 30): every crop holds exactly one figure with its whole caption — no
 * neighbour, no clipped caption ('ure 4: Performance ratio…') — on pages the test draws.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layoutPdf, type PlacedText } from '@paperlight/remix-core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { cropHoldsOneFigure, pdftotextAvailable } from '../eval/results';
import { extractPaper } from './paper';

const PROSE =
  'Moldable tasks can run on any number of processors and the scheduler chooses that number for each task before it starts. The authors compare six scheduling algorithms on random task graphs of growing size and measure how far each schedule is from the best possible one. ';

function prose(y: number, lines: number, x0 = 72, chars = 95): PlacedText[] {
  const words = PROSE.repeat(8).split(' ');
  const out: PlacedText[] = [];
  for (let i = 0; i < lines; i += 1) {
    let line = '';
    while (words.length && `${line} ${words[0]}`.length < chars) line = `${line} ${words.shift()}`.trim();
    out.push({ x: x0, y: y - i * 12, text: line, size: 10 });
  }
  return out;
}

/** Two figures side by side under one column of prose, each with its caption below it. */
function sideBySide(): Uint8Array {
  const first: PlacedText[] = [
    { x: 72, y: 740, text: 'Scheduling Moldable Tasks on Clusters', size: 16, bold: true },
    { x: 72, y: 712, text: 'Abstract', size: 12, bold: true },
    ...prose(696, 12),
  ];
  const page: PlacedText[] = [
    { x: 72, y: 740, text: '5 Results', size: 12, bold: true },
    ...prose(724, 10),
    { x: 80, y: 386, text: 'Figure 3: Schedules of the greedy algorithm', size: 9 },
    { x: 80, y: 376, text: 'for ten tasks on eight processors.', size: 9 },
    { x: 322, y: 386, text: 'Figure 4: Performance ratio of the six', size: 9 },
    { x: 322, y: 376, text: 'algorithms for 10 to 100 tasks.', size: 9 },
    ...prose(350, 16),
  ];
  return layoutPdf([
    { text: first },
    {
      text: page,
      rects: [
        { x: 80, y: 400, w: 210, h: 190 },
        { x: 100, y: 420, w: 60, h: 80, fill: '0.2 0.3 0.8' },
        { x: 322, y: 400, w: 210, h: 190 },
        { x: 350, y: 430, w: 40, h: 120, fill: '0.8 0.3 0.2' },
      ],
    },
  ]);
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'crops-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('crops hold one whole figure and its caption', () => {
  it('keeps a figure’s neighbour and the neighbour’s caption out of its crop', async () => {
    const paper = await extractPaper(sideBySide(), undefined, { figuresDir: tempDir() });
    const byId = new Map((paper.figures ?? []).map((f) => [f.id, f]));
    expect([...byId.keys()].sort()).toEqual(['figure-3', 'figure-4']);
    const three = byId.get('figure-3')!;
    const four = byId.get('figure-4')!;
    expect(three.caption).toBe('Figure 3: Schedules of the greedy algorithm for ten tasks on eight processors.');
    expect(four.caption).toBe('Figure 4: Performance ratio of the six algorithms for 10 to 100 tasks.');
    // bbox: page points, origin top-left. Figure 3's drawing spans x 80–290, figure 4's 322–532.
    expect(three.bbox![0]).toBeLessThanOrEqual(80);
    expect(three.bbox![2]).toBeGreaterThanOrEqual(290);
    expect(three.bbox![2]).toBeLessThan(322);
    expect(four.bbox![0]).toBeGreaterThan(290);
    expect(four.bbox![0]).toBeLessThanOrEqual(322);
    expect(four.bbox![2]).toBeGreaterThanOrEqual(532);
    // Each holds its drawing and its whole caption (two lines below the drawing, y from the top 792 − 376 + 3).
    for (const figure of [three, four]) {
      expect(figure.bbox![1]).toBeLessThanOrEqual(792 - 590);
      expect(figure.bbox![3]).toBeGreaterThanOrEqual(792 - 376 + 2);
    }
  });

  it.skipIf(!pdftotextAvailable())('reads a crop back with pdftotext: one whole figure and caption passes, a neighbour fails', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'side-by-side.pdf');
    const bytes = sideBySide();
    writeFileSync(file, bytes);
    const paper = await extractPaper(bytes, undefined, { figuresDir: dir });
    for (const figure of paper.figures ?? []) expect(await cropHoldsOneFigure(file, figure), figure.id).toEqual({ ok: true });
    const three = paper.figures!.find((f) => f.id === 'figure-3')!;
    // The crop the reader made before issue 30: both drawings, and figure 4's caption.
    const wide = { ...three, bbox: [77, 199, 535, 418] as [number, number, number, number] };
    expect((await cropHoldsOneFigure(file, wide))?.ok).toBe(false);
    // A crop that clips its own caption's last line.
    const clipped = { ...three, bbox: [77, 199, 293, 410] as [number, number, number, number] };
    expect((await cropHoldsOneFigure(file, clipped))?.ok).toBe(false);
  });
});

describe('a table’s rows (issue 30: the film shows the rows a slide talks about)', () => {
  it('gives each row’s cells side by side, top to bottom, where the row sits in the crop', async () => {
    const cells = (y: number, texts: string[]): PlacedText[] => texts.map((text, i) => ({ x: 90 + i * 120, y, text, size: 9 }));
    const page: PlacedText[] = [
      { x: 72, y: 740, text: '4 Results', size: 12, bold: true },
      ...prose(724, 10),
      { x: 90, y: 590, text: 'Table 2: Grain yield and kernel weight of four genotypes after heat stress.', size: 9 },
      ...cells(570, ['Genotype', 'Yield', 'Weight']),
      ...cells(556, ['Alpha', '6.3', '2.1']),
      ...cells(542, ['Beta', '5.8', '1.9']),
      ...cells(528, ['Gamma', '4.2', '1.4']),
      ...cells(514, ['Delta', '3.9', '1.2']),
      ...prose(470, 16),
    ];
    const first: PlacedText[] = [
      { x: 72, y: 740, text: 'Heat Stress in Wheat', size: 16, bold: true },
      { x: 72, y: 712, text: 'Abstract', size: 12, bold: true },
      ...prose(696, 12),
    ];
    const paper = await extractPaper(
      layoutPdf([
        { text: first },
        {
          text: page,
          rects: [
            { x: 88, y: 578, w: 380, h: 0.5 },
            { x: 88, y: 506, w: 380, h: 0.5 },
          ],
        },
      ]),
      undefined,
      { figuresDir: tempDir() },
    );
    const table = paper.figures?.find((f) => f.id === 'table-2');
    expect(table).toBeDefined();
    expect(table!.rows!.map((r) => r.text)).toEqual([
      'Genotype Yield Weight',
      'Alpha 6.3 2.1',
      'Beta 5.8 1.9',
      'Gamma 4.2 1.4',
      'Delta 3.9 1.2',
    ]);
    // Each row 14 pt (28 crop pixels) under the one before, its top about a cap height above its baseline.
    const tops = table!.rows!.map((r) => r.y);
    for (let i = 1; i < tops.length; i++) expect(tops[i]! - tops[i - 1]!).toBe(28);
    const cropTop = Math.floor(table!.bbox![1] * 2);
    expect(tops[1]).toBe(Math.round((792 - 556 - 9 * 0.9) * 2) - cropTop);
    expect(table!.rows!.every((r) => r.y + r.height <= table!.height!)).toBe(true);
  });
});
