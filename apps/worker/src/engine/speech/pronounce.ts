/**
 * How the offline voice should say a narration (issue 14, decision 0058): scientific writing is
 * full of abbreviations, symbols, units, Greek letters and acronyms that eSpeak NG reads
 * letter by letter, as punctuation or not at all. Applied to the text sent to the speech engine
 * only; subtitles keep the written form. English rules only: other languages pass unchanged
 * (eSpeak's own voices already read their numbers and most symbols).
 */
import { UNIT_NAMES } from '../script/narrative/units';

const ABBREVIATIONS: [RegExp, string][] = [
  [/\be\.\s?g\.(?=\s|,|$)/gi, 'for example'],
  [/\bi\.\s?e\.(?=\s|,|$)/gi, 'that is'],
  [/\bet al\.?(?=\s|,|$|\))/gi, 'and colleagues'],
  [/\betc\.(?=\s*[a-z,;)])/g, 'et cetera'],
  [/\betc\.$/g, 'et cetera.'],
  [/\bvs?\.(?=\s)/g, 'versus'],
  [/\bcf\.(?=\s)/g, 'compare'],
  [/\bapprox\.(?=\s)/g, 'approximately'],
  [/\bFigs?\.(?=\s*\d)/g, 'Figure'],
  [/\bEqs?\.(?=\s*\(?\d)/g, 'Equation'],
  [/\bSec(?:t)?\.(?=\s*\d)/g, 'Section'],
  [/\bNo\.(?=\s*\d)/g, 'number'],
];

const GREEK: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ζ: 'zeta',
  η: 'eta',
  θ: 'theta',
  ι: 'iota',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  ν: 'nu',
  ξ: 'xi',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  τ: 'tau',
  υ: 'upsilon',
  φ: 'phi',
  ϕ: 'phi',
  χ: 'chi',
  ψ: 'psi',
  ω: 'omega',
  Γ: 'gamma',
  Δ: 'delta',
  Θ: 'theta',
  Λ: 'lambda',
  Ξ: 'xi',
  Π: 'pi',
  Σ: 'sigma',
  Φ: 'phi',
  Ψ: 'psi',
  Ω: 'omega',
};

/** Units read after a number: '5 ms' → '5 milliseconds'. Singular when the number is 1. */
const UNITS: Record<string, [string, string]> = {
  ...UNIT_NAMES,
  sec: ['second', 'seconds'],
  ns: ['nanosecond', 'nanoseconds'],
  µs: ['microsecond', 'microseconds'],
  μs: ['microsecond', 'microseconds'],
  µL: ['microlitre', 'microlitres'],
  μL: ['microlitre', 'microlitres'],
  KB: ['kilobyte', 'kilobytes'],
  dB: ['decibel', 'decibels'],
  mM: ['millimolar', 'millimolar'],
  kcal: ['kilocalorie', 'kilocalories'],
  '°C': ['degree Celsius', 'degrees Celsius'],
  '°F': ['degree Fahrenheit', 'degrees Fahrenheit'],
  K: ['kelvin', 'kelvin'],
};

/** Acronyms eSpeak already says as words, or that are words. */
const SAY_AS_WORD = new Set(['NASA', 'NATO', 'UNESCO', 'COVID', 'AIDS', 'LASER', 'RADAR', 'OK', 'US', 'UK', 'EU', 'I', 'A']);

const NUM = String.raw`\d+(?:[.,]\d+)*`;

function unitPattern(): RegExp {
  const names = Object.keys(UNITS)
    .sort((a, b) => b.length - a.length)
    .map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(String.raw`(${NUM})\s?(${names.join('|')})(?![\p{L}\p{N}])`, 'gu');
}

const UNIT_RE = unitPattern();

function spellAcronym(word: string): string {
  const plural = /^([A-Z]{2,})s$/.exec(word);
  const letters = (plural ? plural[1]! : word).split('');
  return `${letters.join(' ')}${plural ? "'s" : ''}`;
}

const SYMBOL = /^\p{Lu}[\p{L}\d]{0,2}[+-]?$/u;

