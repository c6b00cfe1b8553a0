import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatWavs, createEspeakProvider, decodeWav, encodeWav, espeakVoiceFor, pcmRms, SpeechError, SUPPORTED_LANGUAGES } from './speech';

const provider = createEspeakProvider();
// A cold engine compiles its WASM first; that one-off cost belongs to no single test.
beforeAll(() => provider.warmUp(), 30_000);
afterAll(() => provider.close());

const ENGLISH =
  'Retail object classification for unmanned kiosks is a hard problem because products vary in shape and appearance. ' +
  'We propose a lightweight convolutional network that runs on embedded hardware and reaches high accuracy.';

/** Zero crossings per second: a rough pitch proxy, higher for the female variant. */
function zeroCrossingRate(wav: Uint8Array): number {
  const { data, sampleRate } = decodeWav(wav);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const samples = data.byteLength / 2;
  let crossings = 0;
  let previous = 0;
  for (let i = 0; i < samples; i++) {
    const sample = view.getInt16(i * 2, true);
    if (sample >= 0 !== previous >= 0) crossings++;
    previous = sample;
  }
  return crossings / (samples / sampleRate);
}

/** A short sentence in each language of SPEC §3. */
const SENTENCES: Record<string, string> = {
  ar: 'هذه جملة قصيرة للاختبار.',
  bg: 'Това е кратко изречение.',
  cs: 'Toto je krátká věta.',
  da: 'Dette er en kort sætning.',
  de: 'Dies ist ein kurzer Satz über Größe.',
  el: 'Αυτή είναι μια σύντομη πρόταση.',
  en: 'This is a short sentence.',
  es: 'Esta es una oración corta y pequeña.',
  et: 'See on lühike lause.',
  fi: 'Tämä on lyhyt lause.',
  fr: 'Ceci est une phrase très courte.',
  hu: 'Ez egy rövid mondat.',
  id: 'Ini adalah kalimat pendek.',
  it: 'Questa è una frase breve.',
  ja: 'これは短い文です。',
  ko: '이것은 짧은 문장입니다.',
  lt: 'Tai trumpas sakinys.',
  lv: 'Šis ir īss teikums.',
  nb: 'Dette er en kort setning.',
  nl: 'Dit is een korte zin.',
  pl: 'To jest krótkie zdanie.',
  pt: 'Esta é uma frase curta.',
  ro: 'Aceasta este o propoziție scurtă.',
  ru: 'Это короткое предложение.',
  sk: 'Toto je krátka veta.',
  sl: 'To je kratek stavek.',
  sv: 'Det här är en kort mening.',
  tr: 'Bu kısa bir cümledir.',
  uk: 'Це коротке речення.',
  zh: '这是一个简短的句子。',
};

describe('createEspeakProvider', () => {
  describe('given English narration', () => {
    it.each(['female', 'male'] as const)('speaks %s at a plausible rate and loudness', async (voice) => {
      const { wav, durationSec } = await provider.synthesize(ENGLISH, { language: 'en', voice });
      expect(String.fromCharCode(...wav.subarray(0, 4))).toBe('RIFF');
      expect(pcmRms(wav)).toBeGreaterThan(0.02);
      const wordsPerMinute = (ENGLISH.split(/\s+/).length / durationSec) * 60;
      expect(wordsPerMinute).toBeGreaterThan(140);
      expect(wordsPerMinute).toBeLessThan(230);
      expect(durationSec).toBeCloseTo(decodeWav(wav).data.byteLength / 2 / 22_050, 5);
    });

    it('gives the female voice a higher pitch than the male one', async () => {
      const female = await provider.synthesize(ENGLISH, { language: 'en', voice: 'female' });
      const male = await provider.synthesize(ENGLISH, { language: 'en', voice: 'male' });
      expect(Buffer.from(female.wav).equals(Buffer.from(male.wav))).toBe(false);
      expect(zeroCrossingRate(female.wav)).toBeGreaterThan(zeroCrossingRate(male.wav) * 1.1);
    });
  });

  it('covers exactly the 30 languages of SPEC §3', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(Object.keys(SENTENCES).sort());
  });

  it('speaks a short sentence in every supported language', async () => {
    const results = await Promise.all(
      SUPPORTED_LANGUAGES.map(async (language) => {
        const { wav, durationSec } = await provider.synthesize(SENTENCES[language]!, { language, voice: 'female' });
        return { language, durationSec, rms: pcmRms(wav) };
      }),
    );
    for (const result of results) {
      expect(result.durationSec, result.language).toBeGreaterThan(0.4);
      expect(result.rms, result.language).toBeGreaterThan(0.01);
    }
  });

  it('serves concurrent callers without mixing their audio', async () => {
    const [a, b] = await Promise.all([
      provider.synthesize('One.', { language: 'en', voice: 'male' }),
      provider.synthesize(ENGLISH, { language: 'en', voice: 'male' }),
    ]);
    expect(a.durationSec).toBeLessThan(2);
    expect(b.durationSec).toBeGreaterThan(8);
  });

  it.each(['pt-BR', 'en-GB', 'es-419', 'no'])('has a working voice for the regional tag %s', async (language) => {
    const { wav } = await provider.synthesize('Good morning.', { language, voice: 'female' });
    expect(pcmRms(wav)).toBeGreaterThan(0.01);
  });

  it('rejects a language it has no voice for', async () => {
    await expect(provider.synthesize('Hello.', { language: 'xx', voice: 'male' })).rejects.toBeInstanceOf(SpeechError);
  });

  it('returns empty audio for empty text instead of failing', async () => {
    const { durationSec } = await provider.synthesize('   ', { language: 'en', voice: 'female' });
    expect(durationSec).toBe(0);
  });
});

describe('espeakVoiceFor', () => {
  it('maps region tags and falls back to the base language', () => {
    expect(espeakVoiceFor('pt-BR', 'female')).toBe('pt-br+f3');
    expect(espeakVoiceFor('de_AT', 'male')).toBe('de+m3');
    expect(espeakVoiceFor('zh', 'male')).toBe('cmn+m3');
    expect(espeakVoiceFor('EN', 'female')).toBe('en-us+f3');
    expect(espeakVoiceFor('tlh', 'female')).toBeUndefined();
  });
});

describe('concatWavs', () => {
  it('joins PCM and sums durations', () => {
    const one = encodeWav(new Uint8Array(22_050 * 2), 22_050);
    const half = encodeWav(new Uint8Array(22_050), 22_050);
    const joined = concatWavs([one, half]);
    expect(joined.durationSec).toBeCloseTo(1.5, 6);
    expect(decodeWav(joined.wav).data.byteLength).toBe(22_050 * 3);
  });

  it('refuses WAVs of different sample rates', () => {
    expect(() => concatWavs([encodeWav(new Uint8Array(4), 22_050), encodeWav(new Uint8Array(4), 16_000)])).toThrow();
  });
});
