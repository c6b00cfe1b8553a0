import { describe, expect, it } from 'vitest';
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
