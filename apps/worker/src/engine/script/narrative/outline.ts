/**
 * The sentence inventory of the built-in engine: every sentence of the paper with where it comes
 * from (abstract part or section, page), its rhetorical role scores (problem, method, data, result,
 * meaning, limit — from cue phrases, the section it sits in, its position and its numbers), its
 * centrality (TextRank over TF-IDF, plus closeness to title and abstract) and its spoken form.
 */
import { numbersOf, SKIP_SECTION } from '@paperlight/remix-core/grounding';
import { contentTokens, countWords, paragraphSentences, splitSentences } from '../../read/text';
import type { ExtractedPaper } from '../../types';
import { ROLES, type Role } from './framing';
import { sayableSentences } from './sayable';
import { findAcronyms, speakable, type Refusal } from './speakable';

export type SectionRole = Role | 'background' | 'skip' | 'abstract';

const SECTION_PATTERNS: [RegExp, SectionRole][] = [
  // The back matter; grounding skips it too (remix-core).
  [SKIP_SECTION, 'skip'],
  [/related work|prior work|previous work|literature review|state of the art|stand der forschung/i, 'background'],
  [/limitation|future (?:work|direction|research)|threats to validity|outlook|perspective/i, 'limit'],
  [/data analysis|statistical analys|analysis plan|analytic/i, 'method'],
  [
    /evidence before|introduction|einleitung|einführung|introducci|introduzione|introdução|inleiding|inledning|indledning|innledning|wstęp|введение|úvod|johdanto|bevezet|giriş|pendahuluan|motivation|problem statement/i,
    'problem',
  ],
  [
    /added value|implication|interpretation|conclu|concluding|final remarks|fazit|schlussfolg|slutsats|konklusion|wnioski|выводы|závěr|zusammenfassung|summary/i,
    'meaning',
  ],
  [/discussion|diskussion|discusi|discussione|discussão|discussie|dyskusja|обсуждение|diskuze|tartışma|pembahasan/i, 'meaning'],
  // How results would be measured, before any are: the method, not a finding.
  [
    /evaluation (?:protocol|plan|design|framework|metrics?|criteria|measures?)|(?:outcome|performance) measures|\bmetrics\b|study protocol/i,
    'method',
  ],
  [
    /result|finding|evaluation|performance|ablation|ergebnis|résultat|resultado|risultat|resultaat|resultat|wynik|результат|výsled|bulgular|hasil|comparison|main experiments|effects? of/i,
    'result',
  ],
  [
    /data|corpus|corpora|participants|sample|study (?:area|site|population|design|setting)|materials|collection|setting|search strategy|selection criteria|survey|cohort|genetic material|growth|plant material|patients|archiv|sources/i,
    'data',
  ],
  [
    /method|approach|model|framework|architecture|design|procedure|algorithm|implementation|training|pretrain|proposed|system|measure|protocol|encod|module|classifier|objective|inference|baseline|metodo|méthode|método|methode|metod|метод|technique|profiling|processing|experiment/i,
    'method',
  ],
  [/^\W*(?:\d+\.?\s+)?(?:background|context)\b/i, 'problem'],
];

export function sectionRole(heading: string): SectionRole | null {
  for (const [re, role] of SECTION_PATTERNS) if (re.test(heading)) return role;
  return null;
}

const ABSTRACT_LABELS: [RegExp, Role][] = [
  [/^(?:background|introduction|context|objectives?|aims?|purpose|rationale|motivation)$/i, 'problem'],
  [/^(?:methods?|methodology|design|materials and methods|approach|study design)$/i, 'method'],
  [/^(?:setting|participants|data|data sources|population)$/i, 'data'],
  [/^(?:results?|findings|main results|outcomes)$/i, 'result'],
  [/^(?:interpretation|conclusions?|discussion|implications|significance)$/i, 'meaning'],
];
const ABSTRACT_LABEL =
  /(?:^|(?<=[.!?]\s+))(Background|Introduction|Context|Objectives?|Aims?|Purpose|Rationale|Motivation|Methods?|Methodology|Design|Materials and methods|Approach|Study design|Setting|Participants|Data sources|Population|Results?|Findings|Main results|Outcomes|Interpretation|Conclusions?|Discussion|Implications|Significance|Funding|Keywords)\s*[:.]?\s+(?=[\p{Lu}\d])/gu;

