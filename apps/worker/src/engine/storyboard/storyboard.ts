/**
 * The built-in storyboard: turns a script into scenes with every field of SPEC §3. Scenes follow
 * the script — a title scene for the opening, one scene per slide, a closing scene — and
 * number_of_scenes caps them: adjacent slides merge (their visuals follow one another), and with
 * room to spare a long slide splits in two. Each scene shows one clear visual of the paper, chosen
 * here (issue 14): the figure or table the slide talks about with the paper's own caption and page,
 * a key-number card, a short quote, or two to four claim bullets — never filler keywords.
 * Deterministic.
 */
import { defaultNodeConfiguration } from '@paperlight/api-client/paper-remix';
import { cardAuthors, citationText } from '@paperlight/remix-core/details';
import { splitSentences, countWords, contentTokens, paragraphSentences } from '../read/text';
import { SETS_UP, TURNS } from '../script/narrative/context';
import { quotable } from '../script/narrative/speakable';
import type {
  ExtractedPaper,
  PaperFigure,
  Scene,
  ScriptOutput,
  StoryboardConfig,
  StoryboardOutput,
  StoryboardStyle,
  VisualElement,
} from '../types';
import { claimBullets, keyNumber, keyNumberPair, loneClaim, mainClaim, standsAlone } from './claims';
import { tableFocus } from './table-focus';
import { fitParts, LONG_SCENE_SECONDS, narrationSeconds, type Part, scriptParts, splitSources, wordsOf } from './parts';

export type { Scene, StoryboardConfig, StoryboardOutput } from '../types';

/** The contract's defaults (SPEC §3): 5 scenes, abstract, narration, a female voice. */
export const DEFAULT_STORYBOARD_CONFIG: StoryboardConfig = defaultNodeConfiguration('storyboard');
/** What the storyboard needs of the paper: its title, and where known its figures, authors and citation. */
export type StoryboardPaper = Pick<ExtractedPaper, 'title'> &
  Partial<Pick<ExtractedPaper, 'figures' | 'authors' | 'citation' | 'sections' | 'abstract' | 'language'>>;

const STYLE_LOOK: Record<StoryboardStyle, { look: string; background: string; cue: string }> = {
  abstract: {
    look: 'clean abstract layout with soft gradients and geometric accents',
    background: 'Deep blue-to-violet gradient with slowly drifting translucent shapes',
    cue: 'Accents drift gently behind the content',
  },
  realistic: {
    look: 'photographic, documentary look',
    background: 'Softly lit research setting, shallow depth of field, kept behind a clear panel for the content',
    cue: 'Slow push-in on the main subject',
  },
  cartoon: {
    look: 'friendly flat illustration with bold outlines',
    background: 'Bright flat-colour backdrop with simple props',
    cue: 'Elements pop in with a light bounce',
  },
  sketch: {
    look: 'hand-drawn pencil sketch on paper',
    background: 'Off-white paper texture with faint grid lines',
    cue: 'Lines draw themselves on as the narration mentions them',
  },
};

/** The paper's sentences, for quoting them in their own words. */
function paperSentences(paper: StoryboardPaper): { text: string; page?: number; tokens: Set<string> }[] {
  const out: { text: string; page?: number; tokens: Set<string> }[] = [];
  if (paper.abstract) for (const text of splitSentences(paper.abstract)) out.push({ text, page: 1, tokens: new Set(contentTokens(text)) });
  for (const section of paper.sections ?? []) {
    section.paragraphs.forEach((_, i) => {
      for (const sentence of paragraphSentences(section, i)) out.push({ ...sentence, tokens: new Set(contentTokens(sentence.text)) });
    });
  }
  return out;
}

/** The paper's own sentence behind a narrated one (the narration rewrites person and symbols). */
function sourceSentence(sentence: string, pool: ReturnType<typeof paperSentences>): { text: string; page?: number } | null {
  const tokens = new Set(contentTokens(sentence));
  if (tokens.size < 4) return null;
  let best: { text: string; page?: number; score: number } | null = null;
  for (const s of pool) {
    let shared = 0;
    for (const t of tokens) if (s.tokens.has(t)) shared += 1;
    const score = shared / Math.max(tokens.size, s.tokens.size);
    if (!best || score > best.score) best = { text: s.text, ...(s.page ? { page: s.page } : {}), score };
  }
  return best && best.score >= 0.6 ? best : null;
}
/** A figure or table on screen; a table with the rows `sentences` talk about in focus. */
function figureElement(figure: PaperFigure, sentences: readonly string[] = []): VisualElement {
  const rows = figure.kind === 'table' ? tableFocus(figure.rows, sentences) : null;
  // A JATS article's figures have no page (0): none is named (decision 0125).
  return {
    type: figure.kind,
    caption: figure.caption,
    figure: figure.id,
    ...(figure.page ? { page: figure.page } : {}),
    ...(figure.image ? { image: figure.image } : {}),
    ...(rows ? { focus: rows.focus, items: rows.names } : {}),
  };
}

