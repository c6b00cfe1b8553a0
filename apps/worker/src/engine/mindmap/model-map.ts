/**
 * A mind map written by a language model (LLM_BASE_URL, issue 35), held to the built-in map's rules:
 * the answer's shape is checked, and each point is kept only when it has at most MAX_LEAF_WORDS
 * words, names a page the paper has, and the grounding matcher finds it on that page with its
 * numbers and negations (supportOf). Its sources are the paper's sentence, never the model's word.
 */
import * as v from 'valibot';
import { countWords } from '../read/text';
import { paperSentences, supportOf } from '../script/grounding';
import type { ExtractedPaper, MindmapBranch, MindmapOutput } from '../types';
import { BRANCHES, MAX_LEAF_WORDS } from './mindmap';

/** Fewer branches with points than this and the model's map is not used. */
export const MIN_MODEL_BRANCHES = 3;
const MAX_QUESTION_WORDS = 20;

export const ModelMapSchema = v.object({
  question: v.pipe(v.string(), v.trim(), v.minLength(1)),
  branches: v.array(
    v.object({
      kind: v.picklist(BRANCHES.map((branch) => branch.kind)),
      leaves: v.array(v.object({ text: v.pipe(v.string(), v.trim(), v.minLength(1)), page: v.pipe(v.number(), v.integer()) })),
    }),
  ),
});

/** What the model is asked for, in one line of JSON shape. */
export const MODEL_MAP_SHAPE = `{"question":string (the question the paper answers, at most ${MAX_QUESTION_WORDS} words),"branches":[{"kind":"background"|"method"|"data"|"results"|"conclusions"|"limits","leaves":[{"text":string (at most ${MAX_LEAF_WORDS} words, the paper's own claim),"page":int}]}]}`;

/**
 * The model's answer as a map, with the reasons each dropped point was dropped; the map is null when
 * the answer has the wrong shape or fewer than MIN_MODEL_BRANCHES branches keep a point.
 */
export function mapFromModel(json: unknown, paper: ExtractedPaper, engine: string): { map: MindmapOutput | null; problems: string[] } {
  const parsed = v.safeParse(ModelMapSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0]!;
    return { map: null, problems: [`the JSON did not have the requested shape (${v.getDotPath(issue) ?? 'root'}: ${issue.message})`] };
  }
  const pool = paperSentences(paper);
  const problems: string[] = [];
  const branches: MindmapBranch[] = [];
  for (const { kind, label, max } of BRANCHES) {
    const leaves = parsed.output.branches.filter((branch) => branch.kind === kind).flatMap((branch) => branch.leaves);
    const kept: MindmapBranch['leaves'] = [];
    for (const leaf of leaves) {
      if (kept.length >= max) break;
      if (countWords(leaf.text) > MAX_LEAF_WORDS) {
        problems.push(`"${leaf.text}" has more than ${MAX_LEAF_WORDS} words`);
        continue;
      }
      if (leaf.page < 1 || leaf.page > paper.pageCount) {
        problems.push(`"${leaf.text}" cites page ${leaf.page}, but the paper has pages 1 to ${paper.pageCount}`);
        continue;
      }
      const support = supportOf(leaf.text, pool);
      if (!support || (support.sentence.page !== undefined && support.sentence.page !== leaf.page)) {
        problems.push(`"${leaf.text}" is not said on page ${leaf.page} of the paper`);
        continue;
      }
      const page = support.sentence.page ?? leaf.page;
      kept.push({
        id: `${kind}-${kept.length + 1}`,
        text: leaf.text,
        sources: { pages: [page], quotes: [{ text: support.sentence.text, page }] },
      });
    }
    if (kept.length > 0) branches.push({ id: kind, kind, label, leaves: kept });
  }
  if (branches.length < MIN_MODEL_BRANCHES)
    return { map: null, problems: [...problems, `only ${branches.length} branches kept a point the paper says`] };
  const question = parsed.output.question;
  return {
    map: { centre: countWords(question) <= MAX_QUESTION_WORDS ? question : paper.title, authors: paper.authors, branches, engine },
    problems,
  };
}
