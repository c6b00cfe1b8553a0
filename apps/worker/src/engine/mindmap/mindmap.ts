/**
 * The Mind map node (issue 35, decision 0176): a paper as a map. At the centre, the paper's title
 * (the question it answers); one branch per part of the argument — background, method, data,
 * results (with their numbers), conclusions and limits; leaves are the paper's own claims, at most
 * MAX_LEAF_WORDS words, each traced to its sentence and page. Built from the same reading and
 * outline as the script (narrative/outline.ts), offline and deterministic.
 */
import { countWords, keepsClaim } from '@paperlight/remix-core/grounding';
import { aloneForm, leaning, showsAlone } from '../script/narrative/context';
import { cutsContrast, keyNumber } from '../storyboard/claims';
import { buildInventory, type Candidate } from '../script/narrative/outline';
import type { Role } from '../script/narrative/framing';
import type { ExtractedPaper, MindmapBranch, MindmapBranchKind, MindmapLeaf, MindmapLeafSources, MindmapOutput } from '../types';

export const MAX_LEAF_WORDS = 15;
/** The reading found nothing the map could hold (a paper of headings and tables only). */
export const MINDMAP_EMPTY_MESSAGE = 'The paper has no sentences a map can show. Try another paper.';
const MIN_LEAF_WORDS = 4;

export type BranchKind = MindmapBranchKind;
export type LeafSources = MindmapLeafSources;
export type { MindmapBranch, MindmapLeaf, MindmapOutput };

/** Each branch, the outline role it is made of, and how many leaves it holds at most. */
export const BRANCHES: { kind: BranchKind; role: Role; label: string; max: number }[] = [
  { kind: 'background', role: 'problem', label: 'Background', max: 4 },
  { kind: 'method', role: 'method', label: 'Method', max: 4 },
  { kind: 'data', role: 'data', label: 'Data', max: 3 },
  { kind: 'results', role: 'result', label: 'Results', max: 5 },
  { kind: 'conclusions', role: 'meaning', label: 'Conclusions', max: 4 },
  { kind: 'limits', role: 'limit', label: 'Limits', max: 3 },
];

/** A role's score must reach this share of the sentence's best role for it to be a leaf there. */
const ROLE_SHARE = 0.75;
const MIN_ROLE_SCORE = 0.5;

const CITATIONS = [
  /\s*\[\s*\d+(?:\s*[-–,]\s*\d+)*\s*\]/g,
  /\s*\((?=[^()]*(?:\bet al\b|\b(?:19|20)\d{2}[a-z]?\b))(?![^()]*(?:%|\bp\s*[<=>]|\bCI\b|\bOR\b|\bn\s*=))[^()]*\)/g,
];
/** A statistical aside: the estimate stays, its interval and test go ('(95% CI 1·6 to 4·8; p<0·0001)'). */
const STATISTICS = /\s*\((?=[^()]*(?:\bCI\b|\bp\s*[=<>≤]|\bSD\b|\bSE\b|\bIQR\b|\bOR\b|\bHR\b|\bRR\b))[^()]*\)/g;