/** Sentences of a part that are the paper's (framing questions are short and end in '?'). */
function contentSentences(part: Part): string[] {
  return part.sentences.filter(
    (s, i) =>
      !/\?$/.test(s) &&
      countWords(s) >= 6 &&
      // A set-up the next sentence turns ('… looks like a solved problem' / '… harder than it appears')
      // says the opposite of the paper on a card of its own (decision 0212).
      !(SETS_UP.test(s) && TURNS.test(part.sentences[i + 1] ?? '')),
  );
}

/**
 * The key-number cards of a slide's first result with a number, with the page it is printed on: one,
 * or two when the sentence states two results of one kind together (keyNumberPair).
 */
function numberCard(
  sentences: readonly string[],
  pool: ReturnType<typeof paperSentences>,
  shown: Set<string>,
): { cards: VisualElement[]; index: number } | null {
  for (const [index, sentence] of sentences.entries()) {
    if (!standsAlone(sentence)) continue;
    const pair = keyNumberPair(sentence)?.filter((n) => !shown.has(n.value));
    const numbers = pair?.length === 2 ? pair : [keyNumber(sentence)].filter((n): n is NonNullable<typeof n> => n !== null);
    // A caption that says what was measured by pointing back ('surpasses it', 'on this task as well') says nothing alone.
    const first = numbers[0];
    if (!first || shown.has(first.value) || !standsAlone(first.caption.replace(/^…/, '')) || /\bas well\b/i.test(first.caption)) continue;
    const page = sourceSentence(sentence, pool)?.page;
    const cards = numbers.map((n): VisualElement => {
      shown.add(n.value);
      return { type: 'number', value: n.value, caption: n.caption, ...(page ? { page } : {}) };
    });
    return { cards, index };
  }
  return null;
}

/** Cards shown one after another before `until` (a share of the slide's words): the second from half way. */
function followed(cards: VisualElement[], until: number): VisualElement[] {
  return cards.map((card, i) => (i === 0 ? card : { ...card, at: Math.round((until * i * 100) / cards.length) / 100 }));
}

/**
 * The visuals of a slide: its figure or table, led by a key-number card when the slide states a
 * result with a number (issue 30: the number is shown, not only said); otherwise one clear card.
 */
function chooseVisuals(
  part: Part,
  paper: StoryboardPaper,
  pool: ReturnType<typeof paperSentences>,
  previous: string | undefined,
  shown: Set<string>,
): VisualElement[] {
  const figures = new Map((paper.figures ?? []).map((f) => [f.id, f]));
  const figure = part.sources?.figures?.map((id) => figures.get(id)).find((f): f is PaperFigure => Boolean(f));
  const sentences = contentSentences(part);
  const number = numberCard(sentences, pool, shown);
  if (figure) {
    if (!number) return [figureElement(figure, sentences)];
    // The figure takes over once the sentence with the number has been said; a second number half way to it.
    const said = sentences.slice(0, number.index + 1).reduce((sum, sentence) => sum + countWords(sentence), 0);
    const at = Math.min(0.7, Math.max(number.cards.length > 1 ? 0.5 : 0.3, said / Math.max(1, wordsOf(part))));
    return [...followed(number.cards, at), { ...figureElement(figure, sentences), at: Math.round(at * 100) / 100 }];
  }
  const quotes = sentences
    .map((s) => sourceSentence(s, pool))
    .map((s) => (s ? { ...s, text: quotable(s.text) } : null))
    .filter(
      (s): s is { text: string; page?: number } => s !== null && countWords(s.text) >= 6 && countWords(s.text) <= 30 && standsAlone(s.text),
    );
  const quote = quotes[0] ?? quotedPair(part, pool);
  if (sentences.length === 0 && !quote) return [];
  // Bullets only of claims that make sense alone; when fewer than two do, another card fits better.
  const bullets = claimBullets(sentences.filter((sentence) => standsAlone(mainClaim(sentence))));
  const options: VisualElement[] = [];
  if (number) return followed(number.cards, 1);
  if (quote) options.push({ type: 'quote', caption: quote.text, ...(quote.page ? { page: quote.page } : {}) });
  if (bullets.length >= 2) options.push({ type: 'bullets', caption: part.heading, items: bullets });
  // Otherwise vary the screen: not the same kind of card twice in a row.
  const chosen = options.find((o) => o.type !== previous) ?? options[0];
  return chosen ? [chosen] : [];
}

