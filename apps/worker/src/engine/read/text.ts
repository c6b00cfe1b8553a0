/**
 * Text utilities shared by extraction and the extractive script engine: cleaning narration
 * text, sentence splitting, tokenising, language detection, headings.
 */

import { EN_STOP_WORDS } from '@paperlight/remix-core/grounding';

// Sentence splitting and content tokens are shared with the api's grounding check (decision 0088).
export { contentTokens, countWords, paragraphSentences, splitSentences } from '@paperlight/remix-core/grounding';

/** Collapses whitespace and repairs spacing around punctuation after markers were removed. */
export function tidySpacing(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .replace(/\(\s*[,;]?\s*\)/g, '')
      .replace(/\[\s*\]/g, '')
      .replace(/\(\s+/g, '(')
      .replace(/\s+\)/g, ')')
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/([,;])(?=[.;:!?])/g, '')
      .replace(/(?<!\.)\.\.(?!\.)/g, '.')
      // A superscript ordinal set apart from its number ('16-19 th century').
      .replace(/(\d) (st|nd|rd|th)(?![\p{L}\p{N}])/gu, '$1$2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const CITATION_PART =
  /^(?:(?:e\.g\.|i\.e\.|see(?: also)?|cf\.|reviewed in|for review)[,:]?\s*)?[\p{Lu}][^;]*?(?:19|20)\d{2}[a-z]?(?:[,;:]\s*(?:p{1,2}\.?\s*)?[\d–-]+)?$/u;

function isCitationParenthetical(inner: string): boolean {
  const parts = inner.split(/;\s*/);
  return parts.length > 0 && parts.every((part) => CITATION_PART.test(part.trim()));
}

const MARKERS = String.raw`(?:\[(?:\s*\d+[a-z]?\s*(?:[-–—,;]\s*)?)+\]\s*)+`;
/** Bracketed citations standing for a noun: after "such as", "by employing"…, and then no noun. */
const CITED_OBJECT = new RegExp(
  String.raw`,?\s+(?:such as|e\.g\.,?|like|including|(?:by )?(?:employing|using|adopting|following)|cf\.|see)\s*${MARKERS}(?=[,.;:)]|$|(?:\p{Ll}+ed|is|are|was|were|has|have|and|to)\b)`,
  'gu',
);

/**
 * Removes what a listener cannot use: citation markers ([12], [3–5], (Smith et al., 2020)),
 * parenthetical figure/table references, URLs and DOIs. Sentences stay otherwise verbatim.
 */
export function cleanNarrationText(input: string): string {
  let text = input;
  // A marker that stands for the noun ("methods such as [1] [2] focused on…", "…parsing by employing [20].")
  // goes with the words that introduced it, so the sentence still reads.
  text = text.replace(CITED_OBJECT, ' ');
  text = text.replace(/\s*\[(?:\s*\d+[a-z]?\s*(?:[-–—,;]\s*)?)+\]/g, '');
  // A URL that ends its sentence takes its preposition with it ('available at <url>.' → 'available.'),
  // and one that ran into the next sentence without a full stop gets one ('at <url> Possibly' → '. Possibly').
  const url = String.raw`(?:\b[hH][tT][tT][pP][sS]?:\/\/|\b[wW][wW][wW]\.)[^\s)\]]*[^\s)\].,;:]`;
  text = text.replace(
    new RegExp(String.raw`(?:\s+(?:at|from|on|via|in|under|here|see)\s*:?)?\s*\(?${url}\)?([.,;:]?)(?=\s+[\p{Lu}]|\s*$)`, 'gu'),
    (_whole, punct: string) => (punct === ',' || punct === ';' || punct === ':' ? '.' : punct || '.'),
  );
  text = text.replace(/\bhttps?:\/\/[^\s)\]]+/gi, '').replace(/\bwww\.[^\s)\]]+/gi, '');
  text = text.replace(/\b(?:doi|DOI):\s*\S+/g, '').replace(/\b10\.\d{4,9}\/[^\s)\]]+/g, '');
  // Innermost parentheses first so nested citations like "(e.g., SciBERT (Beltagy et al., 2019))" resolve.
  for (let pass = 0; pass < 3; pass += 1) {
    const before = text;
    text = text.replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => {
      const trimmed = inner.trim();
      if (isCitationParenthetical(trimmed)) return '';
      if (
        /^(?:see\s+)?(?:also\s+)?(?:S\d|Supplementary|Suppl\.?|Supporting|Additional file|appendix|Appendix|Fig\.?|Figs\.?|Figure|Figures|Table|Tables|Tab\.|Eq\.?|Eqs\.?|Equation|Box|Panel|§)/i.test(
          trimmed,
        )
      )
        return '';
      if (/^(?:19|20)\d{2}[a-z]?(?:[,;]\s*(?:19|20)\d{2}[a-z]?)*$/.test(trimmed)) return '';
      return whole;
    });
    if (text === before) break;
  }
  return tidySpacing(text);
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'via',
  'vs',
  'with',
  'from',
  'into',
]);

/** Cleans a section heading for a slide: numbering removed, title case, at most ~60 characters. */
export function headingForSlide(heading: string, maxLength = 60): string {
  let text = heading
    .replace(/^\s*(?:\d+(?:\.\d+)*\.?|[IVXLC]+\.|[A-Z]\.)\s+/, '')
    .replace(/[:.]+$/, '')
    .trim();
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouting = letters.length > 3 && letters === letters.toUpperCase();
  text = text
    .split(/\s+/)
    .map((word, index) => {
      const base = shouting ? word.toLowerCase() : word;
      if (!shouting && /\p{Lu}.*\p{Lu}/u.test(word.slice(1))) return word;
      if (index > 0 && SMALL_WORDS.has(base.toLowerCase())) return base.toLowerCase();
      return base.charAt(0).toUpperCase() + base.slice(1);
    })
    .join(' ');
  if (text.length > maxLength) {
    const cut = text.slice(0, maxLength + 1);
    const lastSpace = cut.lastIndexOf(' ');
    text = (lastSpace > 20 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength)).replace(/[\s,;:–-]+$/, '');
  }
  return text;
}

