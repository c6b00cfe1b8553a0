/**
 * Optional text engine: any OpenAI-compatible chat completions endpoint (llama.cpp server, Ollama,
 * vLLM, a hosted API). It is asked for the same outline the built-in engine tells — the problem,
 * what the authors did, the results with their numbers, what it means and its limits — as JSON,
 * and every slide names the pages and figures it draws on. An answer of the wrong shape, or one that
 * cites a page or figure the paper does not have, is rejected and asked for once more with the
 * reason; then the node fails clearly. The storyboard is built from that script by the built-in
 * storyboard, which puts the paper's real figures, numbers and quotes on screen (decision 0052).
 */
import * as v from 'valibot';
import { framingFor, ROLES } from '../script/narrative/framing';
import { WORD_BUDGETS } from '../script/script';
import { createExtractiveProvider } from './extractive';
import { generateStoryboard } from '../storyboard/storyboard';
import { countWords } from '../read/text';
import { mapFromModel, MODEL_MAP_SHAPE } from '../mindmap/model-map';
import { dialogueFromModel, dialoguePrompt } from '../podcast/model-dialogue';
import type {
  ExtractedPaper,
  LlmProvider,
  MindmapOutput,
  PodcastConfig,
  PodcastDialogue,
  PodcastParticipant,
  ScriptConfig,
  ScriptOutput,
  StoryboardConfig,
  StoryboardOutput,
} from '../types';

const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const pageNumber = v.pipe(v.number(), v.integer());

const sourcesSchema = v.object({
  pages: v.pipe(v.array(pageNumber), v.minLength(1)),
  section: v.optional(v.string()),
  figures: v.optional(v.array(v.string())),
});

/** The outline the model answers with: the script of SPEC §3 plus each slide's role and sources. */
export const outlineSchema = v.object({
  opening: v.object({ narration: nonEmpty }),
  slides: v.pipe(
    v.array(
      v.object({
        number: v.pipe(v.number(), v.integer(), v.minValue(1)),
        role: v.picklist(ROLES),
        heading: nonEmpty,
        narration: nonEmpty,
        is_technical: v.boolean(),
        sources: sourcesSchema,
      }),
    ),
    v.minLength(2),
  ),
  closing: v.object({ narration: nonEmpty }),
});

type Outline = v.InferOutput<typeof outlineSchema>;

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** @default 60000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

const SYSTEM_PROMPT =
  'You turn research papers into narrated video scripts that a researcher would share. You only state what the paper says, and you say where it says it. Answer with one JSON object only, no prose, no code fences.';

/** The paper as the model reads it: page markers before paragraphs, and the figures it may name. */
export function paperDigest(paper: ExtractedPaper, maxChars = 24_000): string {
  const parts = [`Title: ${paper.title}`, `Pages: 1 to ${paper.pageCount}`, `Abstract [p. 1]: ${paper.abstract}`];
  const figures = paper.figures ?? [];
  if (figures.length)
    parts.push(`Figures and tables (id, page, caption):\n${figures.map((f) => `- ${f.id} (p. ${f.page}): ${f.caption}`).join('\n')}`);
  for (const section of paper.sections) {
    const paragraphs = section.paragraphs.map((p, i) => (section.pages?.[i] ? `[p. ${section.pages[i]}] ${p}` : p));
    parts.push(`## ${section.heading}\n${paragraphs.join('\n')}`);
  }
  return parts.join('\n\n').slice(0, maxChars);
}

const TECHNICALITY: Record<number, string> = {
  1: 'for a general audience: plain words only, no symbols, no jargon, acronyms written out, no method detail',
  2: 'for interested non-specialists: plain words, little jargon',
  3: 'for researchers in neighbouring fields: key terms explained',
  4: 'for specialists: method detail welcome',
  5: 'for experts in the field: keep the method detail, the data and every number that matters',
};

