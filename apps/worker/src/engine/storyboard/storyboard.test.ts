import { describe, expect, it } from 'vitest';
import { buildExtractiveScript, generateExtractiveScript } from '../script/script';
import { bulletRoom, CLAIM_ROOM, claimBullet, claimBullets, keyNumber, keyNumberPair, standsAlone } from './claims';
import { generateStoryboard } from './storyboard';
import { extracted, PAPER_FILES } from '../test/papers';
import type { ExtractedPaper, PaperFigure, ScriptConfig, ScriptOutput, StoryboardConfig } from '../types';

const base: ScriptConfig = { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' };
const board = (n: number): StoryboardConfig => ({
  number_of_scenes: n,
  style: 'abstract',
  audio_type: 'narration',
  narration_voice: 'female',
});

/** A generated paper whose results name Figure 2 and whose method matches Table 1's caption. */
const paper: ExtractedPaper = {
  title: 'Counting Birds with Microphones',
  authors: ['Ada Lovelace', 'Grace Hopper', 'Mary Somerville'],
  abstract:
    'Counting birds by eye is slow and misses shy species in dense forest. We propose an acoustic counter that listens for songs with cheap microphones placed across the forest. On recordings from forty sites, the counter found 23 percent more species than trained observers. Acoustic counting could make bird surveys cheaper and more complete.',
  language: 'en',
  sections: [
    {
      heading: 'Introduction',
      paragraphs: [
        'Bird surveys guide conservation decisions across the world. Observers walking transects miss quiet and shy species in dense vegetation. Cheap microphones now record for weeks on a single battery charge.',
      ],
      pages: [1],
    },
    {
      heading: 'Methods',
      paragraphs: [
        'We placed forty microphones across a tropical forest reserve for six weeks. The counter splits each recording into short windows and matches songs against a reference library of calls. Table 1 lists the recording sites with their habitat and the number of recording hours per site.',
      ],
      pages: [3],
    },
    {
      heading: 'Results',
      paragraphs: [
        'Figure 2 shows the species found by the counter and by observers at each site. The counter found 23 percent more species than the observers over the six weeks. Most of the extra species were shy birds of the forest floor that rarely show themselves.',
      ],
      pages: [5],
    },
    {
      heading: 'Discussion',
      paragraphs: [
        'Acoustic counting could make bird surveys cheaper and more complete in dense habitats. The counter still needs a good reference library for each region where it is used. Future work will test the counter in grasslands and wetlands with other bird communities.',
      ],
      pages: [7],
    },
  ],
  references: [],
  pageCount: 8,
  figures: [
    {
      id: 'table-1',
      kind: 'table',
      label: 'Table 1',
      caption: 'Table 1: Recording sites, habitat and recording hours per site.',
      page: 3,
      image: 'projects/p/in/table-1.png',
    },
    {
      id: 'figure-2',
      kind: 'figure',
      label: 'Figure 2',
      caption: 'Figure 2: Species found per site by the acoustic counter and by observers.',
      page: 5,
      image: 'projects/p/in/figure-2.png',
    },
  ] satisfies PaperFigure[],
  citation: { venue: 'Journal of Field Methods', year: '2024', doi: '10.1234/birds.5678', license: 'CC BY 4.0' },
};

describe('given a paper with figures', () => {
  it('shows the figure a slide talks about, with the paper’s own caption and page', () => {
    const script = generateExtractiveScript(paper, base);
    const results = script.slides.find((s) => s.sources?.figures?.includes('figure-2'));
    expect(results, JSON.stringify(script.slides.map((s) => s.sources))).toBeDefined();
    const storyboard = generateStoryboard(script, paper, board(10));
    const elements = storyboard.scenes.flatMap((s) => s.visual_elements);
    // Issue 30: the result's key-number card leads the slide, and the figure takes over at its mark.
    expect(elements).toContainEqual(
      expect.objectContaining({
        type: 'figure',
        caption: 'Figure 2: Species found per site by the acoustic counter and by observers.',
        figure: 'figure-2',
        page: 5,
        image: 'projects/p/in/figure-2.png',
      }),
    );
    expect(elements).toContainEqual(expect.objectContaining({ type: 'number', value: '23%', page: 5 }));
    const scene = storyboard.scenes.find((s) => s.visual_elements.some((e) => e.figure === 'figure-2'))!;
    expect(scene.visual_description).toContain('Figure from page 5 of the paper');
    expect(scene.directions_for_videographer).toMatch(/p\. 5/);
  });

  it('opens on a title card and closes on the full citation with the licence', () => {
    const storyboard = generateStoryboard(generateExtractiveScript(paper, base), paper, board(5));
    expect(storyboard.scenes[0]!.visual_elements[0]).toEqual({
      type: 'title',
      caption: 'Counting Birds with Microphones',
      items: ['Ada Lovelace, Grace Hopper, Mary Somerville'],
    });
    expect(storyboard.scenes.at(-1)!.visual_elements[0]).toEqual({
      type: 'closing',
      caption:
        'Ada Lovelace, Grace Hopper, Mary Somerville (2024). Counting Birds with Microphones. Journal of Field Methods. doi:10.1234/birds.5678. Licence: CC BY 4.0.',
    });
  });

  it('caps scenes at number_of_scenes by merging neighbouring slides, their visuals in narration order', () => {
    const script = generateExtractiveScript(paper, base);
    const full = generateStoryboard(script, paper, board(20));
    expect(full.scenes.length).toBeGreaterThanOrEqual(script.slides.length + 2);
    for (const n of [4, 3, 2, 1]) {
      const capped = generateStoryboard(script, paper, board(n));
      expect(capped.scenes).toHaveLength(n);
      expect(capped.scenes.map((s) => s.narration).join(' ')).toBe(full.scenes.map((s) => s.narration).join(' '));
      for (const scene of capped.scenes) {
        const marks = scene.visual_elements.map((e) => e.at ?? 0);
        expect([...marks].sort((a, b) => a - b)).toEqual(marks);
        expect(marks.every((m) => m >= 0 && m < 1)).toBe(true);
      }
    }
    const three = generateStoryboard(script, paper, board(3));
    expect(three.scenes[0]!.visual_elements[0]!.type).toBe('title');
    expect(three.scenes[2]!.visual_elements[0]!.type).toBe('closing');
    expect(three.scenes[1]!.visual_elements.length).toBeGreaterThanOrEqual(2);
  });

  it('says where each scene comes from in the paper, merged scenes from all their slides (issue 15)', () => {
    const script = generateExtractiveScript(paper, base);
    const full = generateStoryboard(script, paper, board(20));
    const slidePages = script.slides.flatMap((s) => s.sources?.pages ?? []);
    expect(slidePages.length).toBeGreaterThan(0);
    const figureScene = full.scenes.find((s) => s.visual_elements.some((e) => e.figure === 'figure-2'))!;
    expect(figureScene.sources?.figures).toContain('figure-2');
    const merged = generateStoryboard(script, paper, board(3)).scenes[1]!;
    expect(merged.sources?.pages).toEqual([...new Set(slidePages)].sort((a, b) => a - b));
    expect(merged.sources?.figures).toContain('figure-2');
    // Their sentences of the paper too, each once, for the workspace to highlight in the PDF.
    const slideQuotes = script.slides.flatMap((s) => s.sources?.quotes ?? []);
    expect(slideQuotes.length).toBeGreaterThan(0);
    expect(merged.sources?.quotes).toEqual(slideQuotes.filter((quote, i) => slideQuotes.findIndex((q) => q.text === quote.text) === i));
    for (const scene of full.scenes.filter((s) => s.sources)) {
      const slide = script.slides.find((x) => scene.script_line.startsWith(`Slide ${x.number}:`))!;
      expect(scene.sources?.quotes).toEqual(slide.sources?.quotes);
    }
  });

  it('gives each part of a split slide the quotes its sentences were spoken from', async () => {
    const { paper: shared } = await extracted(PAPER_FILES[0]!);
    const { script } = buildExtractiveScript(shared, { ...base, script_duration: 'long' });
    const scenes = generateStoryboard(script, shared, board(20)).scenes;
    // A long slide is split in two or more scenes in a row, each with the same script line.
    const parts = new Map<string, typeof scenes>();
    for (const scene of scenes) if (scene.sources) parts.set(scene.script_line, [...(parts.get(scene.script_line) ?? []), scene]);
    const split = [...parts.values()].filter((list) => list.length > 1);
    expect(split.length).toBeGreaterThan(0);
    for (const list of split) {
      const slide = script.slides.find((x) => list[0]!.script_line.startsWith(`Slide ${x.number}:`))!;
      const all = list.flatMap((scene) => scene.sources?.quotes ?? []);
      expect(all.map((q) => q.text).sort()).toEqual((slide.sources?.quotes ?? []).map((q) => q.text).sort());
      for (const later of list.slice(1)) expect(later.sources?.quotes?.length).toBeGreaterThan(0);
    }
  });
});

describe('given the shared papers', () => {
  it.each(PAPER_FILES)('gives every slide of %s a visual of the paper, never filler keywords', async (file) => {
    const { paper: shared } = await extracted(file);
    const { script } = buildExtractiveScript(shared, { ...base, script_duration: 'short' });
    const storyboard = generateStoryboard(script, shared, board(20));
    const paperText = [shared.abstract, ...shared.sections.flatMap((section) => section.paragraphs)]
      .join(' ')
      .replace(/\s+/g, ' ')
      .toLowerCase();
    // Quotes leave out parentheses ('Event detection (ED) is…') and citation markers, as the narration does.
    const paperWords = paperText.replace(/\s*\([^()]*\)|\s*\[[^\]]*\]/g, '');
    for (const scene of storyboard.scenes.slice(1, -1)) {
      const [primary] = scene.visual_elements;
      expect(['figure', 'table', 'number', 'quote', 'bullets']).toContain(primary!.type);
      if (primary!.type === 'quote') {
        expect(primary!.caption.split(' ').length).toBeLessThanOrEqual(30);
        // A quote is the paper's own words, never the narration's retelling ('The authors included…').
        const words = primary!.caption.replace(/…$/, '').toLowerCase().split(' ').slice(1, 7).join(' ');
        expect(paperWords, primary!.caption).toContain(words);
      }
      if (primary!.type === 'bullets') for (const item of primary!.items!) expect(item.split(' ').length).toBeGreaterThanOrEqual(3);
    }
  });
});

