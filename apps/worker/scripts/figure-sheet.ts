/**
 * Reads every shared paper twice in one run — text only, then with figure crops — prints the
 * time of each and their ratio, and lays every crop out on one contact sheet to look at.
 *
 *   pnpm --filter @paperlight/worker exec tsx scripts/figure-sheet.ts [out-dir]
 *
 * Writes <out-dir>/figures/<paper>/<id>.png and <out-dir>/contact-sheet.png (default: a temp dir).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PAPER_FILES, readPaper } from '@paperlight/remix-core/testing';
import { extractPaper } from '../src/engine/read/paper';
import type { PaperFigure } from '../src/engine/types';

const out = path.resolve(process.argv[2] ?? mkdtempSync(path.join(tmpdir(), 'figure-sheet-')));
const crops: { paper: string; figure: PaperFigure }[] = [];
for (const file of PAPER_FILES) {
  const bytes = readPaper(file);
  const dir = path.join(out, 'figures', file.replace(/\.pdf$/i, ''));
  rmSync(dir, { recursive: true, force: true });
  let started = performance.now();
  await extractPaper(bytes);
  const textMs = performance.now() - started;
  started = performance.now();
  const paper = await extractPaper(bytes, undefined, { figuresDir: dir });
  const fullMs = performance.now() - started;
  const figures = paper.figures ?? [];
  for (const figure of figures) crops.push({ paper: file, figure });
  console.info(
    `${file.padEnd(58)} ${String(paper.pageCount).padStart(2)} pages  ${String(figures.length).padStart(2)} figures  text ${Math.round(textMs)} ms  with crops ${Math.round(fullMs)} ms  ×${(fullMs / textMs).toFixed(2)}`,
  );
}

const cell = 300;
const columns = 8;
const rows = Math.ceil(crops.length / columns);
const sheet = createCanvas(columns * cell, rows * (cell + 24));
const context = sheet.getContext('2d');
context.fillStyle = '#dddddd';
context.fillRect(0, 0, sheet.width, sheet.height);
for (const [i, { paper, figure }] of crops.entries()) {
  if (!figure.image) continue;
  const image = await loadImage(figure.image);
  const scale = Math.min((cell - 8) / image.width, (cell - 8) / image.height);
  const x = (i % columns) * cell;
  const y = Math.floor(i / columns) * (cell + 24);
  context.drawImage(image, x + 4, y + 4, image.width * scale, image.height * scale);
  context.strokeStyle = '#d00000';
  context.strokeRect(x + 4, y + 4, image.width * scale, image.height * scale);
  context.fillStyle = '#000000';
  context.font = '12px sans-serif';
  context.fillText(`${paper.split('-').slice(0, 2).join('-')} · ${figure.label} · p. ${figure.page}`, x + 4, y + cell + 16);
}
const sheetFile = path.join(out, 'contact-sheet.png');
writeFileSync(sheetFile, await sheet.encode('png'));
console.info(`${crops.length} crops → ${sheetFile}`);
