/**
 * What a figure or table does in the paper (issue 30): explains the method (an overview,
 * architecture, pipeline, principle or algorithm), shows results (plots, comparisons, result
 * tables), describes the data or setting (a map, a sample's characteristics), or none of these. The
 * caption says most; the sentences that mention it, and the section they sit in, say the rest.
 * The method scene shows a method figure where the paper has one; results scenes show results.
 */
import { sectionRole } from './narrative/outline';
import { figureMentions } from './narrative/speakable';
import { splitSentences } from '../read/text';
import type { ExtractedPaper, PaperFigure } from '../types';

export type FigureRole = 'method' | 'result' | 'data' | 'other';

const METHOD_CUES =
  /\b(?:overview|architecture|pipeline|principle|algorithm|framework|work-?flow|flow-?chart|schema(?:tic)?|illustration of (?:the|our|how)|sketch|model structure|structure of (?:the|our) (?:model|system|method|network)|overall (?:design|structure)|(?:the|our) (?:proposed )?(?:method|approach|model|system|technique)|procedure|study selection|how (?:the|our)|steps? of|stages? of|encoder|decoder|module|layers?|network|(?:trace|call|dependency|parse) trees?|example (?:of|shows|showing)|an example)\b/gi;
const RESULT_CUES =
  /\b(?:results?|performance|accuracy|precision|recall|f1|scores?|comparisons?|compared|versus|vs\.?|effects? of|ablations?|speed-?ups?|ratios?|errors?|rates?|distributions?|correlations?|reductions?|increases?|decreases?|changes? in|plots?|forest plots?|heat ?map|t-sne|visuali[sz]ation of|trends?|over time|annual|adjusted|estimates?|differences?|outcomes?|damage|yield|significan\w*|averaged?|mean|fold change|runtime|running time|execution time|throughput|latency|speed|treemap|summari[sz]\w*|accumulated|association|found|detected|observed)\b/gi;
const DATA_CUES =
  /\b(?:location|map|study area|landscapes?|sample characteristics|characteristics of|data(?:set)? (?:about|on|of)|datasets?|corpus|participants|cohort|demographic|statistics of|list of|records? of|study sites?|recording sites?|sampling sites?|study regions?)\b/gi;

const count = (re: RegExp, text: string) => (text.match(re) ?? []).length;

export interface FigureRoleScore {
  role: FigureRole;
  /** How clearly it plays that role: cue words in the caption count double those in the text. */
  score: number;
}

/** The role of one figure from its caption and the sentences that mention it (with their section's role). */
export function figureRole(
  figure: Pick<PaperFigure, 'caption' | 'kind'>,
  mentions: readonly { text: string; section?: string }[] = [],
): FigureRoleScore {
  // The caption without its label and its asides ('(distance measure: Pearson; clustering algorithm: ward)').
  const caption = figure.caption
    .replace(/^\s*(?:fig(?:ure)?s?\.?|table|tab\.)\s*S?\d+[a-z]?\s*[.:|—–-]?\s*/i, '')
    .replace(/\s*\([^()]*\)/g, '');
  // Results first: a tie goes to them.
  const scores: Record<Exclude<FigureRole, 'other'>, number> = {
    result: 2 * count(RESULT_CUES, caption),
    method: 2 * count(METHOD_CUES, caption),
    data: 2 * count(DATA_CUES, caption),
  };
  for (const mention of mentions) {
    scores.method += 0.5 * count(METHOD_CUES, mention.text);
    scores.result += 0.5 * count(RESULT_CUES, mention.text);
    scores.data += 0.5 * count(DATA_CUES, mention.text);
    const role = mention.section ? sectionRole(mention.section) : null;
    if (role === 'method') scores.method += 0.75;
    else if (role === 'result') scores.result += 0.75;
    else if (role === 'data') scores.data += 0.75;
  }
  // A table of numbers is a result unless its caption says otherwise.
  if (figure.kind === 'table') scores.result += 0.5;
  const [role, score] = (Object.entries(scores) as [Exclude<FigureRole, 'other'>, number][]).sort((a, b) => b[1] - a[1])[0]!;
  return score >= 1 ? { role, score } : { role: 'other', score: 0 };
}

/** The sentences of the paper that mention each figure, with their section. */
export function figureMentionsIn(paper: Pick<ExtractedPaper, 'sections'>): Map<string, { text: string; section: string }[]> {
  const out = new Map<string, { text: string; section: string }[]>();
  for (const section of paper.sections) {
    for (const paragraph of section.paragraphs) {
      for (const text of splitSentences(paragraph)) {
        for (const id of figureMentions(text)) out.set(id, [...(out.get(id) ?? []), { text, section: section.heading }]);
      }
    }
  }
  return out;
}

/** Every figure's role. */
export function figureRoles(paper: Pick<ExtractedPaper, 'sections' | 'figures'>): Map<string, FigureRoleScore> {
  const mentions = figureMentionsIn(paper);
  return new Map((paper.figures ?? []).map((f) => [f.id, figureRole(f, mentions.get(f.id) ?? [])]));
}

/** The paper's method figure, if it has one: the clearest, then the earliest. */
export function methodFigure(paper: Pick<ExtractedPaper, 'sections' | 'figures'>, roles = figureRoles(paper)): PaperFigure | undefined {
  const method = (paper.figures ?? []).filter((f) => roles.get(f.id)?.role === 'method');
  return method.sort((a, b) => roles.get(b.id)!.score - roles.get(a.id)!.score || a.page - b.page)[0];
}
