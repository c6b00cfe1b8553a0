import { describe, expect, it } from 'vitest';
import { discoveryPath, slugify } from './slugify';

describe('slugify', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(slugify('Do Leaders Matter? National Leadership and Growth Since World War II')).toBe(
      'do-leaders-matter-national-leadership-and-growth-since-world-war-ii',
    );
  });

  it('folds accents, drops apostrophes and quotes, and trims separators', () => {
    expect(slugify("  “This Post Is Sponsored”: Pástor’s Élan — Children's Food Intake! ")).toBe(
      'this-post-is-sponsored-pastors-elan-childrens-food-intake',
    );
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('word '.repeat(40), 23);
    expect(slug).toBe('word-word-word-word');
    expect(slug.length).toBeLessThanOrEqual(23);
  });

  it('cuts a single long word hard', () => {
    expect(slugify('a'.repeat(100), 10)).toBe('aaaaaaaaaa');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('—?!')).toBe('');
  });
});

describe('discoveryPath', () => {
  it('joins the slugified title and the lower-cased source id', () => {
    expect(discoveryPath('Long-term cardiovascular outcomes of COVID-19', 'ABCDEF0123456789ABCDEF0123456789')).toBe(
      '/discovery/long-term-cardiovascular-outcomes-of-covid-19-abcdef0123456789abcdef0123456789',
    );
  });

  it('uses the id alone when the title has no slug', () => {
    expect(discoveryPath('???', 'abcdef0123456789abcdef0123456789')).toBe('/discovery/abcdef0123456789abcdef0123456789');
  });
});
