import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmProviderFromEnv, createOpenAiCompatibleProvider } from './openai-compatible';
import { generateExtractiveScript } from './script';
import { generateStoryboard } from './storyboard';
import type { ExtractedPaper, ScriptConfig } from './types';

type Reply = { status?: number; content?: string; raw?: string; hang?: boolean };

const paper: ExtractedPaper = {
  title: 'A Study of Things',
  authors: ['Ada Lovelace'],
  abstract: 'We studied things in great detail. The results show that things matter a great deal for everyone involved. We conclude that more study of things is needed.',
  language: 'en',
  sections: [
    { heading: 'Introduction', paragraphs: ['Things are everywhere in the modern world around us. Many researchers have looked at things before us.'] },
    { heading: 'Methods', paragraphs: ['We counted things in forty different places over two years. Each count was repeated three times by two people.'] },
    { heading: 'Results', paragraphs: ['Things were more common in cities than in villages overall. The difference was largest in the winter months.'] },
  ],
  references: [],
  pageCount: 3,
};
const config: ScriptConfig = { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' };
const validScript = generateExtractiveScript(paper, config);

let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
let requests: { auth?: string; body: { model: string; response_format: unknown; messages: { role: string; content: string }[] } }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(data) });
      const reply = replies.shift() ?? { status: 500 };
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.raw ?? JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply.content ?? '' } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  replies = [];
  requests = [];
});

describe('given an OpenAI-compatible endpoint', () => {
  it('returns a valid script and asks for JSON only', async () => {
    replies = [{ content: JSON.stringify(validScript) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: 'k-123', model: 'test-model' });
    await expect(provider.generateScript(paper, config)).resolves.toEqual(validScript);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.auth).toBe('Bearer k-123');
    expect(requests[0]!.body.model).toBe('test-model');
    expect(requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    expect(requests[0]!.body.messages[0]!.content).toMatch(/JSON/);
  });

  it('retries once after an invalid answer', async () => {
    replies = [{ content: 'Sure! Here is your script: ...' }, { content: JSON.stringify(validScript) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' });
    await expect(provider.generateScript(paper, config)).resolves.toEqual(validScript);
    expect(requests).toHaveLength(2);
  });

  it('fails clearly after two invalid answers', async () => {
    replies = [{ content: JSON.stringify({ opening: {} }) }, { content: JSON.stringify({ slides: 'none' }) }, { content: JSON.stringify(validScript) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' });
    await expect(provider.generateScript(paper, config)).rejects.toThrow('The language model returned an invalid script');
    expect(requests).toHaveLength(2);
  });

  it('fails clearly when the model does not answer in time', async () => {
    replies = [{ hang: true }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm', timeoutMs: 300 });
    await expect(provider.generateScript(paper, config)).rejects.toThrow('The language model did not answer in time');
  });

  it('validates the storyboard, including the number of scenes', async () => {
    const storyboard = generateStoryboard(validScript, paper, { number_of_scenes: 3, style: 'abstract', audio_type: 'narration', narration_voice: 'female' });
    replies = [{ content: JSON.stringify({ scenes: storyboard.scenes.slice(0, 2) }) }, { content: JSON.stringify(storyboard) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' });
    await expect(provider.generateStoryboard(validScript, paper, { number_of_scenes: 3, style: 'abstract', audio_type: 'narration', narration_voice: 'female' })).resolves.toEqual(storyboard);
    expect(requests).toHaveLength(2);
  });
});

describe('createLlmProviderFromEnv', () => {
  it('uses the built-in engine unless LLM_BASE_URL is set', () => {
    expect(createLlmProviderFromEnv({}).name).toBe('extractive');
    expect(createLlmProviderFromEnv({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'x' }).name).toBe('openai-compatible:x');
  });
});