/**
 * Two sentences the paper prints one after the other, quoted together when the second needs the first
 * ('… looks like a solved problem …' / 'The kiosk is harder than it appears'; 'X outperforms…' / 'We
 * observe similar trends…'): the pair stands where neither does alone. At most 30 words.
 */
function quotedPair(part: Part, pool: ReturnType<typeof paperSentences>): { text: string; page?: number } | null {
  for (let i = 0; i + 1 < part.sentences.length; i++) {
    const [first, second] = [part.sentences[i]!, part.sentences[i + 1]!];
    const needed = !standsAlone(second) || (SETS_UP.test(first) && TURNS.test(second));
    if (!needed || /\?$/.test(first) || !standsAlone(first.replace(SETS_UP, ''))) continue;
    // The second is the paper's next sentence, with every word the narration says of it (it may be too
    // short for sourceSentence to find on its own).
    const a = sourceSentence(first, pool);
    const b = a ? pool[pool.findIndex((p) => p.text === a.text) + 1] : undefined;
    if (!a || !b || !contentTokens(second).every((token) => b.tokens.has(token))) continue;
    const text = `${quotable(a.text)} ${quotable(b.text)}`;
    if (countWords(text) >= 6 && countWords(text) <= 30) return { text, ...(a.page ? { page: a.page } : {}) };
  }
  return null;
}

/**
 * When nothing else fits: the slide's claims that make sense alone, as bullets or one on a card of its
 * own. Never a quote: the slide's sentences are the narration's (third person, cleaned), not the
 * paper's words. The lone claim is one that fits the card whole, else one cut where a clause ends;
 * never one that trails off ('…and did not include…').
 *
 * When none does ('similar trends for the citation and co-citation tasks', 'these measurement issues
 * will bias…'), a card would show a claim torn from what it compares with or points at: the slide
 * shows instead a figure or table printed where its sentences are and about what they say, not yet
 * shown in the film, or else its heading alone (decision 0212).
 */
function fallbackVisual(
  part: Part,
  paper: StoryboardPaper,
  pool: ReturnType<typeof paperSentences>,
  usedFigures: Set<string>,
): VisualElement {
  const sentences = contentSentences(part);
  const alone = sentences.filter((sentence) => standsAlone(mainClaim(sentence)));
  if (alone.length >= 2) {
    const bullets = claimBullets(alone);
    if (bullets.length >= 2) return { type: 'bullets', caption: part.heading, items: bullets };
  }
  if (alone.length >= 1)
    return { type: 'bullets', caption: part.heading, items: [loneClaim(alone, alone, { heading: part.heading, sentences: alone })] };
  const figure = figureWhereSaid(sentences, paper, pool, usedFigures);
  if (figure) {
    usedFigures.add(figure.id);
    return figureElement(figure, sentences);
  }
  return { type: 'bullets', caption: part.heading, items: [] };
}

/**
 * The paper's figure or table printed on a page the sentences come from (or the next, where a float
 * lands), whose caption shares at least two content words with them, the one sharing most; none
 * already shown.
 */
function figureWhereSaid(
  sentences: readonly string[],
  paper: StoryboardPaper,
  pool: ReturnType<typeof paperSentences>,
  usedFigures: Set<string>,
): PaperFigure | null {
  const pages = new Set(sentences.map((sentence) => sourceSentence(sentence, pool)?.page).filter((page): page is number => Boolean(page)));
  const said = new Set(sentences.flatMap((sentence) => contentTokens(sentence)));
  let best: { figure: PaperFigure; shared: number } | null = null;
  for (const figure of paper.figures ?? []) {
    if (usedFigures.has(figure.id) || !figure.image || !(pages.has(figure.page) || pages.has(figure.page - 1))) continue;
    const shared = new Set(contentTokens(figure.caption).filter((token) => said.has(token))).size;
    if (shared >= 2 && shared > (best?.shared ?? 0)) best = { figure, shared };
  }
  return best?.figure ?? null;
}

