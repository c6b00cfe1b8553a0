import {
  CONFIGURATION_RULES,
  defaultNodeConfiguration,
  NODE_TYPES,
  parseNodeConfiguration,
  type FieldRule,
} from '@paperlight/api-client/paper-remix';
import { describe, expect, it } from 'vitest';
import {
  availabilityFor,
  configurationValues,
  defaultConfiguration,
  FIELD_KINDS,
  NODE_CONFIGURATIONS,
  PALETTE,
  setFieldValue,
  visibleFields,
} from './configurations';

const field = (type: keyof typeof NODE_CONFIGURATIONS, name: string) => NODE_CONFIGURATIONS[type].find((f) => f.name === name)!;
const optionsOf = (type: keyof typeof NODE_CONFIGURATIONS, name: string) =>
  field(type, name).options!.map((o) => [o.value, o.label, Boolean(o.disabled)]);

describe('node configurations (SPEC §3)', () => {
  it('uses only the field kinds of SPEC §3', () => {
    for (const fields of Object.values(NODE_CONFIGURATIONS)) for (const f of fields) expect(FIELD_KINDS).toContain(f.kind);
  });

  it('gives the input node a title and a description', () => {
    expect(NODE_CONFIGURATIONS.paperInput.map((f) => [f.name, f.kind])).toEqual([
      ['title', 'text'],
      ['description', 'textarea'],
    ]);
  });

  it('defines the script settings and defaults', () => {
    expect(optionsOf('script', 'script_duration')).toEqual([
      ['very_short', 'Very short (1 min)', false],
      ['short', 'Short (2-3 min)', false],
      ['medium', 'Medium (4-5 min)', true],
      ['long', 'Long (6-7 min)', false],
    ]);
    expect(field('script', 'script_genre').options!.map((o) => o.value)).toEqual(['fun', 'explainer', 'formal', 'informal']);
    expect(field('script', 'script_technicality')).toMatchObject({ kind: 'slider', min: 1, max: 5, step: 1, default: 3 });
    expect(field('script', 'script_type').options!.map((o) => o.value)).toEqual(['video', 'podcast']);
    expect(defaultConfiguration('script')).toEqual({
      script_duration: 'very_short',
      script_genre: 'explainer',
      script_technicality: 3,
      script_type: 'video',
    });
  });

  it('defines the storyboard settings with their disabled parts', () => {
    expect(field('storyboard', 'number_of_scenes')).toMatchObject({ kind: 'slider', min: 5, max: 20, step: 5, default: 5, disabled: true });
    expect(optionsOf('storyboard', 'style')).toEqual([
      ['abstract', 'Abstract', false],
      ['realistic', 'Realistic', true],
      ['cartoon', 'Cartoon', true],
      ['sketch', 'Sketch', true],
    ]);
    expect(optionsOf('storyboard', 'audio_type')).toEqual([
      ['narration', 'Narration', false],
      ['music', 'Music', true],
    ]);
    expect(optionsOf('storyboard', 'narration_voice')).toEqual([
      ['female', 'Female', false],
      ['male', 'Male', true],
    ]);
    expect(defaultConfiguration('storyboard')).toEqual({
      number_of_scenes: 5,
      style: 'abstract',
      audio_type: 'narration',
      narration_voice: 'female',
    });
  });

  it('defines the video layout and resolution', () => {
    expect(optionsOf('video', 'layout')).toEqual([
      ['16:9', 'Portrait', false],
      ['20:20', 'Landscape', true],
    ]);
    expect(defaultConfiguration('video')).toEqual({ layout: '16:9', resolution: '1080p' });
  });

  it('defines the podcast settings and defaults', () => {
    expect(optionsOf('podcast', 'podcast_duration')).toEqual([
      ['short', 'Short (5-10 min)', false],
      ['medium', 'Medium (15-20 min)', false],
      ['long', 'Long (25-35 min)', false],
      ['extended', 'Extended (40+ min)', false],
    ]);
    expect(field('podcast', 'podcast_style').options!.map((o) => o.value)).toEqual([
      'conversational_format',
      'technical_deep_dive',
      'interview_style',
    ]);
    expect(field('podcast', 'podcast_script_technicality')).toMatchObject({ min: 1, max: 5, step: 1, default: 2 });
    expect(optionsOf('podcast', 'participants')).toEqual([
      [1, 'Solo', false],
      [2, 'Host plus 1 guest', false],
      [3, 'Host plus 2 guests', false],
      [5, 'Panel', false],
    ]);
    expect(defaultConfiguration('podcast')).toMatchObject({ participants: 2, host_gender: 'male', guest_genders: 'female' });
    expect(field('podcast', 'guest_genders').options!.map((o) => o.value)).toEqual(['male', 'female', 'mixed']);
  });

  it('shows guest genders only with more than one participant', () => {
    const names = (participants: number) => visibleFields('podcast', { participants }).map((f) => f.name);
    expect(names(1)).not.toContain('guest_genders');
    expect(names(2)).toContain('guest_genders');
    expect(names(5)).toContain('guest_genders');
    expect(visibleFields('podcast', { participants: '3' }).map((f) => f.name)).toContain('guest_genders');
  });

  it('defines the presentation settings and defaults', () => {
    expect(NODE_CONFIGURATIONS.presentation.map((f) => [f.name, f.label, f.kind])).toEqual([
      ['slide_size', 'Slide size', 'select'],
      ['speaker_notes', 'Speaker notes', 'select'],
      ['theme', 'Theme', 'select'],
    ]);
    expect(optionsOf('presentation', 'slide_size')).toEqual([
      ['16:9', '16:9 widescreen', false],
      ['4:3', '4:3 standard', false],
    ]);
    expect(optionsOf('presentation', 'speaker_notes')).toEqual([
      ['yes', 'Include the narration as speaker notes', false],
      ['no', 'No speaker notes', false],
    ]);
    expect(optionsOf('presentation', 'theme')).toEqual([
      ['paperlight', 'Paperlight', false],
      ['plain', 'Plain black on white', false],
    ]);
    expect(defaultConfiguration('presentation')).toEqual({ slide_size: '16:9', speaker_notes: 'yes', theme: 'paperlight' });
  });

  it('has no settings for the inactive steps and the output', () => {
    for (const type of ['textToSpeech', 'imageGeneration', 'mindmap', 'output'] as const) expect(NODE_CONFIGURATIONS[type]).toEqual([]);
  });
});

