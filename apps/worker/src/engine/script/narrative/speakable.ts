/**
 * Turns a sentence of a paper into a sentence a narrator can read: first person to the authors,
 * citations, parentheticals and figure references removed, abbreviations and symbols spoken,
 * numbers written for reading aloud. Sentences that cannot be read (equations, boilerplate,
 * roadmaps, captions, leftovers of reference lists) are refused with the reason, so the bench and
 * the tests can count them.
 */
import { UNIT_NAMES } from './units';

/** Why a sentence of the paper is never narrated. */
export type Refusal =
  'boilerplate' | 'citation' | 'roadmap' | 'caption' | 'equation' | 'fragment' | 'length' | 'figure-reference' | 'context' | 'polarity';

/** Licences, permissions, funding, affiliations, correspondence, dates of the editorial process. */
export const BOILERPLATE =
  /permission to make|all rights reserved|copyright|©|creative commons|open[- ]access article|distributed under the terms|terms of the .{0,30}licen[cs]e|licen[cs]ed under|(?:work|research|study|project) (?:was|is) (?:partly |partially |in part )?(?:supported|funded|financed)|(?:supported|funded) (?:in part )?by (?:the |a |an )?(?:grant|award|national|european|dean|foundation)|funding|grant (?:no|number|agreement)|competing interests?|conflicts? of interest|corresponding author|correspondence to|e-?mail|\b(?:received|accepted|published)(?: online)?:? (?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|acknowledg(?:e)?ments?|(?:we|authors?) (?:gratefully )?acknowledge (?:the|support|funding|financial)|\bwe (?:would like to )?thank|(?:authors?|we) (?:are|is) grateful|data availability|author contributions|contributed equally|supplementary (?:material|information|data)|supporting information|is (?:freely )?available (?:at|online|from|on request|upon request)|github\.com|doi\.org|proceedings of the|ethics (?:committee|approval)|institutional review board|reproduction in any medium/i;

/** "Section 4 describes…", "The rest of this paper is organised as follows." */
export const ROADMAP =
  /\b(?:sections?|chapters?)\s+\d|\bappendix\b|\bsupplementa(?:ry|l)\b|\bin (?:the )?(?:next|following|previous|remaining) (?:sections?|chapters?|parts?)\b|(?:is|are) (?:organi[sz]ed|structured) as follows|\bthe (?:rest|remainder) of (?:this|the) (?:paper|article)|§|\bsee (?:the )?supplement|(?:the|this) (?:equation|formula) (?:above|below)|(?:following|above) (?:equation|formula)|\bas follows[:.]?$|:$|^(?:below|in what follows|next),? (?:we|the authors) (?:describe|present|discuss|detail|explain)/i;

/** A citation that survived cleaning: the sentence talks about someone else's paper. */
export const CITATION =
  /\bet al\b|\[\s*\d+(?:\s*[-–,]\s*\d+)*\s*\]|\(\s*\p{Lu}[\p{L}'’-]+[^()]{0,80}?(?:19|20)\d{2}[a-z]?\s*\)|\b\p{Lu}[\p{L}'’-]+ \((?:19|20)\d{2}[a-z]?\)|\b(?:ref|refs)\.\s*\d/u;

/** A figure or table caption narrated as a sentence. */
export const CAPTION =
  /^(?:[Ff]ig\.?|[Ff]igure|FIGURE|[Ff]igs\.?|[Tt]able|TABLE|[Tt]ab\.|[Ss]cheme|[Bb]ox|[Pp]anel|[Ss]upplementary (?:[Ff]ig|[Tt]able))\s*[\dA-Z]+[a-z]?(?:\s*[.:|]|\s+\p{Lu})/u;

/** Characters and shapes that only make sense in an equation. */
const EQUATION = /[=∑∏∫√∂∇∈∉∀∃⊂⊆⊃∪∩⊕⊗→←↔⇒⇔∝∞|^_{}\\�\u{1D400}-\u{1D7FF}]|\b[a-z]\d\b|(?:^|\s)\/|\/(?:\s|$)/u;
/** A ratio of single small letters ('m/z 200', 'w/v', 'v/v'): a measurement's notation, not said in a sentence. */
const UNIT_RATIO = /(?<![\p{L}\p{N}])\p{Ll}\/\p{Ll}(?![\p{L}\p{N}])/u;
/** A function of variables, "f(x, y)", only recognisable before the asides go. */
const FUNCTION_CALL = /\b[a-zA-Z]\s*\(\s*[a-zA-Z](?:\s*,\s*[a-zA-Z])*\s*\)/;

const GREEK: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  Δ: 'delta',
  '∆': 'delta',
  ε: 'epsilon',
  ζ: 'zeta',
  η: 'eta',
  θ: 'theta',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  ν: 'nu',
  ξ: 'xi',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  Σ: 'sigma',
  τ: 'tau',
  φ: 'phi',
  Φ: 'phi',
  χ: 'chi',
  ψ: 'psi',
  Ψ: 'psi',
  ω: 'omega',
  Ω: 'omega',
};

const UNITS: Record<string, [string, string]> = {
  ...UNIT_NAMES,
  l: ['litre', 'litres'],
  kDa: ['kilodalton', 'kilodaltons'],
  mmol: ['millimole', 'millimoles'],
  mol: ['mole', 'moles'],
  ppm: ['part per million', 'parts per million'],
};

/** Words a rate is counted per, written out after a slash ('μL/minute', 'kg/plant'). */
const PER_WORDS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'plant', 'plot', 'person', 'patient', 'capita']);

