import { describe, expect, it } from 'vitest';
import {
  claimTokens,
  countWords,
  groundSentences,
  isClaim,
  keepsClaim,
  MAX_QUOTE_CHARS,
  narrationFingerprint,
  numbersOf,
  paperSentences,
  quoteOf,
  regroundEdited,
  stem,
  supportOf,
  withGrounding,
  type GroundingPaper,
  type NarratedScript,
  type SlideSources,
} from './grounding';

/** The worker's script shape (apps/worker ScriptOutput). */
interface ScriptOutput extends NarratedScript {
  slides: { number: number; heading: string; narration: string; is_technical: boolean; sources?: SlideSources }[];
}

/** What grounding reads of a paper the worker extracted (paper.json). */
const paper: GroundingPaper = {
  title: 'Recognising Products at the Unmanned Kiosk',
  abstract:
    'Unmanned kiosks sell snacks and drinks without a cashier. A camera above the counter captures each item that a customer takes.',
  sections: [
    {
      heading: '3 Recognition pipeline',
      paragraphs: [
        'A compact detector finds the products in each frame. A lightweight classifier then assigns each crop to a stock keeping unit.',
        'On 1,200 test baskets the pipeline charged 94.5 percent of baskets correctly.',
      ],
      pages: [2, 3],
    },
    { heading: 'Acknowledgements', paragraphs: ['We thank the kiosk operators in Lyon for letting us record their counters.'], pages: [4] },
  ],
  figures: [{ caption: 'Figure 1: The camera rig mounted above the kiosk counter.', page: 2 }],
};

const pool = paperSentences(paper);

describe('claimTokens', () => {
  it('keeps content words, lightly stemmed, and numbers', () => {
    expect([...claimTokens('The classifier assigns 94.5 percent of crops to units.')].sort()).toEqual(
      ['94.5', 'assign', 'classifier', 'crop', 'percent', 'unit'].sort(),
    );
    expect(stem('training')).toBe('train');
    expect(stem('trained')).toBe('train');
    expect(stem('processes')).toBe('process');
    expect(stem('process')).toBe('process');
    expect(stem('studies')).toBe('study');
  });

  it('reads a number however its digits are grouped', () => {
    expect(numbersOf('On 1,200 baskets 94·5 percent, and 3,5 of 12\u2009000.')).toEqual(['1200', '94.5', '3.5', '12000']);
  });
});

describe('paperSentences', () => {
  it('holds the title, abstract, sections and captions with their pages, not the back matter', () => {
    const texts = pool.map((s) => s.text);
    expect(texts[0]).toBe(paper.title);
    expect(pool.find((s) => s.text.startsWith('On 1,200 test baskets'))?.page).toBe(3);
    expect(pool.find((s) => s.text.startsWith('Figure 1'))?.page).toBe(2);
    expect(texts.some((t) => t.includes('kiosk operators in Lyon'))).toBe(false);
  });
});

describe('supportOf', () => {
  it('traces a paraphrase to the paper sentence that says it', () => {
    const found = supportOf('The authors’ pipeline charged 94.5 percent of the test baskets correctly.', pool);
    expect(found?.sentence.text).toBe('On 1,200 test baskets the pipeline charged 94.5 percent of baskets correctly.');
    expect(found?.sentence.page).toBe(3);
    expect(supportOf('A small classifier assigns every crop to its stock keeping unit.', pool)?.sentence.page).toBe(2);
  });

  it('finds no support for a claim the paper does not make', () => {
    expect(supportOf('The kiosks doubled their revenue within six months of installation.', pool)).toBeNull();
    // Shared topic words are not enough: the number and the claim differ.
    expect(supportOf('The pipeline charged 99 percent of baskets correctly on the first day.', pool)).toBeNull();
    expect(supportOf('The pipeline did not charge 94.5 percent of the test baskets correctly.', pool)).toBeNull();
  });
});

describe('isClaim', () => {
  it('leaves out questions and sentences too short to state anything', () => {
    expect(isClaim('So what did the authors do?')).toBe(false);
    expect(isClaim('Let’s dive in.')).toBe(false);
    expect(isClaim('A camera above the counter captures each item.')).toBe(true);
  });
});

