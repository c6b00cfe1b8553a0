import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  defaultNodeConfiguration,
  NODE_CONFIGURATION_SCHEMAS,
  parseNodeConfiguration,
  PresentationConfigSchema,
  ScriptConfigSchema,
  storedConfiguration,
  type NodeConfiguration,
  type PodcastConfig,
  type ScriptConfig,
} from './configurations';
import { NODE_TYPES } from './nodes';
import { CONFIGURATION_RULES } from './rules';

describe('each node’s configuration (SPEC §3)', () => {
  it('has a schema and rules for every node type', () => {
    expect(Object.keys(NODE_CONFIGURATION_SCHEMAS).sort()).toEqual([...NODE_TYPES].sort());
    expect(Object.keys(CONFIGURATION_RULES).sort()).toEqual([...NODE_TYPES].sort());
  });

  it('fills in SPEC §3’s defaults when nothing is set', () => {
    expect(defaultNodeConfiguration('paperInput')).toEqual({ title: '', description: '' });
    expect(defaultNodeConfiguration('script')).toEqual({
      script_duration: 'very_short',
      script_genre: 'explainer',
      script_technicality: 3,
      script_type: 'video',
    });
    expect(defaultNodeConfiguration('storyboard')).toEqual({
      number_of_scenes: 5,
      style: 'abstract',
      audio_type: 'narration',
      narration_voice: 'female',
    });
    expect(defaultNodeConfiguration('video')).toEqual({ layout: '16:9', resolution: '1080p' });
    expect(defaultNodeConfiguration('podcast')).toEqual({
      podcast_duration: 'short',
      podcast_style: 'conversational_format',
      podcast_script_technicality: 2,
      participants: 2,
      host_gender: 'male',
      guest_genders: 'female',
    });
    expect(defaultNodeConfiguration('presentation')).toEqual({ slide_size: '16:9', speaker_notes: 'yes', theme: 'paperlight' });
    for (const type of ['textToSpeech', 'imageGeneration', 'mindmap', 'output'] as const)
      expect(defaultNodeConfiguration(type)).toEqual({});
  });

  it('takes every default from its rule, and a default the schema itself accepts', () => {
    for (const type of NODE_TYPES) {
      const defaults: Record<string, unknown> = defaultNodeConfiguration(type);
      for (const [name, rule] of Object.entries(CONFIGURATION_RULES[type])) expect(defaults[name], `${type}.${name}`).toBe(rule.default);
      expect(parseNodeConfiguration(type, storedConfiguration(defaultNodeConfiguration(type)))).toEqual({
        success: true,
        output: defaults,
      });
    }
  });

  it('keeps the engine’s key order, which a podcast edit is matched on', () => {
    const parsed = v.parse(NODE_CONFIGURATION_SCHEMAS.podcast, { basic: { guest_genders: 'mixed', participants: 3 } });
    expect(Object.keys(parsed)).toEqual([
      'podcast_duration',
      'podcast_style',
      'podcast_script_technicality',
      'participants',
      'host_gender',
      'guest_genders',
    ]);
  });

  it('infers the settings’ types from the schemas', () => {
    expectTypeOf<ScriptConfig>().toEqualTypeOf<{
      script_duration: 'very_short' | 'short' | 'medium' | 'long';
      script_genre: 'fun' | 'explainer' | 'formal' | 'informal';
      script_technicality: 1 | 2 | 3 | 4 | 5;
      script_type: 'video' | 'podcast';
    }>();
    expectTypeOf<PodcastConfig['participants']>().toEqualTypeOf<1 | 2 | 3 | 5>();
    expectTypeOf<NodeConfiguration<'storyboard'>['number_of_scenes']>().toEqualTypeOf<number>();
    expectTypeOf(parseNodeConfiguration('script', {})).toEqualTypeOf<
      { success: true; output: ScriptConfig } | { success: false; issue: { field: string | null; message: string } }
    >();
  });
});

describe('given a configuration in the canonical form', () => {
  it('reads the settings under basic, leaving the rest to the defaults', () => {
    expect(parseNodeConfiguration('script', { basic: { script_genre: 'fun', script_technicality: 5 } })).toEqual({
      success: true,
      output: { script_duration: 'very_short', script_genre: 'fun', script_technicality: 5, script_type: 'video' },
    });
    expect(
      parseNodeConfiguration('paperInput', { basic: { fileName: 'a.pdf', fileType: 'application/pdf', title: 'A', description: '' } }),
    ).toEqual({
      success: true,
      output: { title: 'A', description: '', fileName: 'a.pdf', fileType: 'application/pdf' },
    });
  });

  it('takes the choices the drawer shows disabled: they are the engine’s to make', () => {
    expect(v.parse(ScriptConfigSchema, { basic: { script_duration: 'medium' } }).script_duration).toBe('medium');
  });

  it('drops settings no node has, and groups other than basic', () => {
    expect(parseNodeConfiguration('video', { basic: { layout: '16:9', colour: 'red' }, nested: { a: 1 } })).toEqual({
      success: true,
      output: { layout: '16:9', resolution: '1080p' },
    });
  });
});