describe('the drawer and the Paper Remix contract (decision 0186)', () => {
  it('show every setting the contract has, and no other', () => {
    for (const type of NODE_TYPES)
      expect(
        NODE_CONFIGURATIONS[type].map((f) => f.name),
        type,
      ).toEqual(Object.keys(CONFIGURATION_RULES[type]));
  });

  it('share every default, every choice and every bound', () => {
    for (const type of NODE_TYPES) {
      expect(defaultConfiguration(type), type).toEqual(defaultNodeConfiguration(type));
      const rules: Readonly<Record<string, FieldRule>> = CONFIGURATION_RULES[type];
      for (const f of NODE_CONFIGURATIONS[type]) {
        const rule = rules[f.name]!;
        expect(f.default, `${type}.${f.name}`).toBe(rule.default);
        if (rule.kind === 'choice')
          expect(
            f.options?.map((o) => o.value),
            `${type}.${f.name}`,
          ).toEqual(rule.options);
        if (rule.kind === 'whole number') {
          expect([f.kind, f.max], `${type}.${f.name}`).toEqual(['slider', rule.max]);
          expect(f.min, `${type}.${f.name}`).toBeGreaterThanOrEqual(rule.min);
        }
        if (rule.kind === 'text') expect(f.kind, `${type}.${f.name}`).toMatch(/^text/);
      }
    }
  });

  it('offer only values the contract takes: every option and every slider step', () => {
    for (const type of NODE_TYPES) {
      for (const f of NODE_CONFIGURATIONS[type]) {
        const offered =
          f.options?.map((o) => o.value) ??
          (f.kind === 'slider' ? Array.from({ length: (f.max! - f.min!) / f.step! + 1 }, (_, i) => f.min! + i * f.step!) : []);
        for (const value of offered)
          expect(parseNodeConfiguration(type, { basic: { [f.name]: value } }).success, `${type}.${f.name} = ${value}`).toBe(true);
      }
    }
  });
});