describe('quoteOf', () => {
  it('keeps a sentence whole, or the beginning of a long one marked as cut', () => {
    expect(quoteOf('A  camera\ncaptures each item.', 2)).toEqual({ text: 'A camera captures each item.', page: 2 });
    const long = `${'word '.repeat(100)}end.`;
    const cut = quoteOf(long, undefined);
    expect(cut.text.length).toBeLessThanOrEqual(MAX_QUOTE_CHARS + 1);
    expect(cut.text.endsWith('word…')).toBe(true);
    expect(cut).not.toHaveProperty('page');
  });
});

describe('groundSentences', () => {
  it('counts sentences with a known source as traced and leaves the framing out', () => {
    const { grounding, support } = groundSentences(
      [
        { part: 'opening', text: 'This video explains a paper by Lovelace and Turing.', framing: true },
        {
          part: 1,
          text: 'A camera above the counter captures each item.',
          source: { text: 'A camera above the counter captures each item that a customer takes.', page: 1 },
        },
      ],
      [],
    );
    expect(grounding).toEqual({ traced: 1, total: 1, untraced: [], method: 'source' });
    expect(support).toEqual([null, { text: 'A camera above the counter captures each item that a customer takes.', page: 1 }]);
  });

  it('matches the others to the paper and lists what traces to nothing', () => {
    const { grounding } = groundSentences(
      [
        { part: 'opening', text: 'Unmanned kiosks sell snacks and drinks with no cashier at all.' },
        { part: 1, text: 'What did they find?' },
        { part: 1, text: 'The kiosks doubled their revenue within six months of installation.' },
        { part: 'closing', text: 'Thanks for watching!' },
      ],
      pool,
    );
    expect(grounding).toEqual({
      traced: 1,
      total: 2,
      untraced: [{ part: 1, text: 'The kiosks doubled their revenue within six months of installation.' }],
      method: 'overlap',
    });
  });
});

describe('withGrounding', () => {
  const llmScript: ScriptOutput = {
    opening: { narration: 'Unmanned kiosks sell snacks and drinks without any cashier. Who counts what you take?' },
    slides: [
      {
        number: 1,
        heading: 'What the authors did',
        narration:
          'A compact detector finds the products in every frame. A lightweight classifier assigns each crop to a stock keeping unit.',
        is_technical: false,
        sources: { pages: [2], section: '3 Recognition pipeline' },
      },
      {
        number: 2,
        heading: 'Key results',
        narration:
          'The pipeline charged 94.5 percent of the test baskets correctly. Customers loved the new kiosks and came back every week.',
        is_technical: false,
        sources: { pages: [2] },
      },
    ],
    closing: { narration: 'That was the paper.' },
  };

  it('adds the grounding and each slide’s supporting sentences as quotes, their pages with them', () => {
    const grounded = withGrounding(llmScript, paper);
    expect(grounded.grounding).toEqual({
      traced: 4,
      total: 5,
      untraced: [{ part: 2, text: 'Customers loved the new kiosks and came back every week.' }],
      method: 'overlap',
      narrationHash: narrationFingerprint(llmScript),
    });
    expect(grounded.slides[0]!.sources).toEqual({
      pages: [2],
      section: '3 Recognition pipeline',
      quotes: [
        { text: 'A compact detector finds the products in each frame.', page: 2 },
        { text: 'A lightweight classifier then assigns each crop to a stock keeping unit.', page: 2 },
      ],
    });
    expect(grounded.slides[1]!.sources).toEqual({
      pages: [2, 3],
      quotes: [{ text: 'On 1,200 test baskets the pipeline charged 94.5 percent of baskets correctly.', page: 3 }],
    });
    // The narration itself is untouched.
    expect(grounded.slides.map((s) => s.narration)).toEqual(llmScript.slides.map((s) => s.narration));
  });

  it('keeps a script that is already grounded as it is', () => {
    const grounded = { ...llmScript, grounding: { traced: 1, total: 1, untraced: [], method: 'source' as const } };
    expect(withGrounding(grounded, paper)).toBe(grounded);
  });
});