/**
 * Joins a line-broken hyphenated word. The vocabulary decides between "ingre-dient" → "ingredient"
 * and "task-specific", which would otherwise lose a real hyphen. Before a capital the hyphen is the
 * word's own ("BERT-Large"), unless the paper writes the word whole elsewhere ("SciB-" / "ERT" is
 * "SciBERT"); it is never left with a space after it.
 */
export function joinHyphenated(left: string, right: string, vocabulary: ReadonlySet<string>): string {
  const prefix = /([\p{L}]+)-$/u.exec(left)?.[1];
  const suffix = /^([\p{L}]+)/u.exec(right)?.[1];
  if (!prefix || !suffix) return `${left} ${right}`;
  const joined = (prefix + suffix).toLowerCase();
  const hyphenated = `${prefix}-${suffix}`.toLowerCase();
  if (!/^\p{Ll}/u.test(suffix)) return vocabulary.has(joined) && !vocabulary.has(hyphenated) ? left.slice(0, -1) + right : left + right;
  if (vocabulary.has(hyphenated) && !vocabulary.has(joined)) return left + right;
  return left.slice(0, -1) + right;
}

const STOP_WORD_LISTS: Record<string, string> = {
  en: EN_STOP_WORDS,
  de: 'der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an werden aus er hat dass sie nach wird bei einer um',
  fr: 'le la les de des et en un une du est que pour dans qui par sur au avec ce sont pas plus ou été aux cette leur ses être entre',
  es: 'el la de que y en los las del se por un una con para es al lo como más sus entre fue son ha este esta pero sobre',
  it: 'il di che la e in un una per del della le non sono con gli dei si da al nel alla delle è anche come questo più tra',
  pt: 'de que o a e do da em um para com não uma os no se na por mais as dos como mas ao das foi pelo pela entre são',
  nl: 'de het een en van in is dat op te zijn voor met die niet aan er ook als bij door worden wordt maar om uit deze',
  sv: 'och att det som en på är av för med till den har de inte om ett var men från vid kan eller under även',
  da: 'og i at det er en til på som de med for af ikke der har et var men om fra kan blev også eller efter',
  nb: 'og i det er som en på til av for med at har de ikke den et var om fra kan også eller etter ble blir',
  fi: 'ja on että ei se oli ovat kuin myös mutta tai joka jotka sekä tämä ole hän kun niin vain jo',
  pl: 'i w na z się że do nie jest to o jak po przez dla od jako oraz są ich lub przy także może',
  cs: 'a v se na je že s z do to o jako by pro jsou ale od po jeho které který také nebo při tak',
  sk: 'a v sa na je že s z do to o ako by pre sú ale od po jeho ktoré ktorý tiež alebo pri tak',
  sl: 'in je v na za se da so z ki ne pa po tudi kot ali od bi pri ter lahko',
  hu: 'a az és hogy nem is egy van meg de ez mint csak már volt vagy még kell pedig azt ami amely',
  ro: 'și de la în a cu nu pe din care o un se mai este că sunt fost sau pentru prin ca ale lui',
  tr: 've bir bu da de için ile olarak olan gibi daha çok en ne ya kadar sonra ancak ise veya',
  id: 'yang dan di dari untuk dengan ini pada dalam tidak adalah akan juga ke oleh itu karena atau sebagai',
  et: 'ja on et ei see oli ka kui mis aga või nii kes siis veel kuid selle',
  lt: 'ir yra kad su iš į kaip bet tai buvo arba taip pat nuo jo ar per',
  lv: 'un ir ar par no uz kas ka tas bet arī vai kā to ir tā pie',
  ru: 'и в не на что с по как это из у к для от о же но был его она они при так также или',
  uk: 'і в не на що з по як це із у до для від та але був його вона вони при також або',
  bg: 'и на в да се за не от са с по че като е са това които при или но тя той',
};

const STOP_WORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(STOP_WORD_LISTS).map(([lang, words]) => [lang, new Set(words.split(' '))]),
);

/**
 * Guesses the ISO 639-1 language of a text: non-Latin scripts by their letters, Latin and
 * Cyrillic languages by stop-word counts. Returns 'en' when unsure.
 */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 20_000);
  const count = (re: RegExp) => (sample.match(re) ?? []).length;
  const letters = Math.max(1, count(/\p{L}/gu));
  if (count(/[\u3040-\u30ff]/g) / letters > 0.05) return 'ja';
  if (count(/[\uac00-\ud7af]/g) / letters > 0.2) return 'ko';
  if (count(/[\u4e00-\u9fff]/g) / letters > 0.2) return 'zh';
  if (count(/[\u0600-\u06ff]/g) / letters > 0.3) return 'ar';
  if (count(/[\u0370-\u03ff]/g) / letters > 0.3) return 'el';
  const cyrillic = count(/[\u0400-\u04ff]/g) / letters > 0.3;
  const candidates = cyrillic ? ['ru', 'uk', 'bg'] : Object.keys(STOP_WORD_LISTS).filter((l) => !['ru', 'uk', 'bg'].includes(l));
  const words = sample.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  let best = cyrillic ? 'ru' : 'en';
  let bestScore = 0;
  for (const lang of candidates) {
    const stops = STOP_WORDS[lang]!;
    let score = 0;
    for (const w of words) if (stops.has(w)) score += 1;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return bestScore >= 3 ? best : cyrillic ? 'ru' : 'en';
}
