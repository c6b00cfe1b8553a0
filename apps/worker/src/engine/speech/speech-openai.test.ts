import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, run } from '../tools/ffmpeg';
import { decodeWav, pcmRms, SpeechError } from './speech';
import { createOpenAiSpeechProvider, createSpeechProviderFromEnv, REMOTE_SAMPLE_RATE, speechParts } from './speech-openai';

/** A fake OpenAI-compatible speech server: real audio (a 440 Hz tone, 0.1 s per 10 characters). */
function fakeServer(): Promise<{
  server: Server;
  url: string;
  requests: { auth?: string; body: Record<string, string> }[];
  fail: { status: number | null };
}> {
  const requests: { auth?: string; body: Record<string, string> }[] = [];
  const fail = { status: null as number | null };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = JSON.parse(await read(req)) as Record<string, string>;
      requests.push({ ...(req.headers.authorization ? { auth: req.headers.authorization } : {}), body });
      if (req.url !== '/v1/audio/speech' || req.method !== 'POST') return void res.writeHead(404).end();
      if (fail.status)
        return void res.writeHead(fail.status, { 'content-type': 'application/json' }).end('{"error":{"message":"model not loaded"}}');
      const seconds = Math.max(0.2, (body.input ?? '').length / 100);
      // Real audio from ffmpeg, as a server would send it: 16-bit WAV at 44.1 kHz, stereo.
      const { stdout } = await run(ffmpegPath, [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
        '-ac',
        '2',
        '-f',
        'wav',
        '-',
      ]);
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(stdout);
    })();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests, fail }),
    ),
  );
}

describe('createOpenAiSpeechProvider', () => {
  let fake: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    fake = await fakeServer();
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('asks /audio/speech for the voice and returns mono 16-bit audio the film can join', async () => {
    const provider = createOpenAiSpeechProvider({
      baseUrl: fake.url,
      apiKey: 'secret',
      model: 'kokoro',
      voices: { female: 'af_heart', male: 'am_adam' },
    });
    const text = 'The authors propose a document embedding. It is trained on citations.';
    const out = await provider.synthesize(text, { language: 'en', voice: 'male' });
    const last = fake.requests.at(-1)!;
    expect(last.auth).toBe('Bearer secret');
    expect(last.body).toMatchObject({ model: 'kokoro', voice: 'am_adam', input: text, response_format: 'wav' });
    const wav = decodeWav(out.wav);
    expect(wav).toMatchObject({ sampleRate: REMOTE_SAMPLE_RATE, channels: 1, bitsPerSample: 16 });
    expect(out.durationSec).toBeCloseTo(text.length / 100, 1);
    // ffmpeg's sine is at 1/8 of full scale: a real tone, not silence.
    expect(pcmRms(out.wav)).toBeGreaterThan(0.03);
  });

  it('sends a narration longer than the API allows in sentence-aligned parts', () => {
    const sentence = 'This sentence is about forty characters. ';
    const parts = speechParts(sentence.repeat(300), 4000);
    expect(parts.length).toBe(4);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(4000);
    expect(parts.every((p) => p.endsWith('.'))).toBe(true);
  });

  it('fails with the server and its answer named, never silently', async () => {
    const provider = createOpenAiSpeechProvider({ baseUrl: fake.url, model: 'kokoro', voices: { female: 'af_heart', male: 'am_adam' } });
    fake.fail.status = 503;
    try {
      const attempt = provider.synthesize('Hello there, researchers.', { language: 'en', voice: 'female' });
      await expect(attempt).rejects.toThrow(SpeechError);
      await expect(attempt).rejects.toThrow(/speech server at 127\.0\.0\.1:\d+ refused the narration \(status 503\): .*model not loaded/);
    } finally {
      fake.fail.status = null;
    }
  });

  it('says when the server cannot be reached', async () => {
    const provider = createOpenAiSpeechProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', voices: { female: 'f', male: 'm' } });
    await expect(provider.synthesize('Hello.', { language: 'en', voice: 'female' })).rejects.toThrow(/could not be reached/);
  });
});

describe('createSpeechProviderFromEnv', () => {
  it('uses the configured server and its voices', async () => {
    const fake = await fakeServer();
    try {
      const provider = createSpeechProviderFromEnv({ SPEECH_BASE_URL: fake.url, SPEECH_MODEL: 'tts-x', SPEECH_VOICE_FEMALE: 'alloy-f' });
      await provider.synthesize('A short test.', { language: 'en', voice: 'female' });
      expect(fake.requests.at(-1)!.body).toMatchObject({ model: 'tts-x', voice: 'alloy-f' });
    } finally {
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    }
  });

  it('keeps eSpeak NG without SPEECH_BASE_URL', () => {
    const provider = createSpeechProviderFromEnv({});
    expect('warmUp' in provider).toBe(true);
  });
});