describe('narrationFingerprint', () => {
  it('changes with any narration and agrees with the canvas’s (same test vectors)', () => {
    const script = {
      opening: { narration: 'Hello.' },
      slides: [{ number: 1, heading: 'H', narration: 'A kiosk.', is_technical: false }],
      closing: { narration: 'Bye.' },
    };
    expect(narrationFingerprint(script)).toBe('aa5849d3');
    expect(narrationFingerprint({ ...script, closing: { narration: 'Bye!' } })).not.toBe('aa5849d3');
    expect(narrationFingerprint({ opening: { narration: '' }, slides: [], closing: { narration: '' } })).toBe('0f0c6cdd');
  });
});

describe('regroundEdited', () => {
  // As the built-in engine leaves it: the paper's own sentences (traced by source) and its framing.
  const engineScript: ScriptOutput = {
    opening: {
      narration:
        'This short video walks through a paper about shop counters and cameras. Unmanned kiosks sell snacks and drinks without a cashier.',
    },
    slides: [
      {
        number: 1,
        heading: 'Method',
        narration: 'A compact detector finds the products in each frame.',
        is_technical: false,
        sources: { pages: [2], quotes: [{ text: 'A compact detector finds the products in each frame.', page: 2 }] },
      },
      {
        number: 2,
        heading: 'Results',
        narration: 'On 1,200 test baskets the pipeline charged 94.5 percent of baskets correctly.',
        is_technical: false,
      },
    ],
    closing: { narration: 'Thanks for watching!' },
  };
  const grounded: ScriptOutput = {
    ...engineScript,
    // The framing sentence of the opening is not counted; the three sentences of the paper are.
    grounding: { traced: 3, total: 3, untraced: [], method: 'source', narrationHash: narrationFingerprint(engineScript) },
  };
  const edit = (slides: Partial<Record<number, string>>, opening = engineScript.opening.narration): ScriptOutput => ({
    ...grounded,
    opening: { narration: opening },
    slides: grounded.slides.map((slide) => ({ ...slide, narration: slides[slide.number] ?? slide.narration })),
  });

  it('flags a sentence written by hand and keeps the engine’s verdict on the sentences left as they were', () => {
    const edited = edit({
      2: 'On 1,200 test baskets the pipeline charged 94.5 percent of baskets correctly. Shoppers everywhere adored the friendly robot cashier.',
    });
    const result = regroundEdited(grounded, edited, paper);
    expect(result.grounding).toEqual({
      traced: 3,
      total: 4,
      untraced: [{ part: 2, text: 'Shoppers everywhere adored the friendly robot cashier.' }],
      method: 'overlap',
      narrationHash: narrationFingerprint(edited),
    });
    // The engine's framing, kept word for word, is still neither counted nor flagged; nothing else changes.
    expect(result.slides).toEqual(edited.slides);
    expect(result.opening).toEqual(edited.opening);
  });

  it('traces an edited sentence the paper supports, and flags a changed number', () => {
    const paraphrased = regroundEdited(grounded, edit({ 1: 'A small detector finds every product in each frame of the video.' }), paper);
    expect(paraphrased.grounding).toMatchObject({ traced: 3, total: 3, untraced: [] });
    const wrongNumber = regroundEdited(
      grounded,
      edit({ 2: 'On 1,200 test baskets the pipeline charged 99.5 percent of baskets correctly.' }),
      paper,
    );
    expect(wrongNumber.grounding?.untraced).toEqual([
      { part: 2, text: 'On 1,200 test baskets the pipeline charged 99.5 percent of baskets correctly.' },
    ]);
  });

  it('keeps flagging a flagged sentence left in, and stops once it is removed', () => {
    const first = regroundEdited(
      grounded,
      edit({ 1: 'A compact detector finds the products in each frame. The kiosks doubled their revenue within six months.' }),
      paper,
    );
    expect(first.grounding?.untraced).toEqual([{ part: 1, text: 'The kiosks doubled their revenue within six months.' }]);
    const headingOnly = regroundEdited(first, { ...first, slides: first.slides.map((s) => ({ ...s, heading: `${s.heading}!` })) }, paper);
    expect(headingOnly.grounding).toMatchObject({
      traced: 3,
      total: 4,
      untraced: [{ part: 1, text: 'The kiosks doubled their revenue within six months.' }],
    });
    const removed = regroundEdited(first, edit({}), paper);
    expect(removed.grounding).toMatchObject({ traced: 3, total: 3, untraced: [] });
  });

  it('matches every sentence when the earlier grounding was made on other narration, or is missing', () => {
    const stale: ScriptOutput = { ...edit({ 1: 'Something else entirely was narrated here before.' }), grounding: grounded.grounding };
    const edited = edit({});
    // The opening's framing is now matched like any sentence: it states something the paper does not.
    const expected = {
      traced: 3,
      total: 4,
      untraced: [{ part: 'opening', text: 'This short video walks through a paper about shop counters and cameras.' }],
      method: 'overlap',
      narrationHash: narrationFingerprint(edited),
    };
    expect(regroundEdited(stale, edited, paper).grounding).toEqual(expected);
    const { grounding: _none, ...bare } = engineScript as ScriptOutput;
    expect(regroundEdited(bare, edited, paper).grounding).toEqual(expected);
  });
});

