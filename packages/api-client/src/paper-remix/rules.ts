import type { NodeType } from './nodes';

// Each node's settings (SPEC §3 'Node configurations'): the values a field takes, its bounds and its
// default. The schemas (configurations.ts) are built from these, and the canvas's configuration
// drawer reads them, so the two cannot disagree.

/** A field that takes one of a list of values (a select or radio in the drawer). */
export interface ChoiceRule<T extends string | number = string | number> {
  readonly kind: 'choice';
  readonly options: readonly T[];
  readonly default: T;
}

/** A whole number from `min` to `max` (a slider in the drawer). */
export interface WholeNumberRule<T extends number = number> {
  readonly kind: 'whole number';
  readonly min: T;
  readonly max: T;
  readonly default: T;
}

/** Free text. */
export interface TextRule {
  readonly kind: 'text';
  readonly default: string;
}

export type FieldRule = ChoiceRule<string> | ChoiceRule<number> | WholeNumberRule | TextRule;

/** What a field's rule lets through, as a type. */
export type RuleOutput<R> =
  R extends ChoiceRule<infer T> ? T : R extends WholeNumberRule<infer T> ? T : R extends TextRule ? string : never;

const choice = <const T extends string | number>(options: readonly T[], fallback: NoInfer<T>): ChoiceRule<T> => ({
  kind: 'choice',
  options,
  default: fallback,
});
/** Output type `number` unless one is named (a technicality's 1 | 2 | 3 | 4 | 5): the bounds are checked, the type is not inferred from them. */
const wholeNumber = <T extends number = number>(min: NoInfer<T>, max: NoInfer<T>, fallback: NoInfer<T>): WholeNumberRule<T> => ({
  kind: 'whole number',
  min,
  max,
  default: fallback,
});
const text = (fallback: string): TextRule => ({ kind: 'text', default: fallback });

/** SPEC §3 writes the script's default 'very-short'; every value uses underscores (decision 0186). */
export const SCRIPT_DURATIONS = ['very_short', 'short', 'medium', 'long'] as const;
export const SCRIPT_GENRES = ['fun', 'explainer', 'formal', 'informal'] as const;
export const SCRIPT_TYPES = ['video', 'podcast'] as const;
/** A technicality slider's values (SPEC §5: 1-5 in steps of 1). */
export type Technicality = 1 | 2 | 3 | 4 | 5;
export const STORYBOARD_STYLES = ['abstract', 'realistic', 'cartoon', 'sketch'] as const;
export const AUDIO_TYPES = ['narration', 'music'] as const;
export const NARRATION_VOICES = ['female', 'male'] as const;
export const VIDEO_LAYOUTS = ['16:9', '20:20'] as const;
export const VIDEO_RESOLUTIONS = ['1080p'] as const;
export const PODCAST_DURATIONS = ['short', 'medium', 'long', 'extended'] as const;
export const PODCAST_STYLES = ['conversational_format', 'technical_deep_dive', 'interview_style'] as const;
export const PODCAST_PARTICIPANTS = [1, 2, 3, 5] as const;
export const HOST_GENDERS = ['male', 'female'] as const;
export const GUEST_GENDERS = ['male', 'female', 'mixed'] as const;
export const SLIDE_SIZES = ['16:9', '4:3'] as const;
export const SPEAKER_NOTES = ['yes', 'no'] as const;
export const DECK_THEMES = ['paperlight', 'plain'] as const;

/**
 * Every node type's settings, in the order the drawer shows them. A type without settings has none.
 *
 * `number_of_scenes` takes 1-20 (the engine makes up to that many scenes; the api's tests and benches
 * ask for 2-4 to keep films short); the drawer offers 5-20 in steps of 5 (SPEC §5), within that range.
 */
export const CONFIGURATION_RULES = {
  paperInput: { title: text(''), description: text('') },
  script: {
    script_duration: choice(SCRIPT_DURATIONS, 'very_short'),
    script_genre: choice(SCRIPT_GENRES, 'explainer'),
    script_technicality: wholeNumber<Technicality>(1, 5, 3),
    script_type: choice(SCRIPT_TYPES, 'video'),
  },
  storyboard: {
    number_of_scenes: wholeNumber(1, 20, 5),
    style: choice(STORYBOARD_STYLES, 'abstract'),
    audio_type: choice(AUDIO_TYPES, 'narration'),
    narration_voice: choice(NARRATION_VOICES, 'female'),
  },
  video: { layout: choice(VIDEO_LAYOUTS, '16:9'), resolution: choice(VIDEO_RESOLUTIONS, '1080p') },
  textToSpeech: {},
  imageGeneration: {},
  podcast: {
    podcast_duration: choice(PODCAST_DURATIONS, 'short'),
    podcast_style: choice(PODCAST_STYLES, 'conversational_format'),
    podcast_script_technicality: wholeNumber<Technicality>(1, 5, 2),
    participants: choice(PODCAST_PARTICIPANTS, 2),
    host_gender: choice(HOST_GENDERS, 'male'),
    /** Only asked when participants is above 1. */
    guest_genders: choice(GUEST_GENDERS, 'female'),
  },
  mindmap: {},
  presentation: {
    slide_size: choice(SLIDE_SIZES, '16:9'),
    speaker_notes: choice(SPEAKER_NOTES, 'yes'),
    theme: choice(DECK_THEMES, 'paperlight'),
  },
  output: {},
} as const satisfies Record<NodeType, Record<string, FieldRule>>;

export type ConfigurationRules = typeof CONFIGURATION_RULES;