/** Splits a structured abstract ("Background … Methods … Findings …") into labelled parts. */
export function abstractParts(abstract: string): { role: Role | 'skip' | null; text: string }[] {
  const marks: { index: number; end: number; label: string }[] = [];
  for (const m of abstract.matchAll(ABSTRACT_LABEL)) marks.push({ index: m.index!, end: m.index! + m[0].length, label: m[1]! });
  if (marks.length < 2) return [{ role: null, text: abstract }];
  const parts: { role: Role | 'skip' | null; text: string }[] = [];
  if (marks[0]!.index > 0) parts.push({ role: null, text: abstract.slice(0, marks[0]!.index) });
  marks.forEach((mark, i) => {
    const text = abstract.slice(mark.end, marks[i + 1]?.index ?? abstract.length);
    const role = /^(?:funding|keywords)$/i.test(mark.label) ? 'skip' : (ABSTRACT_LABELS.find(([re]) => re.test(mark.label))?.[1] ?? null);
    parts.push({ role, text });
  });
  return parts;
}

/** English cue phrases by role. Other languages rely on section, position and numbers. */
const CUES: Record<Role, RegExp> = {
  problem:
    /\b(?:challeng|problem|crucial|critical|important|essential|key (?:issue|question)|little is known|(?:remains?|is|are|been) (?:unclear|unknown|poorly understood|underexplored|relatively underexplored|limited|ambiguous)|lack of|gap|need (?:for|to)|yet to|threat|burden|concern|aim(?:s|ed)? (?:to|at)|objective|goal|(?:we|authors) (?:study|studied|investigate|examine|ask|explore)|research question|motivat|increasingly|however)/i,
  method:
    /\b(?:(?:we|authors) (?:propose|present|introduce|develop|design|build|use|used|train|trained|apply|applied|combine|combined|adopt|employ|formulate|leverage|searched|screened|extracted|analy[sz]ed|examined|measured|compared|estimated|calculated|conducted|performed|collected|interviewed|surveyed|grew|pretrain|incorporate|specifically)|(?:our|the proposed|this) (?:method|approach|model|system|framework|algorithm|design|analysis|technique)|(?:is|was|were|are) (?:used|applied|performed|conducted|calculated|estimated|measured|trained|based on|initiated|collected|employed)|approach|framework|pipeline|architecture|objective|loss|procedure|difference-in-difference|regression|random[- ]effects|meta-analys|systematic review|attention|encod|embedding|pretrain|fine-tun|profiling|technique|incorporat|formulate)/i,
  data: /\b(?:data ?sets?|corpus|corpora|benchmark|participants?|patients|respondents|individuals|women|men|children|samples?|genotypes?|cultivars?|villages?|countries|hospitals?|records|surveys?|archiv|documents|papers|articles|studies|included|collected|recruited|cohort|sample of|consisting of|comprising|drawn from|(?:between|from) (?:19|20)\d{2}|tasks|examples|regulations|laws|controlled environment|field)/i,
  result:
    /\b(?:(?:we|authors) (?:find|found|show|showed|observe|observed|demonstrate|demonstrated|report|obtain|obtained|achieve|identified|estimate)|results? (?:show|indicate|suggest|demonstrate|reveal)|outperform|improv|increas|decreas|reduc|higher|lower|greater|smaller|significant|achiev|surpass|exceed|rose|fell|declin|associated with|correlat|accuracy|f1|score|effect|odds|risk|ratio|times (?:more|higher|lower)|best|most|raised|elevated|accumulat)/i,
  meaning:
    /\b(?:suggest|conclu|implicat|indicat|demonstrat|highlight|underlin|(?:our|their|the authors’) (?:findings|results|study|analysis)|this (?:study|work|paper) (?:shows|demonstrates|provides)|overall|taken together|in summary|could|should|may (?:help|be|serve)|potential|policy|policies|practice|recommend|inform|call for|demands?|argue|evidence|understanding|contribut|useful|effective)/i,
  limit:
    /\b(?:limitation|limited by|future (?:work|research|studies)|further (?:research|work|studies|investigation)|remains? to be|cannot|could not|were not able|caution|should be (?:explored|interpreted)|not (?:possible|available)|beyond the scope|did not (?:account|include)|bias|uncertain|heterogeneity|plan to|it would be interesting)/i,
};