describe('a sentence traces only when it keeps the source’s numbers and polarity (issue 30)', () => {
  const source = 'Our algorithm is worse than all other algorithms except the greedy one, with an average ratio of 1.9.';

  it('keeps the claim when the narration keeps its numbers, direction and exceptions', () => {
    expect(
      keepsClaim('The authors’ algorithm is worse than all other algorithms except the greedy one, with an average ratio of 1.9.', source),
    ).toBe(true);
    expect(
      keepsClaim(
        'Abortion rates rose among women in countries highly exposed to the policy by 4.8 abortions per 10,000 woman-years.',
        'Abortion rates rose among women in countries highly exposed to the policy by 4·8 abortions per 10 000 woman-years (95% CI 1·5 to 8·1).',
      ),
    ).toBe(true);
  });

  it('flags a changed number, a flipped direction, a lost negation or a dropped exception', () => {
    expect(
      keepsClaim('The authors’ algorithm is worse than all other algorithms except the greedy one, with an average ratio of 1.5.', source),
    ).toBe(false);
    expect(keepsClaim('The authors’ algorithm is better than all other algorithms except the greedy one.', source)).toBe(false);
    expect(keepsClaim('The authors’ algorithm is worse than all other algorithms.', source)).toBe(false);
    expect(keepsClaim('The drug reduced mortality.', 'The drug did not reduce mortality.')).toBe(false);
  });

  it('lists a sentence spoken from the paper for review when it lost its polarity, and counts the rest', () => {
    const { grounding } = groundSentences(
      [
        {
          part: 1,
          text: 'All other algorithms have an average performance ratio around 1.5.',
          source: { text: source, page: 7 },
          original: source,
        },
        {
          part: 1,
          text: 'The authors’ algorithm is worse than all other algorithms except the greedy one, with an average ratio of 1.9.',
          source: { text: source, page: 7 },
          original: source,
        },
      ],
      [],
    );
    expect(grounding.traced).toBe(1);
    expect(grounding.total).toBe(2);
    expect(grounding.untraced.map((u) => u.text)).toEqual(['All other algorithms have an average performance ratio around 1.5.']);
  });

  it('does not match an edited sentence to a paper sentence that says the other way', () => {
    const pool = paperSentences({ abstract: 'Accuracy fell by 3.1 points on the held-out benchmark after pruning the network.' });
    expect(supportOf('Accuracy rose by 3.1 points on the held-out benchmark after pruning the network.', pool)).toBeNull();
    expect(supportOf('Accuracy fell by 3.1 points on the held-out benchmark after pruning the network.', pool)).not.toBeNull();
  });
});

describe('countWords (the one word count of the engine, the api and the workspace)', () => {
  it('counts runs of non-space, whatever the spacing, and nothing in an empty text', () => {
    expect(countWords('The authors   found\na 3.15-point fall.')).toBe(6);
    expect(countWords('  ')).toBe(0);
    expect(countWords('')).toBe(0);
  });
});