/** Two symbols of one quantity ('FV/FM', 'Fv/Fm') or a symbol with a subscript ('Na/K'). */
function isRatio(a: string, b: string): boolean {
  if (!SYMBOL.test(a) || !SYMBOL.test(b)) return false;
  return (a.length > 1 && b.length > 1 && a[0] === b[0]) || /\p{Ll}|\d/u.test(a + b);
}

/** The English reading of a narration for eSpeak NG. */
export function pronounceEnglish(text: string): string {
  let t = text;
  for (const [pattern, spoken] of ABBREVIATIONS) t = t.replace(pattern, spoken);
  // Statistics first: 'p < 0.05', 'n = 25', '95% CI'.
  t = t
    .replace(/\bp\s*<\s*(?=[\d.])/g, 'p less than ')
    .replace(/\bp\s*=\s*(?=[\d.])/g, 'p equals ')
    .replace(/\b([nN])\s*=\s*(?=\d)/g, '$1 equals ')
    .replace(/\b(\d+(?:\.\d+)?)\s?%\s?CIs?\b/g, '$1 percent confidence interval')
    .replace(/\bCIs?\b/g, 'confidence interval');
  // Ranges and signs around numbers.
  t = t
    .replace(new RegExp(String.raw`(${NUM})\s?[–—-]\s?(${NUM})(?=\s?(?:%|[\p{L}°µμ]|$|[\s,.;)]))`, 'gu'), '$1 to $2')
    .replace(new RegExp(String.raw`(${NUM})\s?[x×]\b`, 'g'), '$1 times')
    .replace(new RegExp(String.raw`(${NUM})\s?×`, 'g'), '$1 times')
    .replace(/\s×\s/g, ' times ')
    .replace(/±\s?/g, ' plus or minus ')
    .replace(/\s?≈\s?|~(?=\s?\d)/g, ' approximately ')
    .replace(/\s?≤\s?/g, ' less than or equal to ')
    .replace(/\s?≥\s?/g, ' greater than or equal to ')
    .replace(/\s?≠\s?/g, ' not equal to ')
    .replace(/\s<\s/g, ' less than ')
    .replace(/\s>\s/g, ' greater than ')
    .replace(/\s=\s/g, ' equals ')
    .replace(/\s?→\s?/g, ' to ')
    .replace(/(\d)\s?%/g, '$1 percent')
    .replace(/\s&\s/g, ' and ');
  // Units after numbers, then degrees on their own.
  t = t.replace(UNIT_RE, (_, n: string, unit: string) => {
    const [one, many] = UNITS[unit]!;
    return `${n} ${n === '1' ? one : many}`;
  });
  t = t.replace(/(\d)\s?°/g, '$1 degrees');
  // Per-units written with a slash after a number: '3 km/h' is read above as '3 kilometres/h'.
  t = t.replace(/(metres|grams|litres|kilometres|milligrams|micrograms|bytes)\/(\p{L}+)/gu, '$1 per $2');
  // A ratio of two quantities' symbols ('Fv/Fm', 'FV/FM', 'Na/K') is read 'over'; other names
  // written with a slash ('TCP/IP', 'I/O', 'BALB/c') are read as their two parts.
  t = t.replace(/(?<![\p{L}\p{N}])(\p{L}[\p{L}\p{N}+-]*)\/(\p{L}[\p{L}\p{N}+-]*)/gu, (_, a: string, b: string) =>
    isRatio(a, b) ? `${a} over ${b}` : `${a} ${b}`,
  );
  // Greek letters, with a space so 'αβ' becomes 'alpha beta'.
  t = t.replace(/[\u0370-\u03ff]/g, (c) => (GREEK[c] ? ` ${GREEK[c]} ` : c));
  // Acronyms: two to five capitals (an optional plural s) are spelled unless said as words.
  t = t.replace(/\b[A-Z]{2,5}s?\b/g, (word) => {
    if (SAY_AS_WORD.has(word)) return word;
    const core = word.replace(/s$/, '');
    // Four or five capitals with vowels in a pronounceable place (BERT, SPECTER) stay words.
    if (core.length >= 4 && /[AEIOU]/.test(core.slice(1))) return word;
    return spellAcronym(word);
  });
  return t
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/** The narration as the speech engine should read it, for an ISO 639-1 language. */
export function pronounce(text: string, language: string): string {
  return language.toLowerCase().startsWith('en') ? pronounceEnglish(text) : text;
}