const OTHERS_WORK =
  /\b(?:(?:a |in a )?(?:similar|previous|earlier|prior|recent|another|other|related) (?:study|studies|work|works|research|report|reports|experiment)|(?:has|have) (?:been )?(?:shown|reported|demonstrated|found|suggested)|(?:was|were) (?:previously )?reported|reported (?:that|by)|studies (?:have|show)|in (?:maize|rice|barley|arabidopsis|mice|other crops|other species))\b/i;
const STUDY_DESIGN =
  /\b(?:systematic review|meta-analys[ie]s|randomi[sz]ed|difference-in-differences?|cohort study|cross-sectional|case-control|we searched|ethnograph|interviews? with|field experiment|controlled environment)\b/i;
const HEADLINE =
  /\b(?:overall|on average|average|across all|in total|main results?|absolute improvement|substantial(?:ly)?|significant(?:ly)?|relative (?:increase|decrease|reduction))\b/i;
/** What a study measures or plans to, not what it found: "Secondary measures are …", "we propose to evaluate …". */
const MEASURE_DEFINITION =
  /\b(?:(?:main|primary|secondary|outcome|performance) (?:measures?|outcomes?|endpoints?|metrics?) (?:is|are|was|were|include)|(?:is|are|was|were) (?:measured|defined|evaluated) (?:as|by)|we (?:propose|plan|intend) to (?:evaluate|measure|test|assess))\b/i;
const RELEASE = /\b(?:release|publicly available|open[- ]source|make (?:the|our) (?:code|data))/i;
const FUTURE = /\b(?:in the future|future work|future research|we plan to|plan to apply|it would be interesting)\b/i;
/** Hyper-parameters and set-up: method detail, never a finding. */
const SETUP =
  /\b(?:is|are|was|were) set (?:to|as)|\busing (?:SAS|SPSS|Stata|MATLAB|R|Python|PyTorch|TensorFlow)\b|\bsoftware\b|(?:were|was) (?:estimated|calculated|computed|performed) (?:using|with|in)\b|learning rate|dropout|batch size|epochs?\b|hyper-?parameters?|optimi[sz]er|we (?:use|used) (?:the )?(?:adam|sgd)|implemented (?:in|with|using)|initiali[sz]ed/i;
const RESULT_NUMBER =
  /\d+(?:[.,·]\d+)?\s*(?:%|percent|per cent|percentage points?|points?\b|-?fold|times\b)|\b\d+[.·]\d+\b|\b(?:doubled|tripled|halved)\b/i;
const COUNT = /\b\d[\d,\u2009\u202f ]*\d?\s+(?!(?:19|20)\d{2})\p{L}/u;

export interface Candidate {
  /** Index in reading order (abstract first). */
  order: number;
  original: string;
  /** Spoken form for the configuration at hand. */
  text: string;
  words: number;
  page?: number;
  /** Heading of the section, or 'Abstract'. */
  section: string;
  fromAbstract: boolean;
  sectionRole: SectionRole | null;
  /** 0–1: share of tokens that are numbers, symbols, acronyms or long jargon. */
  density: number;
  centrality: number;
  roleScore: Record<Role, number>;
  figureRefs: string[];
  hasResultNumber: boolean;
  /** Set-up detail (hyper-parameters, implementation): method detail for experts only. */
  setup: boolean;
  tokens: Set<string>;
  /** Its figures (statedFigures): a sentence that only repeats another's figures is a repeat. */
  figures: Set<string>;
}

export interface Inventory {
  candidates: Candidate[];
  refused: { original: string; reason: Refusal }[];
  /** Words of text the paper offers (abstract and sections). */
  paperWords: number;
  /** Words of sentences that can be narrated. */
  readableWords: number;
}

