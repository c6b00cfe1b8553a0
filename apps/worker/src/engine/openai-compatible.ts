/**
 * Optional text engine: any OpenAI-compatible chat completions endpoint. Output is validated
 * with valibot; one retry on invalid output; a timeout; then a clear failure.
 */
import * as v from 'valibot';
import { createExtractiveProvider } from './script';
import type { ExtractedPaper, LlmProvider, ScriptConfig, ScriptOutput, StoryboardConfig, StoryboardOutput } from './types';

const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));

export const scriptOutputSchema = v.object({
  opening: v.object({ narration: nonEmpty }),
  slides: v.pipe(
    v.array(v.object({ number: v.pipe(v.number(), v.integer(), v.minValue(1)), heading: nonEmpty, narration: nonEmpty, is_technical: v.boolean() })),
    v.minLength(1),
  ),
  closing: v.object({ narration: nonEmpty }),
});

export const sceneSchema = v.object({
  scene_number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  visual_description: nonEmpty,
  script_line: nonEmpty,
  background_details: nonEmpty,
  narration: nonEmpty,
  sound_cues: nonEmpty,
  duration: v.pipe(v.number(), v.minValue(0.1)),
  directions_for_videographer: nonEmpty,
  visual_elements: v.pipe(v.array(v.object({ type: nonEmpty, caption: nonEmpty })), v.minLength(1)),
  annotations: v.object({
    text_overlays: v.array(v.string()),
    visual_cues: v.array(v.string()),
    audio_cues: v.array(v.string()),
    transition_notes: nonEmpty,
  }),
});

export const storyboardOutputSchema = v.object({ scenes: v.pipe(v.array(sceneSchema), v.minLength(1)) });

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** @default 60000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

const SYSTEM_PROMPT = 'You turn research papers into narrated video scripts and storyboards. Answer with one JSON object only, no prose, no code fences.';

function paperDigest(paper: ExtractedPaper, maxChars = 24_000): string {
  const parts = [`Title: ${paper.title}`, `Abstract: ${paper.abstract}`];
  for (const section of paper.sections) parts.push(`## ${section.heading}\n${section.paragraphs.join('\n')}`);
  return parts.join('\n\n').slice(0, maxChars);
}

const WORDS: Record<ScriptConfig['script_duration'], number> = { very_short: 150, short: 375, medium: 675, long: 975 };

class InvalidOutput extends Error {}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): LlmProvider {
  const { baseUrl, apiKey, model, timeoutMs = 60_000 } = options;
  const doFetch = options.fetch ?? fetch;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function ask<T>(user: string, schema: v.GenericSchema<unknown, T>, invalidMessage: string): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({
            model,
            temperature: 0.2,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: attempt === 0 ? user : `${user}\n\nYour previous answer was not valid JSON of the requested shape. Answer again with JSON only.` },
            ],
          }),
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
        if (typeof content !== 'string') throw new InvalidOutput();
        const json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
        const parsed = v.safeParse(schema, json);
        if (!parsed.success) throw new InvalidOutput();
        return parsed.output;
      } catch (error) {
        if (signal.aborted) throw new Error('The language model did not answer in time');
        if (!(error instanceof InvalidOutput) && !(error instanceof SyntaxError)) throw error;
      }
    }
    throw new Error(invalidMessage);
  }

  return {
    name: `openai-compatible:${model}`,
    async generateScript(paper, config): Promise<ScriptOutput> {
      const words = WORDS[config.script_duration];
      const prompt = [
        `Write a ${config.script_type} script of about ${words} words in total (±10 %) about the paper below.`,
        `Genre: ${config.script_genre}. Technicality ${config.script_technicality} of 5 (1 = general audience, 5 = experts); mark slides dense with numbers or jargon as is_technical.`,
        `Use the paper's language (${paper.language}). Do not cite references, figures, URLs or DOIs.`,
        'JSON shape: {"opening":{"narration":string},"slides":[{"number":1,"heading":string,"narration":string,"is_technical":boolean}],"closing":{"narration":string}}',
        '',
        paperDigest(paper),
      ].join('\n');
      return ask(prompt, scriptOutputSchema, 'The language model returned an invalid script');
    },
    async generateStoryboard(script, paper, config: StoryboardConfig): Promise<StoryboardOutput> {
      const prompt = [
        `Write a storyboard of exactly ${config.number_of_scenes} scenes for the script below (paper: ${paper.title}).`,
        `Visual style: ${config.style}. Audio: ${config.audio_type === 'narration' ? 'narration only, no background music' : 'narration over background music'}. Narrator voice: ${config.narration_voice}.`,
        'Every scene carries the part of the script narration it covers, and duration in seconds at 150 words a minute.',
        'JSON shape: {"scenes":[{"scene_number":1,"visual_description":string,"script_line":string,"background_details":string,"narration":string,"sound_cues":string,"duration":number,"directions_for_videographer":string,"visual_elements":[{"type":string,"caption":string}],"annotations":{"text_overlays":[string],"visual_cues":[string],"audio_cues":[string],"transition_notes":string}}]}',
        '',
        JSON.stringify(script),
      ].join('\n');
      const schema = v.pipe(storyboardOutputSchema, v.check((s) => s.scenes.length === config.number_of_scenes));
      return ask(prompt, schema, 'The language model returned an invalid storyboard');
    },
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
