/**
 * Which of a paper's sentences can be said, and how (decision 0212): a sentence that leans on the one
 * before it by its opening or by comparing with it is said together with it; a set-up the next
 * sentence turns, or a sentence pointing at what the sentence before does not name, is not said;
 * the rest is said alone, with a harmless connective dropped (context.ts).
 */
import { keepsClaim } from '@paperlight/remix-core/grounding';
import { countWords } from '../../read/text';
import { COMPARES_BACK, insidePointer, leaning, SETS_UP, TURNS, type Lean } from './context';
import type { Refusal, speakable } from './speakable';

type Speak = (text: string) => ReturnType<typeof speakable>;

/** Where a sentence sits in the paper, as `sayableSentences` needs it (outline.ts RawSentence). */
export interface Placed {
  text: string;
  section: string;
  page?: number;
  position: number;
  first: boolean;
  /** The first sentence of a structured abstract's part after the first. */
  opensPart?: boolean;
}

/** Whether `current` may lean on `before`: the sentence just before it in the same section or abstract part. */
const follows = (before: Placed | undefined, current: Placed): before is Placed =>
  Boolean(before && before.section === current.section && !current.first && !current.opensPart);

export type Sayable<S extends Placed> = S & { spoken: string; figureRefs: string[]; order: number; joined?: boolean; unsaid?: boolean };

/**
 * How a sentence leans on the one before it (context.ts): by its opening, or by comparing with what
 * that one said ('We observe similar trends for the citation tasks', '… on this task as well'), which
 * is narrated only after what it compares with (decision 0212).
 */
function leaningOrComparing(text: string): Lean {
  const lean = leaning(text);
  if (lean.kind === 'leans') return lean;
  const compares = COMPARES_BACK.exec(lean.kind === 'connective' ? lean.text : text);
  return compares ? { kind: 'leans', on: compares[0].trim() } : lean;
}

/** Words after a pointer that name nothing ('this region from 1786'): not looked for in the context. */
const FUNCTION_WORD =
  /^(?:from|with|that|than|into|onto|over|under|were|have|been|also|only|they|them|their|there|which|while|when|where|would|could|should|being|does|each|both|most|more|such|very|well)$/i;

/**
 * The words an inside pointer points with that can name something ('these two genotypes' →
 * ['genotypes']), and the sentence's own words before the pointer, in lower case.
 */
function pointedWords(text: string): { first: string; words: string[]; before: string } | null {
  const pointer = insidePointer(text);
  if (!pointer?.words.length) return null;
  const words = pointer.words.filter((word) => word.length >= 4 && !FUNCTION_WORD.test(word)).map((word) => word.toLowerCase().slice(0, 5));
  return { first: pointer.words[0]!, words, before: text.slice(0, pointer.at).toLowerCase() };
}

/** Whether the sentence at `order` sets up a claim that the next one, in the same section, turns. */
function turnedNext(raw: readonly Placed[], order: number): boolean {
  const current = raw[order]!;
  const next = raw[order + 1];
  return Boolean(next && follows(current, next) && SETS_UP.test(current.text) && TURNS.test(next.text));
}

/**
 * Whether the sentence at `order` points inside at something ('these constraints') that neither the
 * sentence before it in the same section nor its own words before the pointer name (any of the
 * pointer's next words of four letters or more, by its first five): what it points at lies further
 * back. The first sentence of a section points at nothing said.
 */
function pointsPastAntecedent(raw: readonly Placed[], order: number): boolean {
  const current = raw[order]!;
  const pointed = pointedWords(current.text);
  if (!pointed?.words.length) return false;
  const before = raw[order - 1];
  const context = `${follows(before, current) ? before.text.toLowerCase() : ''} ${pointed.before}`;
  return !pointed.words.some((word) => context.includes(word));
}

/** The word after a pointer that makes it a pronoun for the whole sentence before ('this is important', 'this means'). */
const PRONOUN_VERB =
  /^(?:is|was|are|were|has|had|have|can|could|may|might|will|would|should|must|means?|meant|shows?|showed|suggests?|indicates?|implies|makes?|made|leads?|led|allows?|gives?)$/i;

/**
 * Whether the sentence at `order` points inside at what the sentence just before it names ('… those
 * two genotypes demonstrated …' after the sentence naming them; '… shows that this is important'):
 * it is then said only together with that sentence, as one that leans by its opening. A pointer at
 * what its own words before it, or the paper's title, name ('this policy' in a paper on the Mexico City
 * Policy) stands alone; one at what the sentence before does not name is not said (pointsPastAntecedent).
 */
function pointsIntoBefore(raw: readonly Placed[], order: number, title: string): boolean {
  const current = raw[order]!;
  const before = raw[order - 1];
  const pointed = pointedWords(current.text);
  if (!pointed || !follows(before, current)) return false;
  if (PRONOUN_VERB.test(pointed.first)) return true;
  if (pointed.words.length === 0) return false;
  const named = `${title.toLowerCase()} ${pointed.before}`;
  if (pointed.words.some((word) => named.includes(word))) return false;
  const previous = before.text.toLowerCase();
  return pointed.words.some((word) => previous.includes(word));
}

