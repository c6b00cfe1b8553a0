import { describe, expect, it } from 'vitest';
import { paperSentences, supportOf } from '../script/grounding';
import { deckInputs } from '../test/deck-inputs';
import { PAPER_FILES } from '../test/papers';
import { textWidth } from './measure';
import { DEFAULT_DECK_CONFIG, deckConfigOf, fitText, planDeck, shortenedBoxes, textHeight, type DeckPlan, type TextBox } from './plan';

const textBoxes = (plan: DeckPlan) => plan.slides.flatMap((slide) => slide.boxes.filter((box): box is TextBox => box.kind === 'text'));

/** Every line no wider than its box, every box's text no taller than the box, every box on the slide. */
function overflows(plan: DeckPlan): string[] {
  const found: string[] = [];
  for (const box of textBoxes(plan)) {
    const indent = box.bullet ? box.size * 0.9 : 0;
    for (const line of box.paragraphs.flatMap((p) => p.lines)) {
      if (textWidth(line, box.size, box.weight) > box.w - indent + 0.01) found.push(`wide: ${line}`);
    }
    if (textHeight(box) > box.h + 0.01) found.push(`tall: ${box.paragraphs[0]?.text.slice(0, 40)}`);
    if (box.x < 0 || box.y < 0 || box.x + box.w > plan.width || box.y + box.h > plan.height + 0.01)
      found.push(`off the slide: ${box.paragraphs[0]?.text.slice(0, 40)}`);
  }
  return found;
}

describe('fitText', () => {
  const area = { x: 40, y: 40, w: 400, h: 120 };

  it('keeps the largest size at which the text fits, every line within the width', () => {
    const short = fitText(['A short heading'], area, { max: 30, min: 12 });
    expect(short.size).toBe(30);
    const long = fitText(['A long claim that has to wrap over several lines of the box before it ends, '.repeat(3)], area, {
      max: 30,
      min: 10,
    });
    expect(long.size).toBeLessThan(30);
    expect(long.size).toBeGreaterThanOrEqual(10);
    expect(textHeight(long)).toBeLessThanOrEqual(area.h);
    for (const line of long.paragraphs[0]!.lines) expect(textWidth(line, long.size, 400)).toBeLessThanOrEqual(area.w);
    expect(long.shortened).toBeUndefined();
  });

  it('leaves out the end of a text no size can hold, and says so, rather than overflow', () => {
    const huge = fitText(['word '.repeat(2000)], area, { max: 24, min: 10 });
    expect(huge.shortened).toBe(true);
    expect(textHeight(huge)).toBeLessThanOrEqual(area.h);
    expect(huge.paragraphs.at(-1)!.text.endsWith('…')).toBe(true);
    const points = fitText(
      Array.from({ length: 40 }, (_, i) => `Point ${i + 1} of a long list`),
      area,
      { max: 20, min: 10, bullet: true },
    );
    expect(points.shortened).toBe(true);
    expect(points.paragraphs.length).toBeLessThan(40);
  });

  it('breaks a word wider than the box (a URL) instead of letting it run out', () => {
    const url = fitText([`https://example.org/${'a'.repeat(200)}`], { x: 0, y: 0, w: 200, h: 300 }, { max: 14, min: 14 });
    for (const line of url.paragraphs[0]!.lines) expect(textWidth(line, 14, 400)).toBeLessThanOrEqual(200);
  });
});

describe('deckConfigOf', () => {
  it('reads the node’s settings as the deck’s, the contract’s defaults first', () => {
    expect(DEFAULT_DECK_CONFIG).toEqual({ size: '16:9', notes: true, theme: 'paperlight' });
    expect(deckConfigOf({ slide_size: '4:3', speaker_notes: 'no', theme: 'plain' })).toEqual({ size: '4:3', notes: false, theme: 'plain' });
  });
});

describe.each(PAPER_FILES.map((file) => [file] as const))('the deck of %s', (file) => {
  it('has the title slide, a slide a scene and the closing slide, every text inside its box', async () => {
    const { paper, storyboard, images } = await deckInputs(file);
    for (const size of ['16:9', '4:3'] as const) {
      const plan = planDeck(storyboard, paper, { ...DEFAULT_DECK_CONFIG, size }, images);
      expect(plan.slides.length).toBe(storyboard.scenes.length + 2);
      expect(overflows(plan)).toEqual([]);
      expect(shortenedBoxes(plan).map((box) => box.paragraphs.at(-1)?.text)).toEqual([]);
    }
    const plan = planDeck(storyboard, paper, DEFAULT_DECK_CONFIG, images);
    const words = (index: number) =>
      textBoxes({ ...plan, slides: [plan.slides[index]!] })
        .flatMap((box) => box.paragraphs.map((p) => p.text))
        .join(' ');
    // Every author on the title slide, the citation and the licence credit on the last.
    for (const author of paper.authors) expect(words(0)).toContain(author);
    expect(words(plan.slides.length - 1)).toContain(paper.title.replace(/\.$/, ''));
    expect(words(plan.slides.length - 1)).toMatch(/shown under the paper’s licence/);
    // The narration as speaker notes on every scene's slide; a figure shown is the paper's own crop.
    plan.slides
      .slice(1, -1)
      .forEach((slide, index) => expect(slide.notes).toBe(storyboard.scenes[index]!.narration.replace(/\s+/g, ' ').trim()));
    for (const slide of plan.slides.filter((s) => s.kind === 'figure' || s.kind === 'table')) {
      const image = slide.boxes.find((box) => box.kind === 'image');
      expect(image && [...images.values()].some((known) => known.png === image.png)).toBe(true);
    }
    // A quote on a slide is the paper's sentence (made speakable, as the film shows it), on the page the slide names.
    const pool = paperSentences(paper);
    for (const slide of plan.slides.filter((s) => s.kind === 'quote')) {
      const quote = textBoxes({ ...plan, slides: [slide] }).find((box) => box.paragraphs[0]?.text.startsWith('“'))!;
      const support = supportOf(quote.paragraphs[0]!.text.replace(/^“|”$/g, ''), pool);
      expect(support, quote.paragraphs[0]!.text).not.toBeNull();
      if (slide.page !== undefined && support!.sentence.page !== undefined) expect(support!.sentence.page).toBe(slide.page);
    }
  });
});

describe('a deck without speaker notes, in the plain theme', () => {
  it('has no notes and no accent bar', async () => {
    const { paper, storyboard, images } = await deckInputs(PAPER_FILES[0]!);
    const plan = planDeck(storyboard, paper, { size: '4:3', notes: false, theme: 'plain' }, images);
    expect(plan.slides.every((slide) => slide.notes === '')).toBe(true);
    expect(plan.slides.flatMap((slide) => slide.boxes).some((box) => box.kind === 'rule')).toBe(false);
    expect(plan.width).toBe(720);
  });
});