/** The closing card's citation: the first three authors and 'et al.' over six, volume, issue and pages where known. */
function citationLine(paper: StoryboardPaper): string {
  return citationText({ title: paper.title, authors: paper.authors ?? [], ...(paper.citation ? { citation: paper.citation } : {}) });
}

function describe(visual: VisualElement | undefined, look: string): string {
  if (!visual) return `A ${look} card with the slide heading.`;
  switch (visual.type) {
    case 'title':
      return visual.items?.[0]
        ? `Title card (${look}): the paper’s title “${visual.caption}” by ${visual.items[0]}, with its venue, year and DOI.`
        : `Title card (${look}): the paper’s title “${visual.caption}” with its authors, venue, year and DOI.`;
    case 'closing':
      return `Closing card (${look}): the full citation and licence credit — ${visual.caption}`;
    case 'figure':
    case 'table':
      return `${visual.type === 'table' ? 'Table' : 'Figure'} from ${visual.page ? `page ${visual.page} of ` : ''}the paper, shown large with its caption: “${visual.caption}”${visual.focus && visual.items?.length ? `, the rows it talks about highlighted: ${visual.items.join(' · ')}` : ''}`;
    case 'number':
      return `Key-number card: “${visual.value}” — ${visual.caption}${visual.page ? ` (p. ${visual.page})` : ''}.`;
    case 'quote':
      return `Quote from ${visual.page ? `page ${visual.page} of ` : ''}the paper, in large type: “${visual.caption}”`;
    case 'bullets':
      return (visual.items ?? []).length === 1
        ? `One claim in large type under “${visual.caption}”: ${visual.items![0]}`
        : `${visual.items?.length ?? 0} claim bullets under “${visual.caption}”: ${(visual.items ?? []).join(' · ')}`;
    default:
      return visual.caption;
  }
}

function directions(visual: VisualElement | undefined, count: number): string {
  const more = count > 1 ? ' Then move to the next visual at its mark as the narration reaches it.' : '';
  switch (visual?.type) {
    case 'title':
      return `Open on the title card and hold it while the opening is spoken; fit the title to the card whatever its length.${more}`;
    case 'closing':
      return 'Show the closing card with the full citation and licence credit; hold two seconds after the narration, then fade out.';
    // What the film does (render/figure-plan.ts figurePlan, zoomPlan): it never pans.
    case 'figure':
      return `Reveal the figure with its caption${visual.page ? ` and “p. ${visual.page}”` : ''}; if it is too small to read whole, cross-fade to its lower part enlarged and hold there.${more}`;
    case 'table':
      return visual.focus
        ? `Reveal the table with its caption${visual.page ? ` and “p. ${visual.page}”` : ''}, the rows the narration names highlighted; if it is too tall to read whole, show its header and those rows at reading size.${more}`
        : `Reveal the table with its caption${visual.page ? ` and “p. ${visual.page}”` : ''}; if it is too tall to read whole, show its top rows at reading size, fading where it goes on.${more}`;
    case 'number':
      return `Count the number up to ${visual.value} as it is spoken, caption${visual.page ? ` and “p. ${visual.page}”` : ''} beneath; hold.${more}`;
    case 'quote':
      return `Set the quote in large type with its page; highlight the key phrase as it is read.${more}`;
    case 'bullets':
      return `Reveal each bullet as the narration reaches it.${more}`;
    default:
      return `Keep the heading at the top.${more}`;
  }
}

