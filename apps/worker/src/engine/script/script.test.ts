import { describe, expect, it } from 'vitest';
import { boilerplateSentences, factsCarried, sharedSentenceShare } from '../eval/content';
import { KEY_FACTS } from '../eval/key-facts';
import { isClaim, narrationFingerprint, paperSentences, supportOf } from './grounding';
import { ENGLISH_FRAMING, ROLE_HEADINGS } from './narrative/framing';
import { extractPaper } from '../read/paper';
import { buildExtractiveScript, generateExtractiveScript, ScriptError, scriptWordCount, WORD_BUDGETS } from './script';
import { extracted, PAPER_FILES, paperText } from '../test/papers';
import type { ExtractedPaper, ScriptConfig, ScriptOutput } from '../types';
import { thinAbstractPdf } from '../test/inputs';

const base: ScriptConfig = { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' };

function narrations(script: ScriptOutput): string[] {
  return [script.opening.narration, ...script.slides.map((s) => s.narration), script.closing.narration];
}

describe.each(PAPER_FILES)('given the paper %s', (file) => {
  describe.each(['very_short', 'long'] as const)('and a %s script', (duration) => {
    const config: ScriptConfig = { ...base, script_duration: duration };

    it('narrates the paper’s own sentences, made speakable, and no boilerplate or citation', async () => {
      const { paper } = await extracted(file);
      const { trace, script } = buildExtractiveScript(paper, config);
      const text = paperText(paper);
      const own = trace.filter((s) => !s.framing);
      expect(own.length).toBeGreaterThanOrEqual(4);
      for (const sentence of own) expect(text, sentence.text).toContain(sentence.original);
      expect(boilerplateSentences(trace, paper.references)).toEqual([]);
      const all = narrations(script).join(' ');
      expect(all).not.toMatch(/\b(?:[Ww]e|[Oo]urs?|us)\b/);
      expect(all).not.toMatch(/\[\d|\bet al\b|https?:|[=∑√]/);
    });

    it('traces every narrated sentence to the paper sentence it was spoken from, quoted on its slide (issue 15)', async () => {
      const { paper } = await extracted(file);
      const { trace, script } = buildExtractiveScript(paper, config);
      const own = trace.filter((s) => !s.framing);
      expect(script.grounding).toEqual({
        traced: own.length,
        total: own.length,
        untraced: [],
        method: 'source',
        narrationHash: narrationFingerprint(script),
      });
      const text = paperText(paper).replace(/\s+/g, ' ');
      for (const slide of script.slides) {
        const quotes = slide.sources?.quotes ?? [];
        expect(quotes.length, `slide ${slide.number}`).toBeGreaterThan(0);
        for (const quote of quotes) {
          expect(text).toContain(quote.text.replace(/…$/, ''));
          expect(quote.page).toBeGreaterThanOrEqual(1);
          expect(quote.page).toBeLessThanOrEqual(paper.pageCount);
          expect(slide.sources!.pages).toContain(quote.page);
        }
        // One quote per sentence spoken from the paper, in the order spoken (a long one keeps its beginning).
        const originals = [...new Set(own.filter((s) => s.part === slide.number).map((s) => s.original!.replace(/\s+/g, ' ').trim()))];
        expect(quotes).toHaveLength(originals.length);
        quotes.forEach((quote, i) => expect(originals[i]!.startsWith(quote.text.replace(/…$/, ''))).toBe(true));
      }
    });

    it('meets the word budget within 15 %', async () => {
      const { paper } = await extracted(file);
      const words = scriptWordCount(generateExtractiveScript(paper, config));
      expect(Math.abs(words - WORD_BUDGETS[duration])).toBeLessThanOrEqual(WORD_BUDGETS[duration] * 0.15);
    });

    it('tells the story in order: the problem, what the authors did, the results, what it means', async () => {
      const { paper } = await extracted(file);
      const { trace, script } = buildExtractiveScript(paper, config);
      expect(trace.some((s) => s.part === 'opening' && !s.framing)).toBe(true);
      const headings = script.slides.map((s) => s.heading.split(/:| \(/)[0]);
      const order = ['Why it matters', 'What the authors did', 'Data and setting', 'Key results', 'What it means', 'Limits and next steps'];
      const positions = headings.map((h) => order.indexOf(h!));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const needed of ['What the authors did', 'Key results', 'What it means']) expect(headings).toContain(needed);
      expect(script.slides.map((s) => s.number)).toEqual(script.slides.map((_, i) => i + 1));
    });

    it('carries at least four of the paper’s five key facts', async () => {
      const facts = KEY_FACTS.find((k) => k.file === file);
      if (!facts) return;
      const { paper } = await extracted(file);
      const { carried, missing } = factsCarried(generateExtractiveScript(paper, config), facts.facts);
      expect(carried, `missing: ${missing.join(', ')}`).toBeGreaterThanOrEqual(4);
    });

    it('names the sources of every slide and is deterministic', async () => {
      const { paper } = await extracted(file);
      const script = generateExtractiveScript(paper, config);
      for (const slide of script.slides) {
        expect(Array.isArray(slide.sources?.pages)).toBe(true);
        expect(slide.sources?.section?.length).toBeGreaterThan(0);
      }
      expect(generateExtractiveScript(structuredClone(paper), config)).toEqual(script);
    });
  });

  it('changes with technicality: 1 and 5 share under half their sentences, and 1 is plain', async () => {
    const { paper } = await extracted(file);
    const low = buildExtractiveScript(paper, { ...base, script_duration: 'short', script_technicality: 1 });
    const high = buildExtractiveScript(paper, { ...base, script_duration: 'short', script_technicality: 5 });
    expect(sharedSentenceShare(low.trace, high.trace)).toBeLessThan(0.5);
    expect(low.script.slides.every((s) => !s.is_technical)).toBe(true);
  });
});

/** A small paper in the shape the reader produces, for settings and languages. */
function paperOf(language: string, title: string, abstract: string, sections: [string, string][]): ExtractedPaper {
  return {
    title,
    authors: ['Ada Lovelace', 'Charles Babbage', 'Mary Somerville'],
    abstract,
    language,
    sections: sections.map(([heading, text]) => ({ heading, paragraphs: [text], pages: [2] })),
    references: [],
    pageCount: 4,
  };
}

const germanPaper = paperOf(
  'de',
  'Hitzestress bei Weizen',
  'Hitzestress verringert den Ertrag von Weizen in vielen Regionen der Welt deutlich. Wir haben sechs Sorten in einer Klimakammer zehn Tage lang bei hohen Temperaturen untersucht. Der Ertrag pro Ähre sank dabei um bis zu 48 Prozent gegenüber der Kontrolle. Die Ergebnisse zeigen, dass einige Stoffwechselprodukte als Marker für die Züchtung dienen können.',
  [
    [
      'Einleitung',
      'Weizen ist eine der wichtigsten Nutzpflanzen für die Ernährung der Welt. Steigende Temperaturen bedrohen die Erträge in den wichtigsten Anbaugebieten zunehmend. Die biochemischen Grundlagen der Hitzetoleranz sind bisher nur wenig verstanden. Deshalb untersuchen wir die Stoffwechselprodukte der Blätter unter Hitzestress genauer.',
    ],
    [
      'Methoden',
      'Die Pflanzen wuchsen in zwei Klimakammern unter kontrollierten Bedingungen auf. Zehn Tage nach der Blüte wurde eine Kammer auf fünfunddreißig Grad erwärmt. Wir sammelten die Fahnenblätter und analysierten sie mit Massenspektrometrie im Labor. Für jede Sorte wurden fünf Pflanzen in jeder Kammer gemessen und verglichen.',
    ],
    [
      'Ergebnisse',
      'Der Ertrag pro Ähre sank unter Hitze um neunundzwanzig bis achtundvierzig Prozent. Insgesamt veränderten sich vierundsechzig bekannte Stoffwechselprodukte deutlich unter Hitze. Tryptophan stieg am stärksten an und hing negativ mit dem Ertrag zusammen. Die Sorten unterschieden sich stark in der Schädigung ihrer Zellmembranen.',
    ],
    [
      'Diskussion',
      'Unsere Ergebnisse zeigen, dass Hitze den Stoffwechsel der Blätter stark verändert. Einige dieser Stoffe könnten als Marker für die Züchtung hitzetoleranter Sorten dienen. Weitere Versuche im Feld sind nötig, um diese Marker zu bestätigen. Die Studie liefert damit eine Grundlage für künftige Züchtungsprogramme bei Weizen.',
    ],
  ],
);

const hungarianPaper = paperOf(
  'hu',
  'Falutörvények és ökoszisztéma-szolgáltatások',
  'A hagyományos közösségek mély ökológiai tudással rendelkeztek a természeti erőforrások kezeléséről. Hetvenkét falutörvényt elemeztünk ötvenkét székely faluból a tizenhatodik és a tizenkilencedik század között. A szabályok többsége az erdőkre, a szántókra és a legelőkre vonatkozott. A székelyek részletes ismeretekkel rendelkeztek a helyi ökológiai rendszerről.',
  [
    [
      'Bevezetés',
      'A helyi ökológiai tudás fontos szerepet játszik a biológiai sokféleség megőrzésében. A falutörvények a közösség egészének döntései alapján születtek meg. Ezek a törvények részletesen szabályozták az erdők és a legelők használatát. A kutatás célja a törvényekben rejlő tudás feltárása és értékelése volt.',
    ],
    [
      'Módszerek',
      'A levéltári forrásokat egy keretrendszer segítségével elemeztük részletesen. Összesen nyolcszázkilencvennyolc szabályt azonosítottunk a vizsgált törvényekben. Minden szabályt kódoltunk a hajtóerők és a válaszok szerint. A kódolást két kutató egymástól függetlenül végezte el és egyeztette.',
    ],
    [
      'Eredmények',
      'A legtöbb szabály az erdőkre vonatkozott, összesen hatszázhetvennégy esetben. A tölgyek kivágását és az erdei legeltetést szigorúan korlátozták a falvak. A belső területet a túlhasználattól védték a használat áthelyezésével. A székelyek legalább hetvenegy népi élőhelytípust különböztettek meg a tájban.',
    ],
    [
      'Következtetések',
      'A székelyek részletes tudással rendelkeztek a helyi ökológiai rendszerről. Az ökoszisztéma-szolgáltatások első ismert említése ebből a régióból származik. A hagyományos szabályozás hosszú távon fenntartható gazdálkodást tett lehetővé. Ez a tudás ma is hasznos lehet a természetvédelmi tervezésben.',
    ],
  ],
);

describe('given a paper in another language', () => {
  const englishFraming = [...Object.values(ENGLISH_FRAMING.video), ...Object.values(ENGLISH_FRAMING.podcast)].flatMap((set) =>
    Object.values(set.questions),
  );

  it('frames a German paper in German and never in English', () => {
    const { script, trace } = buildExtractiveScript(germanPaper, base);
    const all = narrations(script).join(' ');
    for (const phrase of englishFraming) expect(all).not.toContain(phrase);
    expect(all).not.toMatch(/\b(?:This video|the authors|What does it mean)\b/);
    expect(script.opening.narration).toMatch(/^Dieses Video stellt die Arbeit „Hitzestress bei Weizen“ von Lovelace und Kollegen vor\./);
    expect(script.slides.map((s) => s.heading)).toEqual(expect.arrayContaining([ROLE_HEADINGS.de!.method, ROLE_HEADINGS.de!.result]));
    // First person to the authors, in German.
    expect(all).not.toMatch(/\b[Ww]ir\b/);
    expect(trace.filter((s) => s.framing).every((s) => !/[A-Za-z]+ (?:the|and|what) /.test(s.text))).toBe(true);
  });

  it('leaves the framing out for a language without framing sentences, headings still in that language', () => {
    const { script, trace } = buildExtractiveScript(hungarianPaper, base);
    expect(trace.filter((s) => s.framing)).toEqual([]);
    expect(script.slides.map((s) => s.heading)).toEqual(expect.arrayContaining([ROLE_HEADINGS.hu!.method]));
    expect(script.closing.narration.length).toBeGreaterThan(0);
    expect(narrations(script).join(' ')).not.toMatch(/\b(?:This|What|The authors|video)\b/);
  });
});

describe('given a paper that reports no findings of its own', () => {
  const protocol = paperOf(
    'en',
    'Counting Products at the Kiosk: A Proposed Evaluation',
    'Unmanned kiosks must know which products a customer takes. This paper describes a pipeline for recognising products at the counter. We propose to evaluate the system on complete baskets recorded at the kiosk. The evaluation protocol measures what matters to an operator rather than accuracy on single images.',
    [
      [
        '1 Introduction',
        'Self-service retail has moved from vending machines to small shops that customers enter with a payment card. Nobody scans the goods in these shops, so the kiosk must recognise every product that leaves it. Packaging changes several times a year and new products arrive every week. This paper describes a pipeline that an engineering team can build and maintain.',
      ],
      [
        '2 Recognition pipeline',
        'The pipeline has two stages followed by a decision. A class-agnostic detector finds every product on the counter and returns a box for each. A compact classifier then names each crop as a stock keeping unit. A calibrated score decides whether the kiosk charges the basket or asks a person to confirm.',
      ],
      [
        '3 Evaluation protocol',
        'Accuracy on single cropped images is a poor guide to the customer experience. The main measure is the share of baskets charged exactly right. Secondary measures are the share of baskets that needed confirmation and the accuracy on products added after training. The test baskets should be recorded on a different day and with different people from the training data.',
      ],
      [
        '4 Discussion',
        'The pipeline favours control and simplicity over novelty. None of its parts is new on its own, and the contribution is to combine them around the constraints of the kiosk. Transparent packaging remains hard to recognise with a single camera.',
      ],
    ],
  );

  it('asks no "what did they find?" and shows no key results, only what the paper does say', () => {
    const { script } = buildExtractiveScript(protocol, base);
    expect(script.slides.map((s) => s.heading)).not.toContain(ROLE_HEADINGS.en!.result);
    expect(script.slides.map((s) => s.heading)).toEqual(expect.arrayContaining([ROLE_HEADINGS.en!.method]));
    const all = narrations(script).join(' ');
    expect(all).not.toMatch(/what did they find/i);
    // What the paper would measure is told as what the authors did, where it is told at all.
    for (const slide of script.slides.filter((s) => s.narration.includes('Secondary measures are')))
      expect(slide.heading).toBe(ROLE_HEADINGS.en!.method);
  });

  it('keeps the key results of the same paper once it reports some', () => {
    const measured: ExtractedPaper = {
      ...protocol,
      sections: [
        ...protocol.sections,
        {
          heading: '5 Results',
          paragraphs: [
            'We found that the pipeline charged 97.2% of 1,200 test baskets exactly right, against 88.5% for a single-stage classifier. Confirmation was needed for 4.1% of baskets, and the median time to charge fell from 9.8 to 3.2 seconds.',
          ],
          pages: [4],
        },
      ],
    };
    const { script } = buildExtractiveScript(measured, base);
    expect(script.slides.map((s) => s.heading)).toContain(ROLE_HEADINGS.en!.result);
  });
});

describe('given the settings', () => {
  const file = PAPER_FILES.find((f) => f.includes('specter')) ?? PAPER_FILES[0]!;

  it('changes the hook, the questions and the tone with the genre', async () => {
    const { paper } = await extracted(file);
    const explainer = buildExtractiveScript(paper, base);
    const fun = buildExtractiveScript(paper, { ...base, script_genre: 'fun' });
    const formal = buildExtractiveScript(paper, { ...base, script_genre: 'formal' });
    // Fun opens on a result with its number; formal asks no questions and uses no contractions.
    const funOpening = fun.trace.filter((s) => s.part === 'opening');
    expect(funOpening.find((s) => !s.framing)?.role).toBe('result');
    expect(funOpening.find((s) => !s.framing)?.text).toMatch(/\d/);
    expect(formal.trace.filter((s) => s.framing).every((s) => !s.text.endsWith('?') && !/’(?:s|re|ll|t)\b/.test(s.text))).toBe(true);
    expect(explainer.trace.filter((s) => s.framing && s.text.endsWith('?')).length).toBeGreaterThanOrEqual(3);
    expect(fun.script.opening.narration).not.toBe(explainer.script.opening.narration);
  });

  it('writes a podcast for the ear: nothing on screen, shorter sentences, the main result repeated at the end', async () => {
    const { paper } = await extracted(file);
    const video = buildExtractiveScript(paper, { ...base, script_duration: 'short' });
    const podcast = buildExtractiveScript(paper, { ...base, script_duration: 'short', script_type: 'podcast' });
    const all = narrations(podcast.script).join(' ');
    expect(all).not.toMatch(/on screen|\b(?:Figure|Fig\.|Table) \d/);
    expect(podcast.script.opening.narration).toMatch(/^Welcome to the show/);
    const mean = (t: typeof video.trace) =>
      t.filter((s) => !s.framing).reduce((s, x) => s + x.text.split(' ').length, 0) / t.filter((s) => !s.framing).length;
    expect(mean(podcast.trace)).toBeLessThan(mean(video.trace));
    const recapAt = podcast.trace.findIndex((s) => s.part === 'closing' && s.framing && s.text === ENGLISH_FRAMING.podcast.explainer.recap);
    expect(recapAt).toBeGreaterThan(0);
    expect(podcast.trace[recapAt + 1]?.role).toBe('result');
  });

  it('fails with the number of words when a paper has too little text for a video', async () => {
    const bytes = thinAbstractPdf();
    const thin = await extractPaper(bytes);
    expect(() => generateExtractiveScript(thin, base)).toThrow(ScriptError);
    expect(() => generateExtractiveScript(thin, base)).toThrow(
      /^The paper this step builds on has too little text for a very short video: it has 60 words, .* needs at least 83\.$/,
    );
  });
});

describe('the overlap matcher of the LLM path, on the shared papers (issue 15)', () => {
  const config: ScriptConfig = { ...base, script_duration: 'long' };

  it('traces the spoken form of the paper’s own sentences, and almost never another paper’s', async () => {
    const papers = await Promise.all(PAPER_FILES.map(async (file) => ({ file, paper: (await extracted(file)).paper })));
    const claims = new Map(
      papers.map(({ file, paper }) => [file, buildExtractiveScript(paper, config).trace.filter((s) => !s.framing && isClaim(s.text))]),
    );
    let own = 0;
    let ownTraced = 0;
    let others = 0;
    let othersTraced = 0;
    for (const { file, paper } of papers) {
      const pool = paperSentences(paper);
      for (const sentence of claims.get(file)!) {
        own += 1;
        if (supportOf(sentence.text, pool)) ownTraced += 1;
      }
      for (const [other, sentences] of claims) {
        if (other === file) continue;
        for (const sentence of sentences) {
          others += 1;
          if (supportOf(sentence.text, pool)) othersTraced += 1;
        }
      }
    }
    expect(ownTraced / own).toBeGreaterThanOrEqual(0.95);
    expect(othersTraced / others).toBeLessThanOrEqual(0.02);
  });
});