/** Share of tokens that are numbers, symbols, acronyms or long jargon: high means technical. */
export function technicalDensity(sentence: string): number {
  const tokens = sentence.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return 0;
  let dense = 0;
  for (const token of tokens) {
    if (
      /\d/.test(token) ||
      /[=±×<>%∑∫√≤≥αβγδελμσθπ]/.test(token) ||
      /\p{Lu}.*\p{Lu}/u.test(token.slice(1)) ||
      /^\p{Lu}{2,}/u.test(token) ||
      token.replace(/[^\p{L}]/gu, '').length >= 13
    )
      dense += 1;
  }
  return dense / tokens.length;
}

function textRank(vectors: Map<string, number>[], iterations = 25, damping = 0.85): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  const norms = vectors.map((v) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1);
  const weights: Float64Array[] = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      let dot = 0;
      const [small, large] = vectors[i]!.size < vectors[j]!.size ? [vectors[i]!, vectors[j]!] : [vectors[j]!, vectors[i]!];
      for (const [term, w] of small) dot += w * (large.get(term) ?? 0);
      const sim = dot / (norms[i]! * norms[j]!);
      weights[i]![j] = sim;
      weights[j]![i] = sim;
    }
  }
  const outSums = weights.map((row) => row.reduce((s, x) => s + x, 0));
  let scores = new Array<number>(n).fill(1 / n);
  for (let it = 0; it < iterations; it += 1) {
    const next = new Array<number>(n).fill((1 - damping) / n);
    for (let j = 0; j < n; j += 1) {
      if (outSums[j]! === 0) continue;
      const share = (damping * scores[j]!) / outSums[j]!;
      const row = weights[j]!;
      for (let i = 0; i < n; i += 1) if (row[i]! > 0) next[i]! += share * row[i]!;
    }
    scores = next;
  }
  return scores;
}

function tfidf(text: string, idf: Map<string, number>): Map<string, number> {
  const tf = new Map<string, number>();
  for (const t of contentTokens(text)) tf.set(t, (tf.get(t) ?? 0) + 1);
  for (const [t, c] of tf) tf.set(t, c * (idf.get(t) ?? 0));
  return tf;
}

export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, w] of a) {
    na += w * w;
    dot += w * (b.get(t) ?? 0);
  }
  for (const w of b.values()) nb += w * w;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Overlap of two token sets relative to the smaller one: 1 means one repeats the other. */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

/**
 * The figures a sentence states, each to one decimal ("11.86" and "11.9" are one figure): decimals,
 * and whole numbers of 10 or more (counts, percentages) but not years, as remix-core's numbersOf reads them.
 */
export function statedFigures(text: string): Set<string> {
  const out = new Set<string>();
  for (const n of numbersOf(text)) {
    const value = Number(n);
    if (!n.includes('.') && (value < 10 || (value >= 1900 && value <= 2100))) continue;
    out.add((Math.round(value * 10) / 10).toString());
  }
  return out;
}

/**
 * Whether `b` states again what `a` states: all its figures are `a`'s, two or more of them with
 * decimals ("SMRs of 7.9 in male individuals and 11.9 in female individuals" after "11.86 in female
 * individuals and 7.88 in men"). Counts alone coincide too often to say so ("64 known metabolites"
 * in the abstract and in the results).
 */
export function restatesFigures(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let decimals = 0;
  for (const figure of b) {
    if (!a.has(figure)) return false;
    if (figure.includes('.')) decimals += 1;
  }
  return decimals >= 2;
}

interface RawSentence {
  text: string;
  section: string;
  fromAbstract: boolean;
  sectionRole: SectionRole | null;
  page?: number;
  /** Position of the sentence within its section or abstract part, 0–1. */
  position: number;
  first: boolean;
  /** The first sentence of a structured abstract's part after the first (Methods after Background). */
  opensPart?: boolean;
  last: boolean;
}