function withoutCitations(sentence: string): string {
  let text = sentence;
  for (const pattern of [...CITATIONS, STATISTICS]) text = text.replace(pattern, '');
  return text
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * An opening that is not part of the claim, beyond the connectives aloneForm drops ('However,',
 * 'In summary,'): 'Here,', 'To be specific,', 'Regardless of …,', 'In this paper,'.
 */
const MARKER = /^(?:here|to be specific|regardless of [^,]{3,80}|in (?:this|the present) (?:paper|study|work|article)),\s+/i;
/** 'Our results show that …': the claim follows. Hedges ('suggest', 'indicate') are kept: they are the claim's strength. */
const SHOWS_THAT =
  /^(?:(?:our|these|the) (?:results|findings|analyses|experiments|data|(?:regression )?estimates) (?:show|showed|demonstrate|demonstrated|reveal|revealed|confirm|confirmed)|we (?:show|showed|find|found|observe|observed|demonstrate|demonstrated)|(?:to our knowledge, )?(?:our|this) (?:analysis|study|paper|work) is the first to (?:show|demonstrate|find)) that\s+/i;
/** 'Experiments on ACE2005 show our method …': the claim follows, with or without 'that', when it has a verb. */
const EXPERIMENTS_SHOW =
  /^experiments?(?: conducted)? on (?:the )?\S+(?: dataset| corpus| benchmark)? (?:show|showed|demonstrate|demonstrated)(?: that)?\s+/i;
/** Where a clause ends and a leaf may stop: a semicolon, a dash, or before a subordinate, contrasting or participial clause. */
const CLAUSE_END = /;\s+|\s+[—–]\s+|,\s+(?=(?:which|while|whereas|where|because|although|but|thereby|thus|hence|\p{L}{3,}ing)\s)/gu;
/**
 * Before a participle the comma may also end a list item of the subject ('Felling of trees, grazing
 * of forests … were regulated'): a head cut there needs a verb of its own, not just a plural noun.
 */
const BEFORE_PARTICIPLE = /^,\s+\p{L}{3,}ing$/u;
const HAS_VERB = /\b\p{L}{2,}ed\b/u;
/**
 * An aside between commas that the claim reads whole without: a participle's phrase ('The Mexico
 * City Policy, first announced by …, prohibits …'; 'Seventy-two laws, resulting in 898 regulations, were
 * analysed …') or a narrowing ('…, especially those that …,').
 */
const ASIDE =
  /,\s+(?:(?:first|since|once|originally|previously|recently|later) )?(?:especially|particularly|notably|including|resulting|yielding|comprising|covering|spanning|totall?ing|\p{L}{3,}ed)\b[^,;()]*,\s+/gu;
/** A bracketed aside: what the brackets hold is said again nowhere, so a form without them is a shorter reading. */
const BRACKETS = /\s*\([^()]*\)/g;
/** A sentence that says what a table or figure shows, then the finding after a colon: the finding. */
const AFTER_COLON = /^[^:]{12,}?(?:\b(?:table|figure|fig\.|estimates?|pattern|dynamics)\b)[^:]*:\s+(?=\p{L})/iu;

/** Words a sentence does not end on: a leaf ending so was cut inside a phrase. */
const DANGLING =
  /\b(?:of|on|about|by|to|the|a|an|and|or|with|for|from|as|at|in|into|than|that|which|who|whose|including|such|following|between|among|its|their|our|this|these|those|is|are|was|were|be|not|very|more|most|less)$/i;
const FINITE = /\b(?:is|are|was|were|be|been|being|has|have|had|can|could|may|might|will|would|should|must|does|do|did|cannot)\b/i;
const SUBJECT_VERB = /\b(?:we|they|it|he|she)\s+(?!(?:also|then|thus)\b)\p{L}+/iu;
const INFLECTED = /(?<=\s)\p{L}{3,}(?:ed|es|s)\b/u;
/** An opening that is not the subject: such a leaf needs a clear verb later to be a sentence. */
const NOT_SUBJECT =
  /^(?:inspired|based|without|with|in|for|to|by|as|of|following|using|given|unlike|compared|despite|during|after|before|when|while|although|because|if|since|through|from)\b/i;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether a few words read as a sentence: a verb, balanced brackets, and no phrase left hanging. */
export function isSentence(text: string): boolean {
  const bare = text.replace(/[.!?]$/, '').trim();
  if (countWords(bare) < MIN_LEAF_WORDS || DANGLING.test(bare)) return false;
  if ((bare.match(/\(/g) ?? []).length !== (bare.match(/\)/g) ?? []).length) return false;
  if (NOT_SUBJECT.test(bare)) return FINITE.test(bare) || SUBJECT_VERB.test(bare);
  return FINITE.test(bare) || SUBJECT_VERB.test(bare) || INFLECTED.test(bare);
}

/** The sentence without citations, statistics and a linking opening, capitalised: the longest form a leaf may take. */
function claimOf(sentence: string): string {
  const cited = withoutCitations(sentence);
  const bare = (aloneForm(cited) ?? cited).replace(MARKER, '').replace(SHOWS_THAT, '');
  const experiments = EXPERIMENTS_SHOW.exec(bare);
  const rest = experiments ? bare.slice(experiments[0].length) : bare;
  return capitalised(FINITE.test(rest) ? rest : bare);
}

/** Shorter readings of a claim, longest first: without its asides, its brackets, a table's framing. */
function readingsOf(claim: string): string[] {
  const whole = claim.replace(/[.!?]$/, '');
  const found = [whole];
  const add = (text: string) => {
    const clean = capitalised(
      text
        .replace(/\s{2,}/g, ' ')
        .replace(/\s+([,.;:])/g, '$1')
        .trim(),
    );
    if (!found.includes(clean)) found.push(clean);
  };
  for (const text of [...found]) add(text.replace(ASIDE, ' '));
  for (const text of [...found]) add(text.replace(BRACKETS, ''));
  for (const text of [...found]) if (AFTER_COLON.test(text)) add(text.replace(AFTER_COLON, ''));
  return found;
}

/**
 * The sentence as a leaf of at most MAX_LEAF_WORDS words, in the paper's words: citations,
 * statistical asides and a linking opening out, then the sentence whole, without an aside or its
 * brackets, or cut where a clause ends (never leaving out a contrast, cutsContrast). Null when no
 * such form keeps the claim's numbers and negations (keepsClaim), reads as a sentence of its own
 * that does not point back, or the sentence leans on the one before.
 */
export function leafText(sentence: string): string | null {
  if (leaning(sentence).kind === 'leans') return null;
  const source = withoutCitations(sentence);
  const ok = (candidate: string) =>
    countWords(candidate) <= MAX_LEAF_WORDS &&
    isSentence(candidate) &&
    keepsClaim(candidate, sentence) &&
    !cutsContrast(candidate, source) &&
    leaning(candidate).kind === 'alone' &&
    showsAlone(candidate);
  for (const reading of readingsOf(claimOf(sentence))) {
    if (countWords(reading) <= MAX_LEAF_WORDS) {
      if (ok(reading)) return `${reading}.`;
      continue;
    }
    let best: string | null = null;
    for (const end of reading.matchAll(CLAUSE_END)) {
      const head = reading.slice(0, end.index).replace(/[\s,;:–—-]+$/, '');
      if (countWords(head) > MAX_LEAF_WORDS) break;
      const participle = BEFORE_PARTICIPLE.test(`${end[0]}${/^\p{L}+/u.exec(reading.slice(end.index + end[0].length))?.[0] ?? ''}`);
      if (participle && !(FINITE.test(head) || SUBJECT_VERB.test(head) || HAS_VERB.test(head))) continue;
      if (ok(head)) best = head;
    }
    if (best) return `${best}.`;
  }
  return null;
}

/** What a design is called: 'Our difference in difference estimation framework isolated …'. */
const DESIGN =
  /^(?:our|the (?:proposed|present))\s+((?:[\p{L}-]+\s+){0,5}(?:framework|approach|design|model|method|methodology|strategy|algorithm|architecture|pipeline|network|procedure|protocol))\s+(?:\p{Ll}+ed|\p{Ll}+s|is|was|uses|used|combines|relies)\b/iu;

/**
 * A method said in a sentence too long to be a leaf, as the concept it names: the design's own
 * words ('Difference in difference estimation framework'), not a claim, so without a full stop.
 */
export function conceptLeaf(sentence: string): string | null {
  const named = DESIGN.exec(claimOf(sentence))?.[1];
  if (!named || countWords(named) < 2 || DANGLING.test(named)) return null;
  return capitalised(named);
}

/** A leaf that names a concept ('Difference in difference estimation framework') rather than states a claim. */
export const isConcept = (text: string) => !/[.!?]$/.test(text) && countWords(text) <= 7;

/**
 * A result too long to be a leaf whole, as its key number with what it measures ('Absolute
 * improvement over the next-best baseline: 3.1 points.'), the way a storyboard's key-number card
 * shows it; null when the caption is cut (an ellipsis) or the number cannot be named.
 */
export function numberLeaf(spoken: string, sentence: string): string | null {
  const found = keyNumber(claimOf(spoken));
  if (!found || found.caption.includes('…')) return null;
  // 'With an absolute improvement to HGEED' names the number once its preposition goes.
  const caption = capitalised(found.caption.replace(/[\s,;:(]+$/, '').replace(/^(?:with|by) (?:an?|the) (?=\p{L})/iu, ''));
  // '3.1 point' as a card's value reads '3.1 points' on its own.
  const value = found.value.replace(
    /^(\d+(?:[.,]\d+)?) (point|percentage point)$/,
    (_all, number: string, unit: string) => `${number} ${unit}${number === '1' ? '' : 's'}`,
  );
  const leaf = `${caption}: ${value}.`;
  const bare = caption.replace(/\(.*?\)/g, '');
  // The caption names what the number measures: a noun phrase, not a verb left without its object
  // ('… was decreased', '… ranged') nor the tail of a list ('And other external causes').
  // A name in capitals ('HGEED') is not a verb.
  const verbEnd =
    /(?:\p{L}ed|\b(?:rose|fell|grew|ranged|was|were|is|are|reached))$/iu.test(caption) && !/\b\p{Lu}{2,}\p{N}*$/u.test(caption);
  if (
    countWords(caption) < 3 ||
    countWords(leaf) > MAX_LEAF_WORDS ||
    DANGLING.test(caption) ||
    NOT_SUBJECT.test(caption) ||
    /^(?:and|or|but|nor)\b/i.test(caption) ||
    verbEnd ||
    /\d/.test(bare)
  )
    return null;
  if ((caption.match(/\(/g) ?? []).length !== (caption.match(/\)/g) ?? []).length || !keepsClaim(leaf, sentence)) return null;
  // 'SPECTER outperforms all other models on this task as well': which task is in the sentence before.
  // '… values for SPECTER are respectively: 0.41' shows one number of a pair.
  if (!showsAlone(caption) || /\b(?:as well|respectively)$/i.test(caption)) return null;
  return leaf;
}

const tokensOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}|\d+(?:\.\d+)?/gu) ?? []);

