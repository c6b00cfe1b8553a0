import { describe, expect, it } from 'vitest';
import type { ExtractedPaper } from '../../types';
import { buildInventory, restatesFigures, sectionRole, statedFigures } from './outline';

/** A paper with an abstract and one section of one paragraph. */
function onePartPaper(title: string, abstract: string, heading: string, paragraph: string): ExtractedPaper {
  return {
    title,
    authors: ['A. Author'],
    abstract,
    language: 'en',
    references: [],
    pageCount: 8,
    sections: [{ heading, paragraphs: [paragraph] }],
  };
}

describe('statedFigures', () => {
  it('reads decimals to one place, counts of ten or more and thousands, not years or small counts', () => {
    expect([...statedFigures('SMRs were 11.86 in women and 7.88 in men across 2,835 datapoints from 2005 to 2015 in 4 groups.')]).toEqual([
      '11.9',
      '7.9',
      '2835',
    ]);
    expect([...statedFigures('a reduction of 3·15 percentage points')]).toEqual(['3.2']);
  });
});

describe('restatesFigures', () => {
  const first = statedFigures(
    'All-cause standardised mortality ratios were significantly increased in 91 of 92 extracted datapoints and were 11.86 in female individuals and 7.88 in men.',
  );

  it('says a sentence that states the same precise figures again is a repeat', () => {
    expect(
      restatesFigures(
        first,
        statedFigures('The authors found all-cause mortality SMRs of 7.9 in male individuals and 11.9 in female individuals.'),
      ),
    ).toBe(true);
  });

  it('keeps a sentence with a figure of its own, or with shared counts only', () => {
    expect(restatesFigures(first, statedFigures('SMRs were 7.9 in men and 18.72 for injury and poisoning in women.'))).toBe(false);
    expect(
      restatesFigures(
        statedFigures('A total of 64 known metabolites showed a significant change (FC ≥ 1.5, p < 0.1), and 35 unknown ones.'),
        statedFigures('64 known metabolites accumulated 1.5-fold of higher or lower due to high-temperature stress.'),
      ),
    ).toBe(false);
  });
});

describe('sectionRole', () => {
  it('reads a section on how results are measured as the method, and one that reports them as results', () => {
    expect(sectionRole('6 Evaluation protocol')).toBe('method');
    expect(sectionRole('4 SCIDOCS Evaluation Framework')).toBe('method');
    expect(sectionRole('Outcome measures')).toBe('method');
    expect(sectionRole('5 Results')).toBe('result');
    expect(sectionRole('4.2 Overall performance')).toBe('result');
  });
});

describe('buildInventory', () => {
  const paper = onePartPaper(
    'Citation-informed document embeddings',
    'We learn document embeddings from citations.',
    '5 Results',
    'Our model outperforms every baseline on the co-view and co-read tasks by a wide margin. We observe similar trends for the citation and co-citation tasks, with our model ahead of all other baselines.',
  );

  it('narrates a sentence that compares with the one before only together with it (decision 0212)', () => {
    const inventory = buildInventory(paper, { language: 'en', technicality: 3, forEar: true });
    const trends = inventory.candidates.filter((c) => c.original.includes('similar trends'));
    expect(trends.length).toBeGreaterThan(0);
    for (const candidate of trends) expect(candidate.original).toMatch(/^Our model outperforms every baseline/);
  });
});

describe('buildInventory, on a set-up and a pointer (decision 0212)', () => {
  const paper = onePartPaper(
    'Recognising products at the unmanned kiosk',
    'We describe a recognition pipeline for unmanned kiosks.',
    '1 Introduction',
    'Product recognition looks like a solved problem because large image classifiers reach high accuracy on public benchmarks. The kiosk is harder than it appears. Packaging changes several times a year and customers cover items with their hands. This paper brings these constraints together and describes a pipeline a small team can maintain.',
  );
  const inventory = buildInventory(paper, { language: 'en', technicality: 3, forEar: true });
  const said = (part: string) => inventory.candidates.filter((c) => c.original.includes(part)).map((c) => c.original);

  it('says a set-up the next sentence turns only with its turn', () => {
    expect(said('looks like a solved problem')).toEqual([
      'Product recognition looks like a solved problem because large image classifiers reach high accuracy on public benchmarks. The kiosk is harder than it appears.',
    ]);
  });

  it('does not say a sentence that points at what the sentence before does not name', () => {
    expect(said('these constraints')).toEqual([]);
    expect(inventory.refused.map((r) => r.original)).toContain(
      'This paper brings these constraints together and describes a pipeline a small team can maintain.',
    );
  });
});

describe('buildInventory, on a pointer at what the sentence before names (decision 0214)', () => {
  const paper = onePartPaper(
    'Heat stress and the metabolome of wheat',
    'We profile the metabolites of six wheat genotypes under heat stress.',
    '1 Introduction',
    'Two genotypes, Len and Halberd, kept their yield under high night temperatures in field trials. In a greenhouse follow-up, those two genotypes stayed green for longer than the check line under heat. The fifth row of Table 2 shows the yield of every genotype. The sixth row of the table shows that this is important for breeders. Many metabolites changed under heat stress, and these metabolites are candidate markers for tolerance.',
  );
  const inventory = buildInventory(paper, { language: 'en', technicality: 3, forEar: true });
  const said = (part: string) => inventory.candidates.filter((c) => c.original.includes(part)).map((c) => c.original);

  it('says it only together with that sentence', () => {
    expect(said('those two genotypes')).toEqual([
      'Two genotypes, Len and Halberd, kept their yield under high night temperatures in field trials. In a greenhouse follow-up, those two genotypes stayed green for longer than the check line under heat.',
    ]);
  });

  it('does not take as an antecedent a sentence that compares back itself', () => {
    expect(said('The sixth row')).toEqual([]);
  });

  it('says alone a pointer at what its own words or the title name', () => {
    expect(said('these metabolites')).toEqual([
      'Many metabolites changed under heat stress, and these metabolites are candidate markers for tolerance.',
    ]);
  });
});
