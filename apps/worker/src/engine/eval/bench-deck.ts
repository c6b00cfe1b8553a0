/**
 * `pnpm bench:presentation` (issue 35): every paper of ../shared/papers read as the Paper Input node
 * reads it (figure crops included), its storyboard made with the defaults, then the Presentation node's
 * work — the deck laid out, the PowerPoint file, the PDF handout and the first slide's thumbnail.
 *   targets: slides = scenes + 2; no text box that had to be shortened; every figure shown as an image;
 *            the node's work ≤ 10 s a paper. BENCH_DECK_DIR=<dir> keeps the files to open.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slideThumbnail, writeHandout } from '../deck/draw';
import { deckImages } from '../deck/images';
import { DEFAULT_DECK_CONFIG, planDeck, shortenedBoxes } from '../deck/plan';
import { writePptx } from '../deck/pptx';
import { createExtractiveProvider } from '../providers/extractive';
import { readPaperSandboxed } from '../read/pdf-sandbox';

const TARGET_SECONDS = 10;

export async function runDeckBench(papersDir: string): Promise<boolean> {
  const files = readdirSync(papersDir)
    .filter((file) => file.toLowerCase().endsWith('.pdf'))
    .sort();
  const keep = process.env.BENCH_DECK_DIR;
  if (keep) mkdirSync(keep, { recursive: true });
  const llm = createExtractiveProvider();
  const rows: Record<string, string | number>[] = [];
  let pass = true;
  for (const file of files) {
    const figuresDir = mkdtempSync(join(tmpdir(), 'bench-deck-'));
    try {
      const paper = await readPaperSandboxed(new Uint8Array(readFileSync(join(papersDir, file))), {}, { figuresDir });
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
      const started = performance.now();
      const images = await deckImages(storyboard, async (key) => new Uint8Array(readFileSync(key)));
      const plan = planDeck(storyboard, paper, DEFAULT_DECK_CONFIG, images);
      const planned = performance.now();
      const [pptx, pdf, png] = [await writePptx(plan), await writeHandout(plan), await slideThumbnail(plan)];
      const seconds = (performance.now() - started) / 1000;
      const shown = storyboard.scenes
        .flatMap((scene) => scene.visual_elements)
        .filter((v) => (v.type === 'figure' || v.type === 'table') && v.image && images.has(v.image)).length;
      const figureSlides = plan.slides.filter((s) => s.kind === 'figure' || s.kind === 'table').length;
      const shortened = shortenedBoxes(plan).length;
      const ok =
        plan.slides.length === storyboard.scenes.length + 2 &&
        shortened === 0 &&
        figureSlides >= Math.min(shown, 1) &&
        seconds <= TARGET_SECONDS;
      pass &&= ok;
      if (keep) {
        const name = file.replace(/\.pdf$/, '');
        writeFileSync(join(keep, `${name}.pptx`), pptx);
        writeFileSync(join(keep, `${name}.pdf`), pdf);
        writeFileSync(join(keep, `${name}.png`), png);
      }
      rows.push({
        paper: file.replace(/\.pdf$/, ''),
        scenes: storyboard.scenes.length,
        slides: plan.slides.length,
        'figure slides': figureSlides,
        shortened,
        'pptx KB': Math.round(pptx.length / 1024),
        'handout KB': Math.round(pdf.length / 1024),
        'layout ms': Math.round(planned - started),
        'node s': Number(seconds.toFixed(2)),
        verdict: ok ? 'PASS' : 'FAIL',
      });
    } finally {
      rmSync(figuresDir, { recursive: true, force: true });
    }
  }
  console.table(rows);
  console.log(
    `presentation: ${pass ? 'PASS' : 'FAIL'} (targets: scenes + 2 slides, no shortened text, figures as images, ≤ ${TARGET_SECONDS} s a paper)`,
  );
  return pass;
}