/** Builds the storyboard of SPEC §3 from a script without any model. */
export function generateStoryboard(
  script: ScriptOutput,
  paper: StoryboardPaper,
  config: StoryboardConfig = DEFAULT_STORYBOARD_CONFIG,
): StoryboardOutput {
  const count = Math.max(1, Math.floor(config.number_of_scenes));
  const style = STYLE_LOOK[config.style] ?? STYLE_LOOK.abstract;
  const pool = paperSentences(paper);
  let parts = scriptParts(script);

  // With room to spare, a long slide splits in two at a sentence boundary: no long stills.
  while (parts.length < count) {
    let longest = -1;
    parts.forEach((p, i) => {
      if (
        p.kind === 'slide' &&
        contentSentences(p).length >= 2 &&
        narrationSeconds(p.sentences.join(' ')) > LONG_SCENE_SECONDS &&
        (longest < 0 || wordsOf(p) > wordsOf(parts[longest]!))
      )
        longest = i;
    });
    if (longest < 0) break;
    const part = parts[longest]!;
    let half = 0;
    let acc = 0;
    while (half < part.sentences.length - 1 && acc < wordsOf(part) / 2) acc += countWords(part.sentences[half++]!);
    const [firstSources, secondSources] = splitSources(part.sources, part.sentences.slice(0, half), part.sentences.slice(half));
    const { sources: _dropped, ...rest } = part;
    parts = [
      ...parts.slice(0, longest),
      { ...rest, ...(firstSources ? { sources: firstSources } : {}), sentences: part.sentences.slice(0, half) },
      { ...rest, sources: secondSources, sentences: part.sentences.slice(half) },
      ...parts.slice(longest + 1),
    ];
  }

  // Each part's visual, chosen before merging so merged scenes keep every part's picture in order.
  let previous: string | undefined;
  // A number is shown once: the first slide that states it gets its card.
  const shownNumbers = new Set<string>();
  for (const part of parts) {
    if (part.kind === 'opening') {
      // The card's author line travels with it, so the storyboard says who is credited (issue 30).
      part.visuals = [{ type: 'title', caption: paper.title, ...(paper.authors?.length ? { items: [cardAuthors(paper.authors)] } : {}) }];
      // A long opening moves on from the title card to the problem once the first sentence is said.
      const rest = { ...part, sentences: part.sentences.slice(1) };
      if (narrationSeconds(part.sentences.join(' ')) > 12 && contentSentences(rest).length > 0) {
        const visual = chooseVisuals(rest, paper, pool, undefined, shownNumbers)[0];
        if (visual) part.visuals.push({ ...visual, at: Math.round((countWords(part.sentences[0]!) / wordsOf(part)) * 100) / 100 });
      }
    } else if (part.kind === 'closing') part.visuals = [{ type: 'closing', caption: citationLine(paper) }];
    else {
      part.visuals = chooseVisuals(part, paper, pool, previous, shownNumbers);
      previous = part.visuals.at(-1)?.type ?? previous;
    }
  }
  // Slides that nothing fitted take a fallback once every other slide has its figures.
  const usedFigures = new Set(parts.flatMap((part) => part.visuals.flatMap((visual) => (visual.figure ? [visual.figure] : []))));
  for (const part of parts) if (part.visuals.length === 0) part.visuals = [fallbackVisual(part, paper, pool, usedFigures)];
  const fitted = fitParts(parts, count);

  const narrator = config.narration_voice === 'male' ? 'Male narrator' : 'Female narrator';
  const soundCues =
    config.audio_type === 'narration' ? 'Narration only, no background music' : 'Soft instrumental background music under the narration';
  const scenes: Scene[] = fitted.map((part, index) => {
    const narration = part.sentences.join(' ');
    const first = index === 0;
    const last = index === fitted.length - 1;
    const visuals = part.visuals.length ? part.visuals : [fallbackVisual(part, paper, pool, new Set())];
    const primary = visuals.find((v) => v.type !== 'title' && v.type !== 'closing') ?? visuals[0];
    const heading = part.kind === 'opening' && part.heading === 'Opening' ? paper.title : part.heading;
    const overlays = [
      heading,
      ...visuals.flatMap((v) =>
        v.type === 'number'
          ? [`${v.value} — ${v.caption}${v.page ? ` · p. ${v.page}` : ''}`]
          : (v.type === 'figure' || v.type === 'table') && v.page
            ? [`p. ${v.page}`]
            : [],
      ),
    ];
    return {
      scene_number: index + 1,
      visual_description: visuals.map((v) => describe(v, style.look)).join(' Then: '),
      script_line: `${part.line}: ${part.heading}`,
      background_details: `${style.background}; the paper’s content sits on a clear panel in the safe area, above the subtitles.`,
      narration,
      sound_cues: soundCues,
      duration: narrationSeconds(narration),
      directions_for_videographer: `${directions(visuals[0], visuals.length)} (${config.style} style)`,
      visual_elements: visuals,
      ...(part.sources ? { sources: part.sources } : {}),
      annotations: {
        text_overlays: overlays,
        visual_cues: [
          style.cue,
          ...(primary && (primary.type === 'figure' || primary.type === 'table')
            ? [`Keep ${primary.figure} and its caption fully visible`]
            : []),
        ],
        audio_cues: [`${narrator} reads the narration at a steady pace`, soundCues],
        transition_notes: first
          ? 'Fade in from black; cross-fade into the next scene'
          : last
            ? 'Hold, then fade out to black'
            : 'Cross-fade into the next scene',
      },
    };
  });
  return { scenes };
}