const GENRE: Record<ScriptConfig['script_genre'], string> = {
  explainer: 'explainer: open with the problem as a question, lead into each part with a short question, clear and patient',
  fun: 'fun: open on the most striking result with its number, playful questions, light and enthusiastic, still accurate',
  formal: 'formal: open with the title and authors, no questions, no contractions, measured',
  informal: 'informal: conversational, contractions, a friendly aside or two',
};

function scriptPrompt(paper: ExtractedPaper, config: ScriptConfig): string {
  const words = WORD_BUDGETS[config.script_duration];
  const framed = framingFor(paper.language, config.script_genre, config.script_type) !== null || paper.language === 'en';
  const figureIds = (paper.figures ?? []).map((f) => f.id);
  return [
    `Write a ${config.script_type === 'podcast' ? 'podcast script written for the ear (short sentences, spoken signposts, nothing that needs a screen)' : 'video script'} of ${words} words in total (within 15 %) about the paper below.`,
    'Tell its story in this order: the problem and why it matters (opening), what the authors did, the data or setting, the key results with their numbers, what it means and its limits. Every slide has one role: ' +
      `${ROLES.join(', ')}.`,
    `Genre: ${GENRE[config.script_genre]}. Technicality ${config.script_technicality} of 5: ${TECHNICALITY[config.script_technicality]}. Mark is_technical on the slides dense with method detail, numbers or jargon.`,
    `Write in the paper's language (${paper.language})${framed ? '' : ', including headings and any sentence of your own'}. Refer to the authors in the third person ("the authors propose"), never "we".`,
    'Make it speakable: no citations, no URLs or DOIs, no equations or symbols read out, numbers and units written as a narrator says them, no "Figure 3 shows" in the narration.',
    `Each slide names its sources: the pages it draws on (numbers between 1 and ${paper.pageCount}, as marked [p. N] below), the section, and the ids of the figures or tables it talks about${figureIds.length ? ` (only from: ${figureIds.join(', ')})` : ' (this paper has none listed: leave figures empty)'}. Never name a page or figure the paper does not have.`,
    'JSON shape: {"opening":{"narration":string},"slides":[{"number":1,"role":"method","heading":string,"narration":string,"is_technical":boolean,"sources":{"pages":[int],"section":string,"figures":[string]}}],"closing":{"narration":string}}',
    '',
    paperDigest(paper),
  ].join('\n');
}

/** The request for a mind map: the paper's argument by part, each point a claim the paper makes, with its page. */
export function mindmapPrompt(paper: ExtractedPaper): string {
  return [
    'Make a mind map of the paper below: the question it answers, then its argument in parts, each part a few short points.',
    'Parts (kind): background, method, data, results (with their numbers), conclusions, limits. Leave out a part the paper does not have.',
    "Each point is one claim the paper itself makes, in the paper's own words, at most 15 words, standing alone, with the page it is on.",
    "Never add a number, a name or a claim the paper does not state; keep each claim's exceptions and negations.",
    `JSON shape: ${MODEL_MAP_SHAPE}`,
    '',
    paperDigest(paper),
  ].join('\n');
}

/** Why an outline cannot be used: the pages and figures it cites that the paper does not have. */
export function citationProblems(outline: Outline, paper: ExtractedPaper): string[] {
  const figures = new Set((paper.figures ?? []).map((f) => f.id));
  const problems: string[] = [];
  for (const slide of outline.slides) {
    for (const page of slide.sources.pages) {
      if (page < 1 || page > paper.pageCount)
        problems.push(`slide ${slide.number} cites page ${page}, but the paper has pages 1 to ${paper.pageCount}`);
    }
    for (const id of slide.sources.figures ?? []) {
      if (!figures.has(id))
        problems.push(
          `slide ${slide.number} cites ${id}, which the paper does not have${figures.size ? ` (it has ${[...figures].join(', ')})` : ' (it has no figures listed)'}`,
        );
    }
  }
  return problems;
}

