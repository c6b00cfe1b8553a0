import { describe, expect, it } from 'vitest';
import { locateQuote, normalizeQuote, type PdfTextContentItem } from './locate';
import { fakeTextRuns } from './testing';

/** Runs of 10 pt text, one per line, 5 pt per character (as the fake pages set them). */
const page = (...lines: string[]) => fakeTextRuns(lines);

describe('normalizeQuote', () => {
  it('ignores white space, hyphens, accents, ligatures and case, and a cut mark at either end', () => {
    expect(normalizeQuote('… Café-style  ﬁne\u00adtuning …')).toBe('cafestylefinetuning');
    expect(normalizeQuote('...the end...')).toBe('theend');
  });
});

describe('locateQuote', () => {
  it('covers a quote on one line from its first to its last character', () => {
    const location = locateQuote(page('Intro. We propose a new model. Then more.'), 'We propose a new model.');
    expect(location?.match).toBe('exact');
    expect(location?.occurrences).toBe(1);
    expect(location?.rects).toHaveLength(1);
    const [rect] = location!.rects;
    // The line starts at x = 72 and is 42 characters × 5 pt wide; the quote is its middle part.
    expect(rect!.x).toBeGreaterThan(72 + 20);
    expect(rect!.x + rect!.width).toBeLessThan(72 + 42 * 5 - 30);
    // 10 pt text on a baseline 72 pt below the top of a 792 pt page.
    expect(rect!.y).toBeCloseTo(720 - 2.2, 5);
    expect(rect!.height).toBeCloseTo(11, 5);
  });

  it('gives one rectangle per line of a quote that wraps, across a line-break hyphen', () => {
    const location = locateQuote(
      page('The classifier assigns each crop to a stock keep-', 'ing unit of the catalogue. Next sentence.'),
      'The classifier assigns each crop to a stock keeping unit of the catalogue.',
    );
    expect(location?.match).toBe('exact');
    expect(location?.rects).toHaveLength(2);
    expect(location!.rects[0]!.y).toBeGreaterThan(location!.rects[1]!.y);
    expect(location!.rects[1]!.x).toBe(72);
  });

  it('counts a quote found more than once and locates the first', () => {
    const location = locateQuote(page('Results improved.', 'Results improved.'), 'Results improved.');
    expect(location?.occurrences).toBe(2);
    expect(location?.rects).toHaveLength(1);
    expect(location!.rects[0]!.y).toBeCloseTo(720 - 2.2, 5);
  });

  it('returns null for a quote the page does not have', () => {
    expect(locateQuote(page('Something else entirely, on this page.'), 'The authors train a detector on the counter.')).toBeNull();
    expect(locateQuote(page('Anything.'), '   ')).toBeNull();
  });

  it('covers the beginning of a sentence that runs on to the next page, and its end there', () => {
    const quote = 'The detector is retrained every night on the products sold that day.';
    const first = locateQuote(page('Other words. The detector is retrained every night'), quote);
    expect(first?.match).toBe('partial');
    expect(first?.occurrences).toBe(0);
    expect(first?.rects).toHaveLength(1);
    const next = locateQuote(page('on the products sold that day. A new paragraph.'), quote);
    expect(next?.match).toBe('partial');
    expect(next!.rects[0]!.x).toBe(72);
  });

  it('covers a sentence interrupted by a footnote mark from its beginning to its end', () => {
    const location = locateQuote(
      page('Kiosks sell snacks without a cashier,12 so the kiosk must know the products.'),
      'Kiosks sell snacks without a cashier, so the kiosk must know the products.',
    );
    expect(location?.match).toBe('partial');
    expect(location?.rects).toHaveLength(1);
    expect(location!.rects[0]!.width).toBeGreaterThan(60 * 5);
  });

  it('finds whole a sentence the page ends with a citation the quote leaves out', () => {
    const location = locateQuote(
      page('Data were collected on physiological parameters known to be affected by heat stress in wheat [3]. Then more.'),
      'Data were collected on physiological parameters known to be affected by heat stress in wheat.',
    );
    expect(location?.match).toBe('exact');
    // Where the page has the full stop right after the words, the highlight covers it too.
    const plain = locateQuote(page('Intro. We propose a new model. Then more.'), 'We propose a new model.');
    const bare = locateQuote(page('Intro. We propose a new model. Then more.'), 'We propose a new model');
    expect(plain!.rects[0]!.width).toBeGreaterThan(bare!.rects[0]!.width);
  });

  it('does not take a few shared words for a match', () => {
    expect(locateQuote(page('The authors also show a figure.'), 'The authors also propose an evaluation protocol for baskets.')).toBeNull();
    expect(
      locateQuote(page('The authors also propose an evaluation protocol.'), 'The authors also propose something else.', { minPartial: 0 }),
    ).toBeNull();
  });

  it('skips marked content and rotated runs', () => {
    const items: PdfTextContentItem[] = [
      { type: 'beginMarkedContent' },
      { str: 'A rotated label', transform: [0, 10, -10, 0, 30, 400], width: 75, height: 10 },
      ...page('A rotated label sits in the margin.'),
    ];
    const location = locateQuote(items, 'A rotated label');
    expect(location?.rects).toEqual([]);
    expect(locateQuote(items, 'sits in the margin.')?.rects).toHaveLength(1);
  });
});
