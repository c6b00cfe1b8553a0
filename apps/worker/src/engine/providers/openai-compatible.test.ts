import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmProviderFromEnv, createOpenAiCompatibleProvider, paperDigest } from './openai-compatible';
import { castOf } from '../podcast/cast';
import { DEFAULT_PODCAST_CONFIG } from '../podcast/config';
import type { ExtractedPaper, ScriptConfig, StoryboardConfig } from '../types';

type Reply = { status?: number; content?: string; raw?: string; hang?: boolean };

const paper: ExtractedPaper = {
  title: 'A Study of Things',
  authors: ['Ada Lovelace'],
  abstract: 'We studied things in great detail. The results show that things matter a great deal for everyone involved.',
  language: 'en',
  sections: [
    { heading: 'Introduction', paragraphs: ['Things are everywhere in the modern world around us.'], pages: [1] },
    { heading: 'Methods', paragraphs: ['We counted things in forty different places over two years.'], pages: [2] },
    { heading: 'Results', paragraphs: ['Things were 40 percent more common in cities than in villages.'], pages: [3] },
  ],
  references: [],
  pageCount: 3,
  figures: [
    {
      id: 'figure-1',
      kind: 'figure',
      label: 'Figure 1',
      caption: 'Figure 1: Things per square kilometre in cities and villages.',
      page: 3,
      image: 'projects/p/in/figure-1.png',
    },
  ],
};
const config: ScriptConfig = { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' };
const boardConfig: StoryboardConfig = { number_of_scenes: 5, style: 'abstract', audio_type: 'narration', narration_voice: 'female' };

/** A valid outline of about 150 words, citing what the paper has unless told otherwise. */
function outline(overrides: { figures?: string[]; pages?: number[] } = {}) {
  const pad = (text: string, words: number) => `${text} ${Array.from({ length: words }, (_, i) => `word${i}`).join(' ')}.`;
  return {
    opening: { narration: pad('Why do things matter so much?', 20) },
    slides: [
      {
        number: 1,
        role: 'method',
        heading: 'What the authors did',
        narration: pad('The authors counted things in forty places over two years.', 25),
        is_technical: false,
        sources: { pages: [2], section: 'Methods' },
      },
      {
        number: 2,
        role: 'result',
        heading: 'Key results',
        narration: pad('Things were 40 percent more common in cities.', 30),
        is_technical: true,
        sources: { pages: overrides.pages ?? [3], section: 'Results', figures: overrides.figures ?? ['figure-1'] },
      },
      {
        number: 3,
        role: 'meaning',
        heading: 'What it means',
        narration: pad('Things matter a great deal for everyone.', 25),
        is_technical: false,
        sources: { pages: [1] },
      },
    ],
    closing: { narration: 'That is the paper in brief.' },
  };
}

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
  it('asks for the outline as JSON with pages and figures, and returns the script with each slide’s sources', async () => {
    replies = [{ content: JSON.stringify(outline()) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: 'k-123', model: 'test-model' });
    const script = await provider.generateScript(paper, config);
    expect(script.slides.map((s) => s.number)).toEqual([1, 2, 3]);
    expect(script.slides[1]!.sources).toEqual({ pages: [3], section: 'Results', figures: ['figure-1'] });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.auth).toBe('Bearer k-123');
    expect(requests[0]!.body.model).toBe('test-model');
    expect(requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    const prompt = requests[0]!.body.messages[1]!.content;
    expect(prompt).toMatch(
      /problem and why it matters.*what the authors did.*key results with their numbers.*what it means and its limits/s,
    );
    expect(prompt).toContain('[p. 2] We counted things');
    expect(prompt).toContain('figure-1 (p. 3): Figure 1: Things per square kilometre');
    expect(prompt).toContain('only from: figure-1');
  });

  it('rejects an outline citing a figure or page the paper does not have, and asks once more with the reason', async () => {
    replies = [{ content: JSON.stringify(outline({ figures: ['figure-7'], pages: [12] })) }, { content: JSON.stringify(outline()) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' });
    const script = await provider.generateScript(paper, config);
    expect(script.slides[1]!.sources?.figures).toEqual(['figure-1']);
    expect(requests).toHaveLength(2);
    const retry = requests[1]!.body.messages.at(-1)!.content;
    expect(retry).toContain('slide 2 cites page 12, but the paper has pages 1 to 3');
    expect(retry).toContain('slide 2 cites figure-7, which the paper does not have (it has figure-1)');
  });

  it('fails clearly when the model cites what does not exist twice', async () => {
    replies = [
      { content: JSON.stringify(outline({ figures: ['figure-7'] })) },
      { content: JSON.stringify(outline({ pages: [0] })) },
      { content: JSON.stringify(outline()) },
    ];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' });
    await expect(provider.generateScript(paper, config)).rejects.toThrow(
      /^The language model cited pages or figures that are not in the paper, twice: slide 2 cites page 0/,
    );
    expect(requests).toHaveLength(2);
  });

  it('retries once after an answer of the wrong shape, then fails clearly', async () => {
    replies = [{ content: 'Sure! Here is your script: ...' }, { content: JSON.stringify(outline()) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' });
    await expect(provider.generateScript(paper, config)).resolves.toMatchObject({ slides: expect.any(Array) });
    expect(requests[1]!.body.messages.at(-1)!.content).toMatch(/rejected: the answer was not JSON/);

    requests = [];
    replies = [{ content: JSON.stringify({ opening: {} }) }, { content: JSON.stringify({ ...outline(), slides: [{ number: 1 }] }) }];
    await expect(provider.generateScript(paper, config)).rejects.toThrow('The language model returned an invalid script');
    expect(requests).toHaveLength(2);
  });

  it('asks once to meet the word budget, keeping the closer answer', async () => {
    const long = outline();
    long.slides[0]!.narration += ` ${'more '.repeat(200)}`.trimEnd();
    replies = [{ content: JSON.stringify(long) }, { content: JSON.stringify(outline()) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' });
    const script = await provider.generateScript(paper, config);
    expect(script.slides[0]!.narration).not.toContain('more more');
    expect(requests[1]!.body.messages.at(-1)!.content).toMatch(/must have 150 \(within 15 %\)/);
  });

  it('fails clearly when the model does not answer in time', async () => {
    replies = [{ hang: true }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm', timeoutMs: 300 });
    await expect(provider.generateScript(paper, config)).rejects.toThrow('The language model did not answer in time');
  });

  it('builds the storyboard from the script with the paper’s own figure, without asking the model', async () => {
    replies = [{ content: JSON.stringify(outline()) }];
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' });
    const script = await provider.generateScript(paper, config);
    const board = await provider.generateStoryboard(script, paper, boardConfig);
    expect(requests).toHaveLength(1);
    const figure = board.scenes.flatMap((s) => s.visual_elements).find((e) => e.type === 'figure');
    // The slide states a number, so its key-number card leads and the figure takes over once that sentence is spoken (issue 30).
    expect(figure).toEqual({
      type: 'figure',
      caption: 'Figure 1: Things per square kilometre in cities and villages.',
      figure: 'figure-1',
      page: 3,
      image: 'projects/p/in/figure-1.png',
      at: 0.7,
    });
  });

  describe('a mind map (issue 35)', () => {
    const point = (text: string, page: number) => ({ text, page });
    const answer = (extra: { text: string; page: number }[] = []) =>
      JSON.stringify({
        question: 'Do things matter more in cities?',
        branches: [
          { kind: 'background', leaves: [point('Things are everywhere in the modern world around us.', 1)] },
          { kind: 'method', leaves: [point('We counted things in forty different places over two years.', 2)] },
          { kind: 'results', leaves: [point('Things were 40 percent more common in cities than in villages.', 3), ...extra] },
        ],
      });

    it('asks for the map as JSON and keeps each point with the paper sentence and page it is found on', async () => {
      replies = [{ content: answer() }];
      const map = await createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' }).generateMindmap!(paper);
      expect(requests[0]!.body.messages[1]!.content).toContain('"question":string');
      expect(map).toMatchObject({ centre: 'Do things matter more in cities?', authors: ['Ada Lovelace'], engine: 'openai-compatible:m' });
      expect(map!.branches.map((branch) => [branch.label, branch.leaves.length])).toEqual([
        ['Background', 1],
        ['Method', 1],
        ['Results', 1],
      ]);
      expect(map!.branches[2]!.leaves[0]!.sources).toEqual({
        pages: [3],
        quotes: [{ text: 'Things were 40 percent more common in cities than in villages.', page: 3 }],
      });
    });

    it('drops a point the paper does not say, on another page, or over 15 words, and asks once more with the reasons', async () => {
      const wrong = [
        point('Things were 60 percent more common in towns than in villages.', 3),
        point('We counted things in forty different places over two years.', 3),
        point(Array.from({ length: 16 }, () => 'things').join(' '), 3),
      ];
      replies = [{ content: answer(wrong) }, { content: answer(wrong) }];
      const map = await createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' }).generateMindmap!(paper);
      expect(requests).toHaveLength(2);
      const retry = requests[1]!.body.messages.at(-1)!.content;
      expect(retry).toContain('"Things were 60 percent more common in towns than in villages." is not said on page 3');
      expect(retry).toContain('has more than 15 words');
      // What held up is kept; nothing the paper does not say is.
      expect(map!.branches.flatMap((branch) => branch.leaves.map((leaf) => leaf.text))).toEqual([
        'Things are everywhere in the modern world around us.',
        'We counted things in forty different places over two years.',
        'Things were 40 percent more common in cities than in villages.',
      ]);
    });

    it('gives no map when twice too little of it holds up (the built-in map is drawn instead)', async () => {
      const thin = JSON.stringify({
        question: 'Q?',
        branches: [{ kind: 'results', leaves: [point('Things were 40 percent more common in cities than in villages.', 3)] }],
      });
      replies = [{ content: thin }, { content: 'not json' }];
      expect(await createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' }).generateMindmap!(paper)).toBeNull();
      expect(requests).toHaveLength(2);
    });
  });

  describe('asked for a podcast dialogue', () => {
    const podcast = { ...DEFAULT_PODCAST_CONFIG, participants: 3 as const };
    const cast = castOf(podcast);
    const turn = (speaker: string, topic: string, text: string, pages: number[] = []) => ({
      speaker,
      topic,
      text,
      sources: pages.map((page) => ({ page, quote: text })),
    });
    const answer = (extra: object[] = []) =>
      JSON.stringify({
        turns: [
          turn('host', 'introduction', 'Welcome. Today’s paper is A Study of Things, by Ada Lovelace.'),
          turn('host', 'method', 'What did the author do?'),
          turn('guest-1', 'method', 'The author counted things in forty different places over two years.', [2]),
          turn('host', 'result', 'And what did she find?'),
          turn('guest-2', 'result', 'Things were 40 percent more common in cities than in villages.', [3]),
          ...extra,
        ],
      });

    it('asks for the structure as JSON with sources per turn, and keeps each turn with the paper’s sentence it says', async () => {
      replies = [{ content: answer() }];
      const dialogue = await createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' }).generateDialogue!(paper, podcast, cast);
      expect(requests[0]!.body.messages[1]!.content).toContain('"sources":[{"page":int');
      expect(requests[0]!.body.messages[1]!.content).toContain('guest-2 (');
      expect(dialogue).toMatchObject({ engine: 'openai-compatible:m', participants: cast });
      expect(dialogue!.turns.map((t) => [t.speaker, Boolean(t.framing)])).toEqual([
        ['host', true],
        ['host', true],
        ['guest-1', false],
        ['host', true],
        ['guest-2', false],
      ]);
      expect(dialogue!.turns[4]!.sources).toEqual({
        pages: [3],
        quotes: [{ text: 'Things were 40 percent more common in cities than in villages.', page: 3 }],
      });
    });

    it('asks once more with the turns the paper does not say, then gives none (the built-in writer writes it)', async () => {
      const wrong = [
        turn('guest-1', 'result', 'Things were 60 percent more common in towns.', [3]),
        turn('guest-1', 'result', 'We counted things in forty different places over two years.', [3]),
      ];
      replies = [{ content: answer(wrong) }, { content: answer(wrong) }];
      expect(await createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' }).generateDialogue!(paper, podcast, cast)).toBeNull();
      expect(requests).toHaveLength(2);
      const retry = requests[1]!.body.messages.at(-1)!.content;
      expect(retry).toContain('"Things were 60 percent more common in towns." is not said on the pages the turn names');
      expect(retry).toContain('only 5 of 7 turns hold up');
    });

    it('refuses a dialogue in which a participant never speaks', async () => {
      const silent = JSON.stringify({
        turns: [
          turn('host', 'introduction', 'Welcome.'),
          turn('host', 'method', 'What did they do?'),
          turn('guest-1', 'method', 'The author counted things in forty different places over two years.', [2]),
          turn('guest-1', 'result', 'Things were 40 percent more common in cities than in villages.', [3]),
        ],
      });
      replies = [{ content: silent }, { content: 'not json' }];
      expect(await createOpenAiCompatibleProvider({ baseUrl, apiKey: '', model: 'm' }).generateDialogue!(paper, podcast, cast)).toBeNull();
      expect(requests[1]!.body.messages.at(-1)!.content).toContain('guest-2 never speaks');
    });
  });

  it('marks pages in the digest it sends', () => {
    expect(paperDigest(paper)).toMatch(/Pages: 1 to 3[\s\S]*Abstract \[p\. 1\][\s\S]*## Results\n\[p\. 3\] Things were/);
  });
});

describe('createLlmProviderFromEnv', () => {
  it('uses the built-in engine unless LLM_BASE_URL is set', () => {
    expect(createLlmProviderFromEnv({}).name).toBe('extractive');
    expect(createLlmProviderFromEnv({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'x' }).name).toBe('openai-compatible:x');
  });
});