function toScript(outline: Outline): ScriptOutput {
  return {
    opening: { narration: outline.opening.narration },
    slides: outline.slides.map((slide, i) => ({
      number: i + 1,
      heading: slide.heading,
      narration: slide.narration,
      is_technical: slide.is_technical,
      sources: {
        pages: [...new Set(slide.sources.pages)].sort((a, b) => a - b),
        ...(slide.sources.section ? { section: slide.sources.section } : {}),
        ...(slide.sources.figures?.length ? { figures: [...new Set(slide.sources.figures)] } : {}),
      },
    })),
    closing: { narration: outline.closing.narration },
  };
}

const scriptWords = (s: ScriptOutput) =>
  countWords([s.opening.narration, ...s.slides.map((x) => x.narration), s.closing.narration].join(' '));

/** One chat completion asked for JSON: its message content, or an error in the node's words (a Rejected shape when the answer cannot be read). */
function chatCompletion({
  url,
  apiKey,
  model,
  doFetch,
}: {
  url: string;
  apiKey: string | undefined;
  model: string;
  doFetch: typeof fetch;
}) {
  return async (messages: { role: string; content: string }[], signal: AbortSignal): Promise<string> => {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, temperature: 0.2, response_format: { type: 'json_object' }, messages }),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw new Error('The language model did not answer in time');
      throw new Error(`The language model could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new Error(`The language model request failed with status ${response.status}`);
    try {
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Rejected('shape', 'the answer had no message content');
      return content;
    } catch (error) {
      if (signal.aborted) throw new Error('The language model did not answer in time');
      if (error instanceof Rejected) throw error;
      throw new Rejected('shape', 'the answer was not JSON');
    }
  };
}

/** The model's answer as JSON, with a Markdown code fence around it allowed. */
function answerJson(content: string): unknown {
  try {
    return JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new Rejected('shape', 'the answer was not JSON');
  }
}

class Rejected extends Error {
  constructor(
    readonly kind: 'shape' | 'citation',
    readonly reason: string,
  ) {
    super(reason);
  }
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): LlmProvider {
  const { baseUrl, apiKey, model, timeoutMs = 60_000 } = options;
  const doFetch = options.fetch ?? fetch;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  const complete = chatCompletion({ url, apiKey, model, doFetch });

  /** Asks, checks, asks once more with the reason, then fails with a message for the node. */
  async function askForScript(paper: ExtractedPaper, config: ScriptConfig): Promise<ScriptOutput> {
    const signal = AbortSignal.timeout(timeoutMs);
    const budget = WORD_BUDGETS[config.script_duration];
    const messages = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: scriptPrompt(paper, config) },
    ];
    let lastRejection: Rejected | null = null;
    let offBudget: ScriptOutput | null = null;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const content = await complete(messages, signal);
        const json = answerJson(content);
        const parsed = v.safeParse(outlineSchema, json);
        if (!parsed.success) {
          const issue = parsed.issues[0];
          throw new Rejected('shape', `the JSON did not have the requested shape (${v.getDotPath(issue) ?? 'root'}: ${issue.message})`);
        }
        const problems = citationProblems(parsed.output, paper);
        if (problems.length) throw new Rejected('citation', problems.join('; '));
        const script = toScript(parsed.output);
        const words = scriptWords(script);
        if (Math.abs(words - budget) > budget * 0.15 && attempt === 0) {
          // The length is a request, not a fact: ask once to fix it, and keep this answer if the next is no better.
          offBudget = script;
          messages.push(
            { role: 'assistant', content },
            {
              role: 'user',
              content: `That script has ${words} words; it must have ${budget} (within 15 %). Answer again with the whole JSON.`,
            },
          );
          continue;
        }
        if (offBudget && Math.abs(words - budget) > Math.abs(scriptWords(offBudget) - budget)) return offBudget;
        return script;
      } catch (error) {
        if (!(error instanceof Rejected)) throw error;
        lastRejection = error;
        messages.push({
          role: 'user',
          content: `Your previous answer was rejected: ${error.reason}. Answer again with the whole JSON, citing only pages and figures the paper has.`,
        });
      }
    }
    if (offBudget) return offBudget;
    if (lastRejection?.kind === 'citation')
      throw new Error(`The language model cited pages or figures that are not in the paper, twice: ${lastRejection.reason}`);
    throw new Error('The language model returned an invalid script');
  }

  /**
   * A mind map (issue 35): asked once, and once more with the points that did not hold up; null when
   * neither answer keeps enough of them (the built-in map is drawn instead).
   */
  async function askForMindmap(paper: ExtractedPaper): Promise<MindmapOutput | null> {
    const signal = AbortSignal.timeout(timeoutMs);
    const messages = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: mindmapPrompt(paper) },
    ];
    let best: MindmapOutput | null = null;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let reason: string;
      try {
        const content = await complete(messages, signal);
        const json = answerJson(content);
        const { map, problems } = mapFromModel(json, paper, `openai-compatible:${model}`);
        if (map && problems.length === 0) return map;
        best ??= map;
        reason = problems.slice(0, 8).join('; ');
        messages.push({ role: 'assistant', content });
      } catch (error) {
        if (!(error instanceof Rejected)) throw error;
        reason = error.reason;
      }
      messages.push({
        role: 'user',
        content: `Some of your answer was rejected: ${reason}. Answer again with the whole JSON: every point at most 15 words, in the paper's own words, on the page you name.`,
      });
    }
    return best;
  }

  /**
   * A podcast's dialogue (issue 34): asked once, and once more with the turns that did not hold up;
   * null when neither answer does (the built-in writer writes the episode instead).
   */
  async function askForDialogue(paper: ExtractedPaper, config: PodcastConfig, cast: PodcastParticipant[]): Promise<PodcastDialogue | null> {
    const signal = AbortSignal.timeout(timeoutMs);
    const messages = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: dialoguePrompt(paper, config, cast, paperDigest(paper)) },
    ];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let reason: string;
      try {
        const content = await complete(messages, signal);
        const { dialogue, problems } = dialogueFromModel(answerJson(content), paper, config, cast, `openai-compatible:${model}`);
        if (dialogue) return dialogue;
        reason = problems.slice(0, 8).join('; ');
        messages.push({ role: 'assistant', content });
      } catch (error) {
        if (!(error instanceof Rejected)) throw error;
        reason = error.reason;
      }
      messages.push({
        role: 'user',
        content: `Your answer was rejected: ${reason}. Answer again with the whole JSON: every claim the paper's own, on the pages the turn names, every participant speaking.`,
      });
    }
    return null;
  }

  return {
    name: `openai-compatible:${model}`,
    generateScript: (paper, config) => askForScript(paper, config),
    generateMindmap: (paper) => askForMindmap(paper),
    generateDialogue: (paper, config, cast) => askForDialogue(paper, config, cast),
    // The storyboard needs the paper's real figures, captions and numbers, which the built-in
    // storyboard reads from the paper and the slides' sources: a model would only paraphrase them.
    generateStoryboard: async (script: ScriptOutput, paper: ExtractedPaper, config: StoryboardConfig): Promise<StoryboardOutput> =>
      generateStoryboard(script, paper, config),
  };
}

/** Picks the text engine for this deployment: an OpenAI-compatible endpoint when LLM_BASE_URL is set. */
export function createLlmProviderFromEnv(env: Record<string, string | undefined> = process.env): LlmProvider {
  if (!env.LLM_BASE_URL) return createExtractiveProvider();
  const timeout = Number(env.LLM_TIMEOUT_MS);
  return createOpenAiCompatibleProvider({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY ?? '',
    model: env.LLM_MODEL ?? 'gpt-4o-mini',
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  });
}