/**
 * Whether a card's claim reads as a sentence of the narration: the narration has a sentence holding
 * it (its frame, an introduction or an aside left out), and the claim ends where that sentence or a
 * clause of it ends, not mid-clause.
 */
function endsWhereAClauseEnds(claim: string, narration: string): boolean {
  const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
  const words = norm(claim).split(' ');
  const tail = words.slice(-Math.min(5, words.length)).join(' ');
  const text = norm(narration);
  for (let at = text.indexOf(tail); at >= 0; at = text.indexOf(tail, at + 1)) {
    const after = text.slice(at + tail.length);
    if (/^(?:[.!?]["'”’)]*(?:\s|$)|$)/.test(after)) return true;
    if (/^\s*[,;:]\s/.test(after) || /^,?\s(?:which|while|whereas|where|because|although|but|yet|so that|whereby|thereby)\s/.test(after))
      return true;
    if (
      /^,?\s+and\s(?:did|does|do|was|were|is|are|has|have|had|can|could|may|might|will|would|should|must|not|also|then|thus|therefore|[a-z]+ed)\s/.test(
        after,
      )
    )
      return true;
  }
  return false;
}

describe('claim cards of the shared papers (issue 14)', () => {
  it.each(PAPER_FILES)('show whole sentences or whole clauses of %s, never a claim that trails off', async (file) => {
    const { paper: shared } = await extracted(file);
    const cut: string[] = [];
    for (const script_duration of ['very_short', 'short', 'long'] as const) {
      const { script } = buildExtractiveScript(shared, { ...base, script_duration });
      for (const scenes of [5, 20]) {
        for (const scene of generateStoryboard(script, shared, board(scenes)).scenes) {
          for (const visual of scene.visual_elements) {
            if (visual.type !== 'bullets') continue;
            const items = visual.items ?? [];
            const room = items.length === 1 ? CLAIM_ROOM.lone : bulletRoom(items.length);
            for (const item of items) {
              const where = `${script_duration}/${scenes} scene ${scene.scene_number}: ${item}`;
              if (/…|\.\.\.$/.test(item) || !endsWhereAClauseEnds(item, scene.narration)) cut.push(where);
              // Within the card's room, so the slide does not cut it either (render/look.ts truncate).
              if (item.split(/\s+/).length > room.words || item.length > room.chars) cut.push(`too long for the card: ${where}`);
            }
          }
        }
      }
    }
    expect(cut).toEqual([]);
  });
});

describe('visual helpers', () => {
  it('finds the key number of a sentence with its context', () => {
    expect(
      keyNumber(
        'In a dataset of 4,113 clicks, the authors found that SPECTER improved clickthrough rate over the baseline by 46.5 percent.',
      ),
    ).toEqual({
      value: '46.5%',
      caption: 'SPECTER improved clickthrough rate over the baseline',
    });
    // Points are not a percentage; the caption says what was measured, not '…' and half a clause.
    expect(
      keyNumber(
        'The policy brought a symmetric reduction in use of modern contraception by 3.15 percentage points and an increase in pregnancies of 12 percent among women in the most affected countries.',
      ),
    ).toEqual({
      value: '3.15 percentage points',
      caption: 'The policy brought a symmetric reduction in use of modern contraception',
    });
    expect(
      keyNumber(
        'Finally, for recommendation task, the authors observe that SPECTER outperforms all other models on this task as well, with nDCG of 53.9.',
      ),
    ).toEqual({
      value: '53.9',
      caption: 'SPECTER outperforms all other models on this task as well, with nDCG',
    });
    // A short rest of the clause says where the number was measured.
    expect(keyNumber('SemEAGAT surpasses it on both three metrics and improves by 1.1 percent on F1.')).toEqual({
      value: '1.1%',
      caption: 'SemEAGAT surpasses it on both three metrics and improves on F1',
    });
    // A rest that says which way the number went stays: the wheat paper's metabolites went up or down.
    expect(keyNumber('64 known metabolites accumulated 1.5-fold of higher or lower due to high temperature stress.')).toEqual({
      value: '1.5-fold',
      caption: '64 known metabolites accumulated 1.5-fold of higher or lower due to high temperature stress',
    });
    expect(keyNumber('The study ran from 2001 to 2008 in three countries.')).toBeNull();
    // What the number measures, said after it: the words before describe another number of the sentence.
    expect(
      keyNumber(
        'The authors observe substantial improvements across all tasks with average performance of 80.0 across all metrics on all tasks which is a 3.1 point absolute improvement over the next-best baseline.',
      ),
    ).toEqual({
      value: '3.1 point',
      caption: 'Absolute improvement over the next-best baseline',
    });
    expect(keyNumber('On large clusters the new schedule ran 2.5 times faster than the greedy one.')).toEqual({
      value: '2.5 times',
      caption: 'Faster than the greedy one',
    });
    // A clause too short to say what was measured takes the one before it.
    expect(keyNumber('On the recommendation task, SPECTER outperforms every baseline, with nDCG of 53.9.')).toEqual({
      value: '53.9',
      caption: 'SPECTER outperforms every baseline, with nDCG',
    });
  });

  it('shows two results of one kind said together on two cards, each saying what it measures', () => {
    expect(
      keyNumberPair(
        'All-cause standardised mortality ratios were significantly increased in 91 of 92 extracted datapoints and were 11.86 in female individuals and 7.88 in men.',
      ),
    ).toEqual([
      { value: '11.86', caption: 'All-cause standardised mortality ratios in female individuals' },
      { value: '7.88', caption: 'All-cause standardised mortality ratios in men' },
    ]);
    expect(
      keyNumberPair(
        'The authors found a symmetric reduction in use of modern contraception by 3.15 percentage points and increase in pregnancies by 3.2 percentage points while the policy was enacted.',
      ),
    ).toEqual([
      { value: '3.15 percentage points', caption: 'The authors found a symmetric reduction in use of modern contraception' },
      { value: '3.2 percentage points', caption: 'Increase in pregnancies' },
    ]);
    // Different kinds, a count, or one number: no pair.
    expect(keyNumberPair('Accuracy rose by 4.5 percent and 12 models were trained.')).toBeNull();
    expect(keyNumberPair('Accuracy rose by 4.5 percent over the baseline.')).toBeNull();
  });

  it('keeps sentences that point back to the one before them off cards', () => {
    expect(standsAlone('This is unlikely to drive or undermine the main findings.')).toBe(false);
    expect(standsAlone('These results hold across regions.')).toBe(false);
    expect(standsAlone('The policy cut funding to 1,200 organisations.')).toBe(true);
    expect(standsAlone('Thismodel is odd.')).toBe(true);
  });

  it('shows whole claims when two or more fit, with more words each when fewer share the card', () => {
    const cut =
      'The authors excluded studies with only perinatal outcomes and did not include any data from low-income or middle-income countries.';
    const whole = [
      'The counter found 23 percent more species.',
      'Most of the extra species were shy birds.',
      'The library needs calls for each region.',
    ];
    expect(claimBullets([cut, ...whole])).toEqual([
      'The counter found 23 percent more species',
      'Most of the extra species were shy birds',
      'The library needs calls for each region',
    ]);
    // Two claims share the card: each keeps up to 24 words, so the long one is whole too.
    expect(claimBullets([cut, whole[0]!])).toEqual([cut.replace(/\.$/, ''), 'The counter found 23 percent more species']);
    expect(claimBullets([cut])).toEqual([]);
  });

  it('cuts a claim that does not fit where a clause ends, or not at all, never with an ellipsis', () => {
    const long =
      'The authors excluded studies with only perinatal outcomes and did not include any data from low-income or middle-income countries, where most of the burden lies.';
    expect(claimBullet(long, 12)).toBe('The authors excluded studies with only perinatal outcomes');
    expect(
      claimBullet(
        'Participants who reported sleeping rough at any time during the previous year had higher mortality than participants housed throughout.',
        12,
      ),
    ).toBeNull();
    expect(claimBullet('The counter found more species.', 12)).toBe('The counter found more species');
  });

  it('cuts a claim to its main clause', () => {
    expect(claimBullet('To train the model, the authors use a subset of the Semantic Scholar corpus.')).toBe(
      'The authors use a subset of the Semantic Scholar corpus',
    );
    expect(claimBullet('The counter found 23 percent more species, most of them shy birds.')).toBe(
      'The counter found 23 percent more species',
    );
    // A list is the claim: it is kept whole (or cut at the word limit), never at its first comma.
    expect(
      claimBullet(
        'Secondary measures are the share of baskets confirmed, the median time to charge, and the accuracy on new products.',
        24,
      ),
    ).toBe('Secondary measures are the share of baskets confirmed, the median time to charge, and the accuracy on new products');
    expect(claimBullet('The survey covered forests, pastures and hay meadows.')).toBe(
      'The survey covered forests, pastures and hay meadows',
    );
    expect(
      claimBullet('The authors included only systematic reviews, meta-analyses, interventional studies, and observational studies.', 30),
    ).toBe('The authors included only systematic reviews, meta-analyses, interventional studies, and observational studies');
    // The claim, not its frame or an aside between commas.
    expect(
      claimBullet(
        'The authors’ findings suggest that curbing aid to clinics, especially those that offer abortion, increases abortion rates.',
        24,
      ),
    ).toBe('Curbing aid to clinics increases abortion rates');
  });
});

function narrations(script: ScriptOutput): string[] {
  return [script.opening.narration, ...script.slides.map((s) => s.narration), script.closing.narration];
}

describe.each(PAPER_FILES)('given the script of the paper %s', (file) => {
  it('builds a storyboard that follows the slides, with a title and a closing and no long stills', async () => {
    const { paper } = await extracted(file);
    const script = generateExtractiveScript(paper, base);
    const storyboard = generateStoryboard(script, paper, {
      number_of_scenes: 5,
      style: 'abstract',
      audio_type: 'narration',
      narration_voice: 'female',
    });
    expect(storyboard.scenes.length).toBeLessThanOrEqual(5);
    expect(storyboard.scenes[0]!.visual_elements[0]).toMatchObject({ type: 'title', caption: paper.title });
    expect(storyboard.scenes.at(-1)!.visual_elements[0]!.type).toBe('closing');
    expect(
      storyboard.scenes
        .map((s) => s.narration)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe(narrations(script).join(' ').replace(/\s+/g, ' '));
    for (const scene of storyboard.scenes) {
      expect(scene.duration).toBeLessThan(45);
      for (const element of scene.visual_elements) {
        expect(['title', 'closing', 'figure', 'table', 'number', 'quote', 'bullets']).toContain(element.type);
        if (element.type === 'bullets') expect(element.items!.length).toBeGreaterThanOrEqual(2);
        if (element.type === 'bullets') expect(element.items!.length).toBeLessThanOrEqual(4);
        if (element.type === 'number') expect(element.value).toMatch(/\d/);
      }
    }
  });
});