/** Every sentence of the paper in reading order, with where it sits. */
function rawSentences(paper: ExtractedPaper): RawSentence[] {
  const out: RawSentence[] = [];
  const parts = abstractParts(paper.abstract);
  const abstractSentences = parts.flatMap((part, index) =>
    splitSentences(part.text).map((text) => ({ text, role: part.role, part: index })),
  );
  abstractSentences.forEach((s, i, all) => {
    if (s.role === 'skip') return;
    out.push({
      text: s.text,
      section: 'Abstract',
      fromAbstract: true,
      sectionRole: s.role ?? 'abstract',
      page: 1,
      position: all.length > 1 ? i / (all.length - 1) : 0,
      first: i === 0,
      // A structured abstract's next part (Methods after Background) follows a heading: nothing leans across it.
      opensPart: i > 0 && all[i - 1]!.part !== s.part,
      last: i === all.length - 1,
    });
  });
  let previous: SectionRole | null = null;
  let seenResults = false;
  let problemMajor: string | undefined;
  for (const section of paper.sections) {
    let role = sectionRole(section.heading);
    if (role === 'result') seenResults = true;
    // A heading that names no role ("2.1 Overview", "Székelyföld") continues the story around it:
    // between the introduction and the results, that is the method.
    const major = /^\s*(\d+)/.exec(section.heading)?.[1];
    if (role === 'problem' && major) problemMajor = major;
    // Any other unnamed heading leaves the sentences to their cues and numbers.
    if (role === null && previous === 'problem' && major && major !== problemMajor && !seenResults) role = 'method';
    if (role !== null) previous = role === 'skip' ? previous : role;
    if (role === 'skip') continue;
    const sentences = section.paragraphs.flatMap((_, pi) => paragraphSentences(section, pi));
    sentences.forEach((s, i) => {
      out.push({
        text: s.text,
        section: section.heading,
        fromAbstract: false,
        sectionRole: role,
        ...(s.page ? { page: s.page } : {}),
        position: sentences.length > 1 ? i / (sentences.length - 1) : 0,
        first: i === 0,
        last: i === sentences.length - 1,
      });
    });
  }
  return out;
}

export interface InventoryOptions {
  language: string;
  technicality: number;
  forEar: boolean;
}

