import { describe, expect, it } from 'vitest';
import { showsAlone } from '../script/narrative/context';
import { claimBullet, keyNumber } from './claims';
import { generateStoryboard } from './storyboard';
import type { ScriptOutput, StoryboardConfig } from '../types';

const config: StoryboardConfig = { number_of_scenes: 8, style: 'abstract', audio_type: 'narration', narration_voice: 'female' };

const paper = {
  title: 'Scheduling moldable tasks',
  authors: ['Pierre-François Dutot', 'Lionel Eyraud', 'Grégory Mounié', 'Denis Trystram'],
  abstract: 'The authors propose a new scheduling algorithm for moldable tasks.',
  sections: [
    {
      heading: '5 Results',
      paragraphs: [
        'Our algorithm is worse than all other algorithms except the greedy one. All other algorithms have an average performance ratio around 1.5. The new algorithm reaches speedups of 10x on large clusters.',
      ],
      pages: [7],
    },
  ],
  figures: [
    { id: 'figure-4', kind: 'figure' as const, label: 'Figure 4', caption: 'Figure 4: Performance ratio of the algorithms.', page: 7 },
  ],
};

const script = (narration: string, figures?: string[]): ScriptOutput => ({
  opening: { narration: 'This video explains a paper by Dutot and colleagues.' },
  slides: [{ number: 1, heading: 'Key results', narration, is_technical: false, sources: { pages: [7], ...(figures ? { figures } : {}) } }],
  closing: { narration: 'That’s the paper in brief.' },
});

describe('numbers on screen (issue 30)', () => {
  it('reads a factor as a number with its unit', () => {
    expect(keyNumber('The new algorithm reaches speedups of 10x on large clusters.')).toMatchObject({ value: '10×' });
    expect(keyNumber('Accuracy rose by 4.5 percent over the baseline.')).toMatchObject({ value: '4.5%' });
  });

  it('shows two results said together on two cards, then the figure', () => {
    const board = generateStoryboard(
      script('And what did they find? Mortality ratios were 11.86 in female individuals and 7.88 in men across the included studies.', [
        'figure-4',
      ]),
      paper,
      config,
    );
    expect(board.scenes[1]!.visual_elements.map((v) => [v.type, v.value, v.caption, v.at])).toEqual([
      ['number', '11.86', 'Mortality ratios in female individuals', undefined],
      ['number', '7.88', 'Mortality ratios in men across the included studies', 0.35],
      ['figure', undefined, 'Figure 4: Performance ratio of the algorithms.', 0.7],
    ]);
  });

  it('leads a results slide that has a figure with the key-number card, with its page, then the figure', () => {
    const board = generateStoryboard(
      script(
        'And what did they find? The new algorithm reaches speedups of 10x on large clusters. The figure shows the ratio for every size.',
        ['figure-4'],
      ),
      paper,
      config,
    );
    const visuals = board.scenes[1]!.visual_elements;
    expect(visuals.map((v) => v.type)).toEqual(['number', 'figure']);
    expect(visuals[0]).toMatchObject({ value: '10×', page: 7 });
    expect(visuals[1]!.at).toBeGreaterThan(0);
    expect(board.scenes[1]!.annotations.text_overlays.some((o) => o.includes('p. 7'))).toBe(true);
  });

  it('never shows the number of a sentence that leans on one left out', () => {
    const board = generateStoryboard(
      script(
        'All other algorithms have an average performance ratio around 1.5. The authors compare six algorithms on random task graphs.',
      ),
      paper,
      config,
    );
    const shown = board.scenes[1]!.visual_elements;
    expect(shown.some((v) => v.type === 'number' && v.value === '1.5')).toBe(false);
    expect(JSON.stringify(shown)).not.toMatch(/All other algorithms/);
  });
});

describe('claims keep their polarity on cards (issue 30)', () => {
  it('never cuts a comparison to one side', () => {
    const sentence = 'Our algorithm is worse than all other algorithms, except the greedy one on small graphs.';
    const bullet = claimBullet(sentence, 24);
    expect(bullet === null || /except/.test(bullet)).toBe(true);
    expect(claimBullet('The drug did not reduce mortality, which surprised the authors.', 12)).toMatch(/not reduce/);
  });
});

