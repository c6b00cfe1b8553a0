import { describe, expect, it } from 'vitest';
import { figureRole, figureRoles, methodFigure } from './figure-role';
import type { ExtractedPaper, PaperFigure } from '../types';

const figure = (id: string, caption: string, page: number, kind: 'figure' | 'table' = 'figure'): PaperFigure => ({
  id,
  kind,
  label: id,
  caption,
  page,
});

describe('figures by role', () => {
  it('reads the role from the caption', () => {
    expect(figureRole(figure('figure-2', 'Figure 2: Principle of the algorithm.', 3)).role).toBe('method');
    expect(figureRole(figure('figure-1', 'Figure 1: Overview of SPECTER.', 2)).role).toBe('method');
    expect(figureRole(figure('figure-3', 'Figure 3. Overall architecture of the proposed model.', 4)).role).toBe('method');
    expect(figureRole(figure('figure-4', 'Figure 4: Performance ratio of the algorithms for 10 to 100 tasks.', 6)).role).toBe('result');
    expect(figureRole(figure('table-1', 'Table 1: Results on the evaluation suite.', 5, 'table')).role).toBe('result');
    expect(figureRole(figure('figure-1', 'Figure 1 Location of the study area in Transylvania.', 2)).role).toBe('data');
    // A method word in an aside does not make a heat map a method figure.
    expect(figureRole(figure('figure-7', 'Fig 7. Hierarchical heat map (clustering algorithm: ward) of the metabolites.', 9)).role).toBe(
      'result',
    );
    expect(figureRole(figure('figure-9', 'Figure 9: Photograph.', 9)).role).toBe('other');
  });

  it('lets the sentences that mention a figure, and their section, decide a bare caption', () => {
    const bare = figure('figure-2', 'Figure 2: The scheduler.', 3);
    expect(figureRole(bare, [{ text: 'Figure 2 gives the overall pipeline of the approach.', section: '3 Method' }]).role).toBe('method');
    expect(figureRole(bare, [{ text: 'Figure 2 shows the speed-up over the baseline.', section: '5 Results' }]).role).toBe('result');
  });

  it('finds the method figure of a paper even when a results plot comes first', () => {
    const paper: Pick<ExtractedPaper, 'sections' | 'figures'> = {
      sections: [{ heading: '3 Our algorithm', paragraphs: ['The principle of the algorithm is shown in Figure 2.'] }],
      figures: [
        figure('figure-1', 'Figure 1: Performance ratio of all algorithms.', 2),
        figure('figure-2', 'Figure 2: Principle of the algorithm.', 3),
      ],
    };
    expect(figureRoles(paper).get('figure-1')?.role).toBe('result');
    expect(methodFigure(paper)?.id).toBe('figure-2');
    expect(methodFigure({ sections: [], figures: [figure('figure-1', 'Figure 1: Accuracy by model size.', 2)] })).toBeUndefined();
  });
});