export interface SpeakOptions {
  /** ISO 639-1 language of the paper. */
  language: string;
  /** Acronym → long form, as the paper defines them ("ED" → "event detection"). */
  acronyms?: ReadonlyMap<string, string>;
  /** Write acronyms out in full (plain-language settings). */
  expandAcronyms?: boolean;
  /** Written for the ear: no references to anything on screen. */
  forEar?: boolean;
  /** Words of the paper's own vocabulary, to rejoin letter-spaced small capitals ("S PECTER") and broken words ("depen- dency"). */
  vocabulary?: ReadonlySet<string>;
}

export type Spoken = { ok: true; text: string; figureRefs: string[] } | { ok: false; reason: Refusal };

/** Figure and table labels a sentence names: "Figure 3", "Fig. 2b", "Table 1" → ['figure-3', 'figure-2', 'table-1']. */
export function figureMentions(sentence: string): string[] {
  const ids: string[] = [];
  const re = /\b(fig(?:ure)?s?\.?|tables?|tab\.)\s*(S?\d+)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(sentence)) !== null) {
    const kind = /^tab/i.test(m[1]!) ? 'table' : 'figure';
    const id = `${kind}-${m[2]}`;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Why a sentence of the paper must never be narrated, or null when it may be. */
export function refusalOf(sentence: string): Refusal | null {
  const text = sentence.trim();
  if (BOILERPLATE.test(text)) return 'boilerplate';
  if (CAPTION.test(text)) return 'caption';
  // A citation in an aside is simply left out; one in the sentence itself makes it about another paper.
  if (CITATION.test(dropAsides(text))) return 'citation';
  if (ROADMAP.test(text)) return 'roadmap';
  return null;
}

/** Acronyms the paper defines: "Event Detection (ED)", "standardised mortality ratios [SMRs]". */
export function findAcronyms(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const re = /((?:[\p{L}][\p{L}'’-]*\s+){1,8}?)[([]\s*(\p{Lu}[\p{Lu}\p{Ll}\d-]{1,9}?)(s?)\s*[)\]]/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const acronym = m[2]!;
    const letters = acronym.replace(/[^\p{Lu}]/gu, '');
    if (letters.length < 2 || found.has(acronym)) continue;
    const words = m[1]!.trim().split(/\s+/);
    // The long form is the shortest tail of the preceding words whose initials spell the acronym.
    for (let k = 1; k <= words.length; k += 1) {
      const tail = words.slice(-k);
      const initials = tail.map((w) => w.charAt(0).toUpperCase()).join('');
      const parts = tail
        .flatMap((w) => w.split('-'))
        .map((w) => w.charAt(0).toUpperCase())
        .join('');
      if (initials === letters || parts === letters) {
        let long = tail.join(' ');
        if (m[3] === 's' && !/s$/i.test(long)) long += 's';
        const singular = long.replace(/s$/, '');
        found.set(acronym, /^\p{Lu}\p{Ll}/u.test(tail[0]!) && tail.every((w) => /^\p{Lu}/u.test(w)) ? long.toLowerCase() : long);
        if (m[3] === 's') found.set(acronym, singular.toLowerCase() === singular ? singular : singular.toLowerCase());
        break;
      }
    }
  }
  return found;
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\be\.\s?g\.,?\s*/gi, 'for example, '],
  [/\bi\.\s?e\.,?\s*/gi, 'that is, '],
  [/\beg,\s+/g, 'for example, '],
  [/\bie,\s+/g, 'that is, '],
  [/\betc\.(?=\s*$)/g, 'and so on.'],
  [/\betc\.,?/g, 'and so on'],
  [/\bvs\.?(?=\s)/g, 'versus'],
  [/\bapprox\.\s*/g, 'about '],
  [/\bca\.\s*(?=\d)/g, 'about '],
  [/\bcf\.\s*/g, 'compare '],
  [/\bw\.r\.t\.\s*/g, 'with respect to '],
  [/\bresp\.(?=[\s,)])/g, 'respectively'],
  [/\bNo\.\s*(?=\d)/g, 'number '],
];

function speakNumbersAndSymbols(input: string): string {
  let t = input;
  // Lancet-style decimal points and thin-space thousands: "4·8", "743 691", "10 000".
  t = t.replace(/(\d)·(\d)/g, '$1.$2');
  t = t.replace(/(\d{1,3})[\u2009\u202f ](\d{3})(?![\d.,])/g, (whole, a: string, b: string, offset: number, all: string) =>
    /\d[\u2009\u202f ]$/.test(all.slice(0, offset)) ? whole : `${a},${b}`,
  );
  t = t.replace(/(\d)\s*[-–—]\s*(\d)/g, '$1 to $2');
  t = t.replace(/(\d+(?:\.\d+)?)\s*(?:%|per ?cent)/gi, '$1 percent');
  t = t
    .replace(/(\d)\s*[°˚º]\s*C\b/g, '$1 degrees Celsius')
    .replace(/(\d)\s*[°˚º]\s*F\b/g, '$1 degrees Fahrenheit')
    .replace(/[°˚º]/g, ' degrees');
  t = t
    .replace(/±/g, ' plus or minus ')
    .replace(/≤/g, ' at most ')
    .replace(/≥/g, ' at least ')
    .replace(/≈|∼|~(?=\s*\d)/g, ' about ');
  t = t.replace(/(\d)\s*[×x]\s*(\d)/g, '$1 by $2').replace(/×/g, ' times ');
  t = t.replace(/\s<\s*(?=\d)/g, ' less than ').replace(/\s>\s*(?=\d)/g, ' more than ');
  t = t.replace(/(^|\s)[−-](?=\d)/g, '$1minus ').replace(/(^|\s)\+(?=\d)/g, '$1plus ');
  t = t.replace(/(\d)\s*[-‐]?fold\b/g, '$1-fold');
  // A rate after a number: '350 μL/minute', '3 km/h', '5 mg/kg' are read with 'per'.
  t = t.replace(/(\d+(?:\.\d+)?)\s*([a-zA-Zµμ]{1,4})\/([a-zA-Zµμ]{1,6})\b/g, (whole, n: string, unit: string, per: string) => {
    const names = UNITS[unit];
    const each = UNITS[per]?.[0] ?? (PER_WORDS.has(per) ? per : undefined);
    return names && each ? `${n} ${n === '1' ? names[0] : names[1]} per ${each}` : whole;
  });
  t = t.replace(/(\d+(?:\.\d+)?)\s+([a-zA-Zµμ]{1,4})\b(?![-'’])/g, (whole, n: string, unit: string) => {
    const names = UNITS[unit];
    if (!names) return whole;
    return `${n} ${n === '1' ? names[0] : names[1]}`;
  });
  t = t.replace(/\s*&\s*/g, ' and ');
  t = t.replace(/[\p{Script=Greek}∆]/gu, (c) => (GREEK[c] ? ` ${GREEK[c]} ` : c));
  t = t.replace(/\s*[—–]\s*/g, ', ');
  // 'and/or', 'his/her', 'traditional/indigenous/local' are alternatives; 'Fv/Fm', 'TCP/IP', 'A/B', 'Excalibur/Kukri' are names the
  // paper writes with a slash and the film shows as written (the voice reads them, speech/pronounce.ts).
  t = t.replace(/(?<![\p{L}\p{N}/])\p{Ll}{2,}(?:\/\p{Ll}{2,})+(?![\p{L}\p{N}/])/gu, (words) =>
    words === 'and/or' ? 'and or' : words.split('/').join(' or '),
  );
  t = t.replace(/[“”"]/g, '').replace(/[‘’]/g, '’');
  // 'the I² statistic', 'R²', '25 m²'.
  t = t.replace(/²/g, ' squared').replace(/³/g, ' cubed');
  return t;
}

const LEADING_CONNECTIVE =
  /^(?:moreover|furthermore|in addition|additionally|besides|also|finally|overall|importantly|notably|specifically|in particular|taken together|in summary|in short|to summari[sz]e|in conclusion|altogether),\s+/i;

/** Words after which a capital I is the numeral one: 'Phase I', 'type I error', 'Table I', 'World War I'. */
const ROMAN_ONE_BEFORE =
  /\b(?:type|phase|stage|class|grade|tier|level|category|table|figure|fig\.|part|section|chapter|appendix|war|group|cohort|period|step|round|wave|experiment|study|trial|model|the|an?)\s+$/i;

/** First person to the authors, for the languages where the verb need not change. */
function thirdPerson(input: string, language: string): string {
  let t = input;
  if (language === 'en') {
    t = t.replace(/^(?:here|in this (?:paper|article|work|study|letter|note)),\s+we\b/i, (m) => m.replace(/we$/i, 'the authors'));
    t = t
      .replace(/^We\b/, 'The authors')
      .replace(/^Our\b/, 'The authors’')
      .replace(/^Ours\b/, 'Theirs');
    let named = /\bthe authors\b/i.test(t);
    // 'I' only as the pronoun: before a lower-case word, and not a numeral ('Phase I trials', 'type I
    // error') or a symbol ('the I² statistic').
    t = t.replace(/\b(we|our|ours|us|ourselves|I|my)\b/g, (word, _: string, at: number, whole: string) => {
      if (word === 'I' && (!/^\s+\p{Ll}/u.test(whole.slice(at + 1)) || ROMAN_ONE_BEFORE.test(whole.slice(0, at)))) return word;
      const out = {
        we: named ? 'they' : 'the authors',
        our: named ? 'their' : 'the authors’',
        ours: 'theirs',
        us: named ? 'them' : 'the authors',
        ourselves: 'themselves',
        I: 'the author',
        my: 'the author’s',
      }[word]!;
      named = true;
      return out;
    });
    t = t.replace(/\blet them\b/g, 'let them');
  } else if (language === 'de') {
    t = t
      .replace(/\b[Ww]ir\b/g, (w) => (w === 'Wir' ? 'Die Autoren' : 'die Autoren'))
      .replace(/\b([Uu])nser(e[nmrs]?|)\b/g, (_, u: string, end: string) => `${u === 'U' ? 'I' : 'i'}hr${end}`);
  } else if (language === 'nl') {
    t = t
      .replace(/\b([Ww]ij|[Ww]e)\b/g, (w) => (/^W/.test(w) ? 'De auteurs' : 'de auteurs'))
      .replace(/\b([Oo])nze?\b/g, (w) => (/^O/.test(w) ? 'Hun' : 'hun'));
  } else if (language === 'sv') {
    t = t
      .replace(/\b([Vv])i\b/g, (w) => (w === 'Vi' ? 'Författarna' : 'författarna'))
      .replace(/\b([Vv])år[ta]?\b/g, (w) => (/^V/.test(w) ? 'Deras' : 'deras'));
  } else if (language === 'da' || language === 'nb') {
    t = t
      .replace(/\b([Vv])i\b/g, (w) => (w === 'Vi' ? 'Forfatterne' : 'forfatterne'))
      .replace(/\b([Vv])(?:ores|år[te]?)\b/g, (w) => (/^V/.test(w) ? 'Deres' : 'deres'));
  }
  return t;
}

/** Rejoins letter-spaced small capitals the PDF split ("S PECTER" → "SPECTER") when the paper uses the joined word. */
function joinSmallCaps(input: string, vocabulary: ReadonlySet<string> | undefined): string {
  if (!vocabulary) return input;
  return input.replace(/\b\p{Lu}(?: \p{Lu}{1,}\p{Ll}*)+\b/gu, (run) => {
    const joined = run.replace(/ /g, '');
    return vocabulary.has(joined.toLowerCase()) ? joined : run;
  });
}

/**
 * Removes every parenthetical and bracketed aside (citations, statistics, abbreviations, asides),
 * except that an estimate with its interval keeps the estimate: "men (7·89; 95% CI 6·40–9·37)" →
 * "men, 7·89,".
 */
function dropAsides(input: string): string {
  let t = input.replace(/\s*\((\d+(?:[.·]\d+)?%?)\s*(?:[;,]\s*|\s*\[)(?:95|99|90)%[^()]*\)/g, ', $1,');
  // The same estimate with a bare interval, as the second of a pair often has it: "women (18·72; 13·73–23·71)".
  t = t.replace(/\s*\((\d+[.·]\d+%?);\s*\d+(?:[.·]\d+)?%?\s*[–-]\s*\d+(?:[.·]\d+)?%?(?:;[^()]*)?\)/g, ', $1,');
  for (let pass = 0; pass < 3; pass += 1) {
    const before = t;
    t = t.replace(/\s*\([^()]*\)/g, '').replace(/\s*\[[^[\]]*\]/g, '');
    if (t === before) break;
  }
  return t;
}

function tidy(input: string): string {
  return input
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=\s*[,.;:!?])/g, '')
    .replace(/,\s*,/g, ',')
    .replace(/^[\s,;:]+/, '')
    .trim();
}

/**
 * The spoken form of one sentence of the paper, or why it is refused. Deterministic; never
 * invents content, only removes, rewrites person and spells out symbols.
 */
export function speakable(sentence: string, options: SpeakOptions): Spoken {
  const original = sentence.replace(/\s+/g, ' ').trim();
  const refusal = refusalOf(original);
  if (refusal) return { ok: false, reason: refusal };
  const figureRefs = figureMentions(original);
  if (options.forEar && figureRefs.length > 0) return { ok: false, reason: 'figure-reference' };
  if (FUNCTION_CALL.test(original)) return { ok: false, reason: 'equation' };
  // A sentence that starts in lower case continues something (an equation, a broken line).
  if (/^[\p{Ll}]/u.test(original) || /\p{Ll}- \p{Lu}\p{Ll}/u.test(original)) return { ok: false, reason: 'fragment' };
  let t = joinSmallCaps(original, options.vocabulary);
  // A word the typesetting broke within a line ("semantic depen- dency graph"), where the paper has it whole.
  if (options.vocabulary) {
    const vocabulary = options.vocabulary;
    t = t.replace(/(\p{Ll}{2,})- (\p{Ll}{2,})/gu, (whole, left: string, right: string) =>
      vocabulary.has(`${left}${right}`.toLowerCase()) ? `${left}${right}` : whole,
    );
  }
  // Footnote markers glued to a word or punctuation: "evaluation1.", "SPECTER,2 incorporates".
  t = t.replace(/(\p{Ll}{3,})\d{1,2}(?=[\s.,;:])/gu, '$1').replace(/([,;:])\d{1,2}(?=\s)/g, '$1');
  for (const [re, out] of ABBREVIATIONS) t = t.replace(re, out);
  t = dropAsides(t);
  // Figure, table and equation references that are not the subject of the sentence.
  t = t.replace(
    /,?\s*(?:as |which is |are )?(?:shown|illustrated|presented|summari[sz]ed|depicted|seen|listed|given|reported|displayed|detailed|plotted|described) (?:in|by) (?:the )?(?:fig(?:ure)?s?\.?|tables?|tab\.|eq(?:uation)?s?\.?|panels?)\s*S?\d+[a-z]?(?:\s*(?:and|,)\s*S?\d+[a-z]?)*,?/gi,
    '',
  );
  t = t.replace(/\s*\bin (?:fig(?:ure)?s?\.?|tables?|eq(?:uation)?\.?)\s*S?\d+[a-z]?\b/gi, '');
  if (EQUATION.test(t) || UNIT_RATIO.test(t)) return { ok: false, reason: 'equation' };
  t = speakNumbersAndSymbols(t);
  if (/[<>*#@$\\]/.test(t)) return { ok: false, reason: 'equation' };
  // 'Effect of the layers We further investigate…': a heading run into the sentence, not the authors' sentence.
  if (options.language === 'en' && /[\p{L}\d]\s+(?:We|Our)\s/u.test(t)) return { ok: false, reason: 'fragment' };
  t = thirdPerson(t, options.language);
  if (options.acronyms && options.expandAcronyms) {
    for (const [acronym, long] of options.acronyms) {
      t = t.replace(
        new RegExp(`(^|[^\\p{L}\\p{N}-])${acronym.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(s?)(?![\\p{L}\\p{N}-])`, 'gu'),
        (_, pre: string, plural: string) => `${pre}${long}${plural && !long.endsWith('s') ? 's' : ''}`,
      );
    }
  }
  t = t.replace(LEADING_CONNECTIVE, '');
  t = tidy(t);
  if (!t) return { ok: false, reason: 'fragment' };
  t = t.charAt(0).toUpperCase() + t.slice(1);
  if (/^\d/.test(original) && /^\d/.test(t) && /^\d[\d.,]*\s+(?:\p{Ll}|\d)/u.test(t) === false) return { ok: false, reason: 'fragment' };
  if (!/[.!?]$/.test(t)) {
    if (/[.!?]["”’)]$/.test(original) || /[.!?]$/.test(original)) t += '.';
    else return { ok: false, reason: 'fragment' };
  }
  // Leftovers of a broken extraction: unbalanced quotes, a lone lower-case start, runs of digits.
  const loneLetters = t.split(/\s+/).filter((w) => /^\p{L}$/u.test(w.replace(/[,.;:!?’']/g, '')) && !/^[aAI]/.test(w)).length;
  if (
    !/^[\p{Lu}\d]/u.test(t) ||
    /(?:^|\s)(?:\d|[ivx]{1,3}|[a-h])\)\s/.test(t) ||
    /\d{6,}/.test(t) ||
    (options.language === 'en' && loneLetters > 1)
  ) {
    return { ok: false, reason: 'fragment' };
  }
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  if (letters / t.replace(/\s/g, '').length < 0.75) return { ok: false, reason: 'equation' };
  return { ok: true, text: t, figureRefs };
}

/**
 * A structured abstract's heading run into its first sentence ("Background Inclusion health…",
 * "Conclusions: Based on…"): the label is the layout's, not the authors' sentence.
 */
const LEADING_ABSTRACT_LABEL =
  /^(?:Background|Introduction|Context|Objectives?|Aims?|Purpose|Rationale|Motivation|Methods?|Methodology|Design|Materials and methods|Approach|Study design|Setting|Participants|Data sources|Population|Results?|Findings|Main results|Outcomes|Interpretation|Conclusions?|Discussion|Implications|Significance)\s*[:.]?\s+(?=[\p{Lu}\d])/u;

/** A connective that ties a sentence to the one before it; a card quoting the sentence alone drops it. */
const CARD_CONNECTIVE =
  /^(?:for (?:instance|example)|however|moreover|furthermore|in addition|additionally|therefore|thus|hence|consequently|similarly|likewise|indeed|in contrast|by contrast|on the other hand|nevertheless|nonetheless|finally|first(?:ly)?|second(?:ly)?|third(?:ly)?|also|in particular|specifically|notably|importantly|in summary|in conclusion|overall|accordingly|instead|meanwhile|still|yet|so|and|but),\s+/i;

/**
 * The paper's sentence as a quote on screen: its own words, asides, citation marks, abstract
 * headings and a leading connective ('For instance, …') left out.
 */
export function quotable(sentence: string): string {
  const text = tidy(dropAsides(sentence.replace(LEADING_ABSTRACT_LABEL, '').replace(/(\p{Ll}{3,})\d{1,2}(?=[\s.,;:])/gu, '$1')));
  const rest = text.replace(CARD_CONNECTIVE, '');
  return rest === text || rest.length < 20 ? text : rest.charAt(0).toUpperCase() + rest.slice(1);
}
