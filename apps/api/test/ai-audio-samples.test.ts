import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AudioSampleResponseSchema } from '@paperlight/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { probe } from './ffprobe';
import { SAMPLES_DIR } from './harness';

type Sample = v.InferOutput<typeof AudioSampleResponseSchema>['data'] & { voice: string };
const read = (id: string) => JSON.parse(readFileSync(join(SAMPLES_DIR, 'ai-audio', `${id}.json`), 'utf8')) as Sample;
const assetPath = (url: string) => join(SAMPLES_DIR, 'ai-audio', url.replace(/^\/samples\/ai-audio\//, ''));

// SPEC §2 presets: Medicine = full paper, English; Health Science = summary, German; Physical Science = both, Spanish.
const PRESETS = [
  ['medicine', 'full_paper', 'en'],
  ['health-science', 'summary', 'de'],
  ['physical-science', 'both', 'es'],
] as const;

describe.each(PRESETS)('the audio sample %s', (sampleId, uploadType, language) => {
  const data = read(sampleId);
  const heard = language === 'en' ? data.original : data.translated;
  const parts = [heard.fullPaper, heard.summary].filter((part) => part.sections.length > 0);

  it('has the response shape of SPEC §3 and the preset of SPEC §2', () => {
    expect(() => v.parse(AudioSampleResponseSchema, { statusCode: 200, data })).not.toThrow();
    expect(data.uploadType).toBe(uploadType);
    expect(data.translateToLanguage).toBe(language);
    expect(data.voice).toBe('female');
    expect(parts).toHaveLength(uploadType === 'both' ? 2 : 1);
    // Both versions hold both parts; a part the upload type does not have is an empty list.
    for (const version of [data.translated, data.original]) {
      expect(Array.isArray(version.fullPaper.sections)).toBe(true);
      expect(Array.isArray(version.summary.sections)).toBe(true);
    }
    if (uploadType === 'summary') expect(data.original.fullPaper.sections).toEqual([]);
    if (uploadType === 'full_paper') expect(data.original.summary.sections).toEqual([]);
    // Read in its own language, the translation is the original.
    if (language === 'en') expect(data.translated).toEqual(data.original);
  });

  it('translates every section it reads aloud, and keeps key takeaways one per line', () => {
    if (language === 'en') return;
    for (const part of ['fullPaper', 'summary'] as const) {
      const translated = data.translated[part]?.sections ?? [];
      const original = data.original[part]?.sections ?? [];
      expect(translated.map((s) => s.section_key)).toEqual(original.map((s) => s.section_key));
      translated.forEach((section, i) => expect(section.text).not.toBe(original[i]?.text));
    }
    const takeaways = heard.summary.sections.find((s) => s.section_key === 'key_takeaways');
    if (heard.summary.sections.length > 0) expect(takeaways?.text.split('\n').length).toBeGreaterThanOrEqual(3);
  });

  it('has one real AAC file per section heard, 10–60 s long', async () => {
    for (const part of parts) {
      for (const section of part.sections) {
        expect(section.audioUrl, section.section).toMatch(/^\/samples\/ai-audio\/assets\/.+\.m4a$/);
        const file = assetPath(section.audioUrl!);
        expect(existsSync(file), section.audioUrl!).toBe(true);
        const info = (await probe(file, 'stream=codec_name:format=duration')) as {
          streams: { codec_name: string }[];
          format: { duration: string };
        };
        expect(info.streams[0]?.codec_name).toBe('aac');
        const seconds = Number(info.format.duration);
        expect(seconds).toBeGreaterThan(10);
        expect(seconds).toBeLessThan(60);
        expect(seconds).toBeCloseTo((section as { duration?: number }).duration ?? 0, 0);
      }
    }
  });
});

describe('the audio assets', () => {
  it('are all used and stay small (under 8 MB together)', () => {
    const dir = join(SAMPLES_DIR, 'ai-audio', 'assets');
    const used = new Set(
      PRESETS.flatMap(([id, , language]) => {
        const data = read(id);
        const heard = language === 'en' ? data.original : data.translated;
        return [...heard.fullPaper.sections, ...heard.summary.sections].map((s) => s.audioUrl?.split('/').pop());
      }),
    );
    const files = readdirSync(dir);
    expect(new Set(files)).toEqual(used);
    expect(files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)).toBeLessThan(8 * 1024 * 1024);
  });
});
