import { describe, expect, it } from 'vitest';
import { nodeSettings, SettingsError } from './pipeline';
import { DEFAULT_PODCAST_CONFIG } from './podcast/config';

describe('the Podcast node’s settings', () => {
  it('read the same stored under basic, as the canvas saves them, or flat, with SPEC §3’s defaults', () => {
    const settings = {
      podcast_duration: 'long',
      podcast_style: 'interview_style',
      podcast_script_technicality: 4,
      participants: 5,
      host_gender: 'female',
      guest_genders: 'mixed',
    };
    expect(nodeSettings('podcast', settings)).toEqual(settings);
    expect(nodeSettings('podcast', { basic: { ...settings, host_gender: { value: 'female', label: 'Female' } } })).toEqual(settings);
    expect(nodeSettings('podcast', {})).toEqual(DEFAULT_PODCAST_CONFIG);
    expect(DEFAULT_PODCAST_CONFIG).toEqual({
      podcast_duration: 'short',
      podcast_style: 'conversational_format',
      podcast_script_technicality: 2,
      participants: 2,
      host_gender: 'male',
      guest_genders: 'female',
    });
  });

  it('fail the step, naming the field, on a value SPEC §3 does not offer: four participants, technicality 9, an unknown style, a number as text', () => {
    for (const [basic, field] of [
      [{ participants: 4 }, 'participants'],
      [{ podcast_script_technicality: 9 }, 'podcast_script_technicality'],
      [{ podcast_style: 'debate' }, 'podcast_style'],
      [{ participants: '5' }, 'participants'],
    ] as const) {
      const run = () => nodeSettings('podcast', { basic });
      expect(run).toThrow(SettingsError);
      expect(run).toThrow(new RegExp(`^This step's settings cannot be used: ${field} must be`));
    }
  });
});
