import { describe, expect, it } from 'vitest';
import { aloneForm, dropsPolarity, leaning, showsAlone, standsAlone } from './context';

describe('claims that keep their context', () => {
  it('finds sentences that lean on the one before (the issue 30 examples)', () => {
    for (const sentence of [
      'In this way, the VM records a trace tree of the loop.',
      'Even though, there are some unavoidable problems with the approach.',
      'All other algorithms have an average performance ratio around 1.5.',
      'This approach reduces the cost by half.',
      'These results hold across regions.',
      'It reaches 91.2 percent accuracy on the test set.',
      'To this end, the authors build a compiler.',
      'On the other hand, the baseline is faster.',
      'The latter is slower by 20 percent.',
      'For this reason, the scheduler waits.',
      'In this approach, each job gets two processors.',
    ]) {
      expect(leaning(sentence).kind, sentence).toBe('leans');
      expect(standsAlone(sentence), sentence).toBe(false);
      expect(aloneForm(sentence), sentence).toBeNull();
    }
  });

  it('drops a harmless connective so the sentence stands alone', () => {
    expect(leaning('Note that the scheduler never idles when jobs wait.')).toEqual({
      kind: 'connective',
      text: 'The scheduler never idles when jobs wait.',
    });
    expect(aloneForm('However, the gains vanish for large inputs.')).toBe('The gains vanish for large inputs.');
    expect(aloneForm('Thus the compiler emits specialised code for each trace.')).toBe(
      'The compiler emits specialised code for each trace.',
    );
    expect(aloneForm('Moreover, SPECTER outperforms all baselines.')).toBe('SPECTER outperforms all baselines.');
  });

  it('never drops a connective to leave a pointer exposed', () => {
    expect(leaning('Note that in this approach the jobs wait.').kind).toBe('leans');
    expect(leaning('However, this is not the case for small graphs.').kind).toBe('leans');
    expect(leaning('Thus, these results hold.').kind).toBe('leans');
  });

  it('lets sentences that name what they point to stand alone', () => {
    for (const sentence of [
      'This paper presents a new scheduling algorithm for moldable tasks.',
      'In this study, 1,200 patients were followed for two years.',
      'Here, we propose SPECTER, a new method to generate embeddings.',
      'There is a clear gap in the literature on homeless health.',
      'It is well known that cache misses dominate the cost.',
      'It is important to know how many people die early.',
      'Although the algorithm is slower, it is simpler to implement.',
      'Overall accuracy rose to 80.0 on average.',
      'Thismodel is odd.',
      'SPECTER outperforms all baselines.',
    ]) {
      expect(standsAlone(sentence), sentence).toBe(true);
    }
  });

  it('sees when a cut drops the other side of a comparison or a negation', () => {
    const whole = 'Our algorithm is worse than all others except the greedy one, which has an average ratio of 1.9.';
    expect(dropsPolarity('Our algorithm is worse than all others', whole)).toBe(true);
    expect(dropsPolarity('Our algorithm is worse than all others except the greedy one', whole)).toBe(false);
    expect(dropsPolarity('The drug did reduce mortality', 'The drug did not reduce mortality.')).toBe(true);
    expect(dropsPolarity('Accuracy rose to 91 percent', 'Accuracy rose to 91 percent, which the authors call a milestone.')).toBe(false);
  });
});

describe('a sentence shown alone (a quote card, a map leaf)', () => {
  it('does not point at what the sentence before it named', () => {
    expect(
      showsAlone('If the policy reduces these organisations’ ability to supply modern contraceptives, it could increase abortion rates.'),
    ).toBe(false);
    expect(showsAlone('We consider this scenario unlikely.')).toBe(false);
    expect(showsAlone('As argued above, citations are a key signal of relatedness between papers.')).toBe(false);
  });

  it('may name the paper itself, or give examples with "such as"', () => {
    expect(showsAlone('The results of this study show that heat stress lowers yield.')).toBe(true);
    expect(
      showsAlone(
        'For applications on scientific documents, such as classification and recommendation, the embeddings power strong performance.',
      ),
    ).toBe(true);
  });
});
