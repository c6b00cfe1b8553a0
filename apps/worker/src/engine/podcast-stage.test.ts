import { describe, expect, it } from 'vitest';
import { podcastConfigOf } from './pipeline';
import { DEFAULT_PODCAST_CONFIG } from './podcast/config';

describe('the Podcast node’s settings', () => {
  it('read the same grouped by the canvas or flat, with SPEC §3’s defaults', () => {
    const settings = { podcast_duration: 'long', podcast_style: 'interview_style', podcast_script_technicality: 4, participants: 5, host_gender: 'female', guest_genders: 'mixed' };
    const expected = { ...settings };
    expect(podcastConfigOf(settings)).toEqual(expected);
    expect(podcastConfigOf({ basic: { podcast_duration: 'long', podcast_style: 'interview_style' }, advanced: { podcast_script_technicality: 4, participants: '5', host_gender: { value: 'female', label: 'Female' }, guest_genders: 'mixed' } })).toEqual(expected);
    expect(podcastConfigOf({})).toEqual(DEFAULT_PODCAST_CONFIG);
    expect(DEFAULT_PODCAST_CONFIG).toEqual({ podcast_duration: 'short', podcast_style: 'conversational_format', podcast_script_technicality: 2, participants: 2, host_gender: 'male', guest_genders: 'female' });
  });

  it('keep a value SPEC §3 does not offer out: four participants, technicality 9, an unknown style', () => {
    expect(podcastConfigOf({ participants: 4, podcast_script_technicality: 9, podcast_style: 'debate' })).toMatchObject({ participants: 2, podcast_script_technicality: 5, podcast_style: 'conversational_format' });
  });
});