/** Share of the smaller set found in the other: two leaves saying nearly the same thing. */
function overlap(a: Set<string>, b: Set<string>): number {
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  if (small.size === 0) return 0;
  let shared = 0;
  for (const token of small) if (large.has(token)) shared += 1;
  return shared / small.size;
}

function sourcesOf(candidate: Candidate): LeafSources {
  return {
    pages: candidate.page ? [candidate.page] : [],
    ...(candidate.section ? { section: candidate.section } : {}),
    quotes: [{ text: candidate.original, ...(candidate.page ? { page: candidate.page } : {}) }],
  };
}

/** The paper as a map: its title at the centre, a branch per part of its argument, its claims as leaves. */
export function buildMindmap(paper: ExtractedPaper): MindmapOutput {
  const inventory = buildInventory(paper, { language: paper.language, technicality: 5, forEar: false });
  const used = new Set<Candidate>();
  const kept: Set<string>[] = [];
  const branches: MindmapBranch[] = [];
  for (const branch of BRANCHES) {
    const ranked = inventory.candidates
      .filter((candidate) => {
        const score = candidate.roleScore[branch.role];
        const best = Math.max(...Object.values(candidate.roleScore));
        // A sentence that names the study's design belongs to the method whatever else it says.
        const design = branch.role === 'method' && DESIGN.test(claimOf(candidate.original));
        return score >= MIN_ROLE_SCORE && (score >= ROLE_SHARE * best || design) && !(branch.role === 'result' && candidate.setup);
      })
      // Results lead with their numbers; every branch prefers what the paper says most centrally.
      .map((candidate) => ({
        candidate,
        rank:
          candidate.roleScore[branch.role] * (0.5 + candidate.centrality) +
          (branch.role === 'result' && candidate.hasResultNumber ? 0.5 : 0),
      }))
      .sort((a, b) => b.rank - a.rank || a.candidate.order - b.candidate.order);
    const leaves: (MindmapLeaf & { order: number })[] = [];
    for (const { candidate } of ranked) {
      if (leaves.length >= branch.max) break;
      if (used.has(candidate)) continue;
      const text =
        leafText(candidate.original) ??
        (branch.role === 'result' && candidate.hasResultNumber ? numberLeaf(candidate.text, candidate.original) : null) ??
        (branch.role === 'method' ? conceptLeaf(candidate.original) : null);
      if (!text) continue;
      const tokens = tokensOf(text);
      if (kept.some((other) => overlap(tokens, other) > 0.7)) continue;
      used.add(candidate);
      kept.push(tokens);
      leaves.push({ id: `${branch.kind}-${leaves.length + 1}`, text, sources: sourcesOf(candidate), order: candidate.order });
    }
    if (leaves.length === 0) continue;
    // In the paper's order within a branch, so a branch reads as the paper argues.
    leaves.sort((a, b) => a.order - b.order);
    branches.push({
      id: branch.kind,
      kind: branch.kind,
      label: branch.label,
      leaves: leaves.map(({ order: _order, ...leaf }, index) => ({ ...leaf, id: `${branch.kind}-${index + 1}` })),
    });
  }
  return { centre: paper.title, authors: paper.authors, branches, engine: 'built-in' };
}

/** Every leaf of the map, branch by branch. */
export const leavesOf = (map: Pick<MindmapOutput, 'branches'>): MindmapLeaf[] => map.branches.flatMap((branch) => branch.leaves);