describe('configurationValues', () => {
  it('reads the stored settings under basic over the defaults', () => {
    expect(configurationValues('script', { basic: { script_genre: 'fun' } })).toMatchObject({
      script_genre: 'fun',
      script_technicality: 3,
    });
    expect(configurationValues('video', null)).toEqual({ layout: '16:9', resolution: '1080p' });
  });

  it('reads settings written before the contract as the api and the worker do', () => {
    expect(configurationValues('script', { basic: { script_duration: 'very-short' } })).toMatchObject({ script_duration: 'very_short' });
    expect(configurationValues('storyboard', { number_of_scenes: 10 })).toMatchObject({ number_of_scenes: 10, style: 'abstract' });
  });

  it('shows settings the contract refuses as stored, for the user to correct', () => {
    expect(configurationValues('script', { basic: { script_technicality: 9 } })).toMatchObject({
      script_technicality: 9,
      script_genre: 'explainer',
    });
  });
});

describe('setFieldValue', () => {
  const base = defaultConfiguration('storyboard');
  it('refuses disabled options and fields', () => {
    expect(setFieldValue('storyboard', base, 'style', 'cartoon')).toEqual(base);
    expect(setFieldValue('storyboard', base, 'number_of_scenes', 10)).toEqual(base);
    expect(setFieldValue('script', defaultConfiguration('script'), 'script_duration', 'medium')).toEqual(defaultConfiguration('script'));
  });
  it('takes enabled options, keeping the option value type', () => {
    expect(setFieldValue('script', {}, 'script_duration', 'long')).toEqual({ script_duration: 'long' });
    expect(setFieldValue('podcast', {}, 'participants', '5')).toEqual({ participants: 5 });
  });
  it('keeps sliders in range and on their step', () => {
    expect(setFieldValue('script', {}, 'script_technicality', 5)).toEqual({ script_technicality: 5 });
    expect(setFieldValue('script', {}, 'script_technicality', 6)).toEqual({});
    expect(setFieldValue('script', {}, 'script_technicality', 0)).toEqual({});
    expect(setFieldValue('script', {}, 'script_technicality', 2.5)).toEqual({});
  });
  it('takes free text and ignores unknown fields', () => {
    expect(setFieldValue('paperInput', {}, 'title', 'Kiosks')).toEqual({ title: 'Kiosks' });
    expect(setFieldValue('paperInput', {}, 'colour', 'red')).toEqual({});
  });
});

describe('PALETTE', () => {
  it('lists active, inactive and soon nodes as SPEC §2 says', () => {
    const by = (availability: string) => PALETTE.filter((p) => p.availability === availability).map((p) => p.type);
    expect(by('active')).toEqual(['paperInput', 'script', 'storyboard', 'video', 'output']);
    expect(by('inactive')).toEqual(['textToSpeech', 'imageGeneration', 'podcast', 'mindmap']);
    expect(by('soon')).toEqual(['presentation']);
  });

  it("makes the Podcast, the Mind map and the Presentation active for a registered user, and leaves the guest's palette as SPEC §2 shows it", () => {
    const forUser = PALETTE.filter((entry) => availabilityFor(entry, false) === 'active').map((entry) => entry.type);
    expect(forUser).toEqual(['paperInput', 'script', 'storyboard', 'video', 'output', 'podcast', 'mindmap', 'presentation']);
    expect(PALETTE.map((entry) => availabilityFor(entry, true))).toEqual(PALETTE.map((entry) => entry.availability));
  });
});