describe('given a value the node does not take', () => {
  const issueOf = (type: string, configuration: unknown) => {
    const parsed = parseNodeConfiguration(type, configuration);
    return parsed.success ? null : parsed.issue;
  };

  it('names the field and says what it takes, in plain words', () => {
    expect(issueOf('script', { basic: { script_technicality: 9 } })).toEqual({
      field: 'script_technicality',
      message: 'script_technicality must be a whole number from 1 to 5, not 9',
    });
    expect(issueOf('script', { basic: { script_technicality: 2.5 } })?.message).toBe(
      'script_technicality must be a whole number from 1 to 5, not 2.5',
    );
    expect(issueOf('script', { basic: { script_duration: 'epic' } })).toEqual({
      field: 'script_duration',
      message: 'script_duration must be one of very_short, short, medium or long, not the text "epic"',
    });
    expect(issueOf('podcast', { basic: { participants: 4 } })).toEqual({
      field: 'participants',
      message: 'participants must be one of 1, 2, 3 or 5, not 4',
    });
    expect(issueOf('storyboard', { basic: { number_of_scenes: 21 } })?.message).toBe(
      'number_of_scenes must be a whole number from 1 to 20, not 21',
    );
    expect(issueOf('paperInput', { basic: { title: 7 } })).toEqual({ field: 'title', message: 'title must be text, not 7' });
  });

  it('refuses a number written as text rather than guess it', () => {
    expect(issueOf('script', { basic: { script_technicality: '3' } })).toEqual({
      field: 'script_technicality',
      message: 'script_technicality must be a whole number from 1 to 5, not the text "3"',
    });
    expect(issueOf('podcast', { basic: { participants: '5' } })?.message).toBe(
      'participants must be one of 1, 2, 3 or 5, not the text "5"',
    );
  });

  it('refuses a configuration that is not an object, and an unknown node type', () => {
    expect(issueOf('script', { basic: 'short' })).toEqual({
      field: null,
      message: 'The configuration must hold its settings under basic, as an object, not the text "short"',
    });
    expect(issueOf('script', [1])?.field).toBeNull();
    expect(issueOf('slideshow', {})).toEqual({
      field: 'nodeType',
      message:
        'nodeType must be one of paperInput, script, storyboard, video, textToSpeech, imageGeneration, podcast, mindmap, presentation or output, not the text "slideshow"',
    });
  });
});

describe('given a configuration written before the contract (decision 0186)', () => {
  it('reads settings kept flat, without basic', () => {
    expect(parseNodeConfiguration('storyboard', { number_of_scenes: 3, style: 'abstract' })).toEqual({
      success: true,
      output: { number_of_scenes: 3, style: 'abstract', audio_type: 'narration', narration_voice: 'female' },
    });
    expect(parseNodeConfiguration('video', null)).toEqual({ success: true, output: { layout: '16:9', resolution: '1080p' } });
  });

  it('reads a choice written with dashes, and a select’s { value, label }', () => {
    expect(parseNodeConfiguration('script', { script_duration: 'very-short' })).toMatchObject({
      success: true,
      output: { script_duration: 'very_short' },
    });
    expect(
      parseNodeConfiguration('podcast', {
        basic: { host_gender: { value: 'female', label: 'Female' }, participants: { value: 5, label: 'Panel' } },
      }),
    ).toMatchObject({
      success: true,
      output: { host_gender: 'female', participants: 5 },
    });
    expect(parseNodeConfiguration('script', { basic: { script_technicality: { value: 4, label: '4' } } })).toMatchObject({
      success: true,
      output: { script_technicality: 4 },
    });
  });

  it('reads speaker notes written as true or false', () => {
    expect(v.parse(PresentationConfigSchema, { speaker_notes: false }).speaker_notes).toBe('no');
    expect(v.parse(PresentationConfigSchema, { basic: { speaker_notes: true } }).speaker_notes).toBe('yes');
  });

  it('still refuses what no legacy form explains', () => {
    expect(parseNodeConfiguration('script', { script_duration: 'very-long' }).success).toBe(false);
    expect(parseNodeConfiguration('video', { layout: '16-9' }).success).toBe(false);
  });
});