describe('claims shown alone (decision 0212)', () => {
  // Fragments cards showed of the shared papers: a lead clause without its main clause, a list or an
  // apposition cut at its first comma, a relative clause cut between two verbs sharing their object.
  it.each([
    [
      'Although some of these newly identified metabolites offer promise as biomarkers for improving high-temperature stress tolerance in wheat, further research will need to be done to confirm the findings.',
      /^Although/,
    ],
    [
      'Inspired by the edgeagnostic phenomenon and the fact that different edge information is different in importance, the authors propose an edge-aware graph attention network.',
      /^Inspired/,
    ],
    ['Despite the policy’s long history and potential health impacts, few studies have measured its effect on abortion.', /^Despite/],
    [
      'The authors’ hypothesis was that an in-depth ecological understanding of species, habitats, ecological processes and carrying capacity of resources was needed in order to sustain a management system that lasted for at least 300 years.',
      /of species$/,
    ],
    [
      'Two of the largest international family planning organisations, Marie Stopes International and the International Planned Parenthood Federation, refused to comply with the policy.',
      /organisations$/,
    ],
    [
      'To distinguish spontaneous from induced terminations the authors applied an algorithm that was developed and tested using the DHS fertility calendar data.',
      /developed$/,
    ],
  ])('never shows a fragment of “%s”', (sentence, fragment) => {
    for (const words of [12, 18, 24, 60]) {
      const claim = claimBullet(sentence, words);
      expect(claim === null || !fragment.test(claim), `${words} words: ${claim}`).toBe(true);
    }
  });

  it('still shows a lead phrase’s main clause, and cuts a closing phrase without a verb', () => {
    expect(
      claimBullet(
        'Although some metabolites offer promise as biomarkers for improving high-temperature stress tolerance in wheat, further research is needed to confirm them in the field.',
        24,
      ),
    ).toBe('Further research is needed to confirm them in the field');
    expect(claimBullet('The counter found 23 percent more species, most of them shy birds.', 12)).toBe(
      'The counter found 23 percent more species',
    );
  });

  it.each([
    ['The authors observe similar trends for the citation and co-citation tasks.', false],
    ['For recommendation, SPECTER outperforms all other models on this task as well, with nDCG of 53.9.', false],
    ['The sixth row of the table shows that a general-domain language model reduces performance.', false],
    ['The authors used the same statistical framework for every outcome.', false],
    ['The embeddings for similar papers should be close to each other.', true],
    ['Accuracy was similar to the strongest baseline.', true],
    ['The model is trained and evaluated at the same time on both corpora.', true],
    ['Table 2 shows that venues slightly decrease performance.', true],
  ])('“%s” shows alone: %s', (sentence, alone) => {
    expect(showsAlone(sentence)).toBe(alone);
  });

  it('shows a slide none of whose claims stands alone with its heading only, or a figure printed there about what it says', () => {
    const leaning = 'The authors observe similar trends for the speedups of the algorithms. The new algorithm wins on this task as well.';
    const heading = generateStoryboard(script(leaning), paper, config).scenes.find((s) => s.narration.startsWith('The authors observe'))!;
    expect(heading.visual_elements).toEqual([{ type: 'bullets', caption: 'Key results', items: [] }]);
    // The sentences as the paper prints them on page 7, where Figure 4 is, whose caption names what they compare.
    const about =
      'The authors observe similar trends for the performance ratio of the algorithms. The new algorithm wins on this task as well.';
    const withImage = {
      ...paper,
      sections: [{ ...paper.sections[0]!, paragraphs: [`${paper.sections[0]!.paragraphs[0]} ${about}`] }],
      figures: paper.figures.map((f) => ({ ...f, image: 'figure-4.png' })),
    };
    const figure = generateStoryboard(script(about), withImage, config).scenes.find((s) => s.narration.startsWith('The authors observe'))!;
    expect(figure.visual_elements.map((v) => [v.type, v.figure])).toEqual([['figure', 'figure-4']]);
  });
});