/** Builds the inventory: every narratable sentence with its spoken form, roles and centrality. */
export function buildInventory(paper: ExtractedPaper, options: InventoryOptions): Inventory {
  const raw = rawSentences(paper);
  const paperWords = countWords([paper.abstract, ...paper.sections.flatMap((s) => s.paragraphs)].join(' '));
  const fullText = raw.map((s) => s.text).join(' ');
  const acronyms = findAcronyms(fullText);
  const vocabulary = new Set(
    `${paper.title} ${paper.sections.map((s) => s.heading).join(' ')} ${fullText}`.toLowerCase().match(/[\p{L}]+/gu) ?? [],
  );
  const english = options.language === 'en';
  const refused: Inventory['refused'] = [];
  const speak = (text: string) =>
    speakable(text, {
      language: options.language,
      acronyms,
      expandAcronyms: options.technicality <= 2,
      forEar: options.forEar,
      vocabulary,
    });
  const maxWords = options.forEar ? 40 : 48;
  const { kept, counted } = sayableSentences(raw, { english, speak, maxWords, refused, title: paper.title });

  // Statistics and centrality come from the paper's sentences one by one; a sentence said with its
  // antecedent takes the antecedent's centrality, so pairs do not count the same words twice.
  const single = counted;
  const documentFrequency = new Map<string, number>();
  for (const s of single) for (const t of new Set(contentTokens(s.spoken))) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [t, df] of documentFrequency) idf.set(t, Math.log(1 + single.length / df));
  const vectors = kept.map((s) => tfidf(s.spoken, idf));
  const singleRank = textRank(single.map((s) => tfidf(s.spoken, idf)));
  const rankOf = new Map(single.map((s, i) => [s.order, singleRank[i]!]));
  const lowest = Math.min(...singleRank);
  const rank = kept.map((s) => rankOf.get(s.order) ?? lowest);
  const sortedRank = [...rank].sort((a, b) => a - b);
  const percentile = (x: number) => (sortedRank.length > 1 ? sortedRank.indexOf(x) / (sortedRank.length - 1) : 1);
  const gist = tfidf(`${paper.title} ${paper.title} ${paper.abstract}`, idf);

  const candidates: Candidate[] = kept.map((s, i) => {
    const text = s.spoken;
    const density = technicalDensity(text);
    const hasResultNumber = RESULT_NUMBER.test(s.text);
    const hasCount = COUNT.test(s.text);
    const closeness = cosine(vectors[i]!, gist);
    const centrality = 0.6 * percentile(rank[i]!) + 0.4 * Math.min(1, closeness * 2.5);
    const roleScore = {} as Record<Role, number>;
    for (const role of ROLES) {
      let score = 0;
      const sectionRoleOf = s.sectionRole;
      if (sectionRoleOf === role) score += s.fromAbstract ? 1.6 : 1;
      else if (sectionRoleOf === 'abstract') score += 0.25;
      if (role === 'data' && sectionRoleOf === 'method') score += 0.5;
      if (role === 'method' && sectionRoleOf === 'data') score += 0.5;
      if (role === 'meaning' && sectionRoleOf === 'result') score += 0.15;
      if (role === 'result' && sectionRoleOf === 'meaning') score += 0.35;
      if (role === 'limit' && sectionRoleOf === 'meaning') score += 0.35;
      if (role === 'problem' && sectionRoleOf === 'background') score += 0.3;
      if (english && CUES[role].test(s.text)) score += 0.7;
      if (role === 'result' && hasResultNumber) score += 0.6;
      // The headline result speaks for all of it: "overall", "on average", "across all tasks".
      if (role === 'result' && hasResultNumber && english && HEADLINE.test(s.text)) score += 0.5;
      if (role === 'data' && hasCount) score += 0.4;
      if (role === 'problem' && s.first && (sectionRoleOf === 'problem' || s.fromAbstract)) score += 0.35;
      if (role === 'problem' && s.fromAbstract && sectionRoleOf === 'abstract') score += 0.5 * (1 - s.position);
      if (role === 'meaning' && s.fromAbstract && sectionRoleOf === 'abstract') score += 0.5 * s.position;
      if (role === 'meaning' && s.last && sectionRoleOf === 'meaning') score += 0.3;
      if (role === 'method' && english && /\b(?:we|the authors) (?:propose|present|introduce|develop)\b/i.test(text)) score += 0.6;
      if (role === 'method' && english && STUDY_DESIGN.test(s.text)) score += 0.3;
      if ((role === 'problem' || role === 'meaning') && hasResultNumber) score -= 0.3;
      roleScore[role] = Math.max(0, score);
    }
    // A sentence plays one part best: a method sentence is a weak problem statement.
    const top = Math.max(...ROLES.map((r) => roleScore[r]));
    for (const role of ROLES) if (top > 0) roleScore[role] *= 0.4 + 0.6 * (roleScore[role] / top);
    // Someone else's result reported in the discussion is not this paper's finding.
    if (english && SETUP.test(s.text)) roleScore.result *= 0.2;
    if (english && MEASURE_DEFINITION.test(s.text)) roleScore.result *= 0.2;
    // Releasing data or code is a contribution, not a finding; future work is a limit, not what it means.
    if (english && RELEASE.test(s.text)) for (const role of ['problem', 'result', 'meaning'] as const) roleScore[role] *= 0.3;
    if (english && FUTURE.test(s.text)) roleScore.meaning *= 0.4;
    if (english && /\b(?:we|the authors) (?:introduce|release|present)\b/i.test(s.text)) roleScore.meaning *= 0.5;
    // Related work is background to the problem, never this paper's method or finding.
    if (s.sectionRole === 'background') for (const role of ['method', 'data', 'result', 'meaning'] as const) roleScore[role] *= 0.25;
    if (english && OTHERS_WORK.test(s.text)) for (const role of ROLES) roleScore[role] *= role === 'problem' ? 0.6 : 0.2;
    return {
      order: s.order,
      original: s.text,
      text,
      words: countWords(text),
      ...(s.page ? { page: s.page } : {}),
      section: s.section,
      fromAbstract: s.fromAbstract,
      sectionRole: s.sectionRole,
      density,
      centrality,
      roleScore,
      figureRefs: s.figureRefs,
      hasResultNumber,
      setup: english && SETUP.test(s.text),
      tokens: new Set(contentTokens(text)),
      figures: statedFigures(s.text),
    };
  });
  const sayable = candidates.filter((_, i) => !kept[i]!.unsaid);
  return { candidates: sayable, refused, paperWords, readableWords: sayable.reduce((sum, c) => sum + c.words, 0) };
}
