import { describe, expect, it } from 'vitest';
import { AUDIO_TYPES, presetFor, voiceLabel } from './presets';

describe('sample presets (SPEC §2)', () => {
  it('medicine is full paper, English, female', () => {
    expect(presetFor('medicine')).toEqual({ audioType: 'full_paper', language: 'en', voice: 'female' });
  });
  it('health science is summary, German, female', () => {
    expect(presetFor('health-science')).toEqual({ audioType: 'summary', language: 'de', voice: 'female' });
  });
  it('physical science is both, Spanish, female', () => {
    expect(presetFor('physical-science')).toEqual({ audioType: 'both', language: 'es', voice: 'female' });
  });
});

describe('labels', () => {
  it('names voices {name} (female) / {name} (male)', () => {
    expect(voiceLabel('de', 'female')).toBe('Deutsch (female)');
    expect(voiceLabel('es', 'male')).toBe('Español (male)');
  });
  it('describes the audio types with the spec texts', () => {
    expect(AUDIO_TYPES.map((type) => type.label)).toEqual(['Full paper audio', 'Summary audio', 'Both']);
    expect(AUDIO_TYPES[0]?.description).toBe('We will generate audio for every line in uploaded paper');
    expect(AUDIO_TYPES[1]?.description).toBe('We will summarize each section separately and generate its audio');
  });
});