/**
 * The sentence before `order` with the leaning one after it, both spoken: the antecedent a sentence
 * like 'In this way, …' needs. Null when there is none in the same section, or it leans itself.
 */
function withAntecedent(
  raw: readonly Placed[],
  order: number,
  spoken: string,
  speak: Speak,
): { original: string; spoken: string; figureRefs: string[] } | null {
  const before = raw[order - 1];
  const current = raw[order]!;
  if (!follows(before, current)) return null;
  // An antecedent that itself leans or compares back ('The sixth row of the table shows…') needs one more.
  const lean = leaningOrComparing(before.text);
  if (lean.kind === 'leans') return null;
  const said = speak(lean.kind === 'connective' ? lean.text : before.text);
  if (!said.ok || countWords(said.text) < 4) return null;
  return { original: `${before.text} ${current.text}`, spoken: `${said.text} ${spoken}`, figureRefs: said.figureRefs };
}

/**
 * The sentences as they can be said (`kept`; `unsaid` ones only count for the statistics), the
 * sentences the paper's statistics count (`counted`: every one that opens without leaning, said or
 * not, so that what is said does not change what the paper is about), and the refusals, added to
 * `refused`.
 */
export function sayableSentences<S extends Placed>(
  raw: readonly S[],
  {
    english,
    speak,
    maxWords,
    refused,
    title = '',
  }: { english: boolean; speak: Speak; maxWords: number; refused: { original: string; reason: Refusal }[]; title?: string },
): { kept: Sayable<S>[]; counted: { order: number; spoken: string }[] } {
  const kept: Sayable<S>[] = [];
  const counted: { order: number; spoken: string }[] = [];
  raw.forEach((s, order) => {
    // A sentence that leans on the one before is said with it, or a harmless connective goes (context.ts).
    // So is one pointing inside at what that sentence names (decision 0214).
    const opens = english ? leaningOrComparing(s.text) : ({ kind: 'alone' } as const);
    const lean: Lean = opens.kind !== 'leans' && english && pointsIntoBefore(raw, order, title) ? { kind: 'leans', on: 'pointer' } : opens;
    const spoken = speak(lean.kind === 'connective' ? lean.text : s.text);
    if (!spoken.ok) {
      refused.push({ original: s.text, reason: spoken.reason });
      return;
    }
    // An aside that held a negation, an exception or a number the rest depends on leaves a claim the
    // paper does not make ('included only … (excluding cannabis)'): not narrated (grounding: keepsClaim).
    if (!keepsClaim(spoken.text, s.text)) {
      refused.push({ original: s.text, reason: 'polarity' });
      return;
    }
    // The paper's statistics (what is central, what is rare) count every sentence that opens without
    // leaning, whether or not it is then said alone (decision 0212: a comparison back or an unnamed
    // pointer changes what is said, not what the paper is about).
    const opening = english ? leaning(s.text) : lean;
    if (opening.kind !== 'leans') {
      const own = opening === lean ? spoken : speak(opening.kind === 'connective' ? opening.text : s.text);
      const words = own.ok ? countWords(own.text) : 0;
      if (own.ok && words >= 6 && words <= maxWords) counted.push({ order, spoken: own.text });
    }
    // A set-up the next sentence turns ('… looks like a solved problem' / 'The kiosk is harder than it
    // appears') is said only with its turn, which leans on it; and a sentence pointing inside at what
    // the sentence before does not name ('This paper brings these constraints together' after a
    // paragraph of them) cannot be said without more than one sentence of context (decision 0212).
    // It still counts for the paper's statistics (what is central, what is rare), as before.
    const unsaid = english && (turnedNext(raw, order) || pointsPastAntecedent(raw, order));
    if (lean.kind === 'leans') {
      const joined = withAntecedent(raw, order, spoken.text, speak);
      if (!joined || countWords(joined.spoken) > maxWords + 10) {
        refused.push({ original: s.text, reason: 'context' });
        return;
      }
      const before = raw[order - 1]!;
      kept.push({
        ...s,
        text: joined.original,
        spoken: joined.spoken,
        figureRefs: [...new Set([...joined.figureRefs, ...spoken.figureRefs])],
        order: order - 1,
        joined: true,
        position: before.position,
        first: before.first,
        ...(before.page ? { page: before.page } : {}),
        ...(unsaid ? { unsaid } : {}),
      });
      if (unsaid) refused.push({ original: s.text, reason: 'context' });
      return;
    }
    const words = countWords(spoken.text);
    if (words < 6 || words > maxWords) {
      refused.push({ original: s.text, reason: 'length' });
      return;
    }
    kept.push({ ...s, spoken: spoken.text, figureRefs: spoken.figureRefs, order, ...(unsaid ? { unsaid } : {}) });
    if (unsaid) refused.push({ original: s.text, reason: 'context' });
  });
  return { kept, counted };
}
