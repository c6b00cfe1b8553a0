import {
  CONFIGURATION_RULES,
  parseNodeConfiguration,
  type ChoiceRule,
  type TextRule,
  type WholeNumberRule,
} from '@paperlight/api-client/paper-remix';
import type { NodeType } from './types';

/** SPEC §3 'Configuration field kinds'. */
export const FIELD_KINDS = ['text', 'textarea', 'select', 'slider', 'checkbox', 'button', 'custom', 'radio'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export type FieldValue = string | number | boolean;

export interface ConfigOption {
  value: string | number;
  label: string;
  /** Shown but cannot be picked. */
  disabled?: boolean;
}

export interface ConfigField {
  name: string;
  label: string;
  kind: FieldKind;
  options?: readonly ConfigOption[];
  default?: FieldValue;
  min?: number;
  max?: number;
  step?: number;
  /** The whole field is fixed. */
  disabled?: boolean;
  /** Hidden unless this holds for the current values. */
  visibleWhen?: (values: Readonly<Record<string, unknown>>) => boolean;
}

export const NODE_TITLES: Record<NodeType, string> = {
  paperInput: 'Paper Input',
  script: 'Script',
  storyboard: 'Storyboard',
  video: 'Video Generation',
  textToSpeech: 'Text to Speech',
  imageGeneration: 'Image Generation',
  podcast: 'Podcast',
  mindmap: 'Mindmap',
  presentation: 'Presentation',
  output: 'Output',
};

const RULES = CONFIGURATION_RULES;

/**
 * A select or radio: its values and default are the Paper Remix contract's (decision 0186); its labels,
 * and which options the drawer shows but does not offer, are the drawer's.
 */
function choice<T extends string | number>(
  name: string,
  label: string,
  kind: 'select' | 'radio',
  rule: ChoiceRule<T>,
  labels: Readonly<Record<T, string>>,
  disabled: readonly NoInfer<T>[] = [],
): ConfigField {
  const options = rule.options.map((value) => ({ value, label: labels[value], ...(disabled.includes(value) ? { disabled: true } : {}) }));
  return { name, label, kind, default: rule.default, options };
}

/** A slider over the contract's bounds, or over steps within them when the drawer offers fewer (`from`, `step`). */
function slider(
  name: string,
  label: string,
  rule: WholeNumberRule,
  offered: { from?: number; step?: number; disabled?: boolean } = {},
): ConfigField {
  return {
    name,
    label,
    kind: 'slider',
    min: offered.from ?? rule.min,
    max: rule.max,
    step: offered.step ?? 1,
    default: rule.default,
    ...(offered.disabled ? { disabled: true } : {}),
  };
}

const text = (name: string, label: string, kind: 'text' | 'textarea', rule: TextRule): ConfigField => ({
  name,
  label,
  kind,
  default: rule.default,
});

/** Every node configuration of SPEC §3 'Node configurations', in the contract's values, bounds and defaults. */
export const NODE_CONFIGURATIONS: Record<NodeType, readonly ConfigField[]> = {
  paperInput: [
    text('title', 'Title', 'text', RULES.paperInput.title),
    text('description', 'Description', 'textarea', RULES.paperInput.description),
  ],
  script: [
    choice(
      'script_duration',
      'Duration',
      'select',
      RULES.script.script_duration,
      {
        very_short: 'Very short (1 min)',
        short: 'Short (2-3 min)',
        medium: 'Medium (4-5 min)',
        long: 'Long (6-7 min)',
      },
      ['medium'],
    ),
    choice('script_genre', 'Genre', 'select', RULES.script.script_genre, {
      fun: 'Fun',
      explainer: 'Explainer',
      formal: 'Formal',
      informal: 'Informal',
    }),
    slider('script_technicality', 'Technicality', RULES.script.script_technicality),
    choice('script_type', 'Type', 'radio', RULES.script.script_type, { video: 'Video', podcast: 'Podcast' }),
  ],
  storyboard: [
    // SPEC §5: 5-20 in steps of 5, and disabled; the contract takes any number of scenes from 1 to 20.
    slider('number_of_scenes', 'Number of scenes', RULES.storyboard.number_of_scenes, { from: 5, step: 5, disabled: true }),
    choice(
      'style',
      'Style',
      'radio',
      RULES.storyboard.style,
      { abstract: 'Abstract', realistic: 'Realistic', cartoon: 'Cartoon', sketch: 'Sketch' },
      ['realistic', 'cartoon', 'sketch'],
    ),
    choice('audio_type', 'Audio type', 'radio', RULES.storyboard.audio_type, { narration: 'Narration', music: 'Music' }, ['music']),
    choice('narration_voice', 'Narration voice', 'radio', RULES.storyboard.narration_voice, { female: 'Female', male: 'Male' }, ['male']),
  ],
  video: [
    choice('layout', 'Layout', 'radio', RULES.video.layout, { '16:9': 'Portrait', '20:20': 'Landscape' }, ['20:20']),
    choice('resolution', 'Resolution', 'select', RULES.video.resolution, { '1080p': '1080p' }),
  ],
  podcast: [
    choice('podcast_duration', 'Duration', 'select', RULES.podcast.podcast_duration, {
      short: 'Short (5-10 min)',
      medium: 'Medium (15-20 min)',
      long: 'Long (25-35 min)',
      extended: 'Extended (40+ min)',
    }),
    choice('podcast_style', 'Style', 'select', RULES.podcast.podcast_style, {
      conversational_format: 'Conversational format',
      technical_deep_dive: 'Technical deep dive',
      interview_style: 'Interview style',
    }),
    slider('podcast_script_technicality', 'Technicality', RULES.podcast.podcast_script_technicality),
    choice('participants', 'Participants', 'select', RULES.podcast.participants, {
      1: 'Solo',
      2: 'Host plus 1 guest',
      3: 'Host plus 2 guests',
      5: 'Panel',
    }),
    choice('host_gender', 'Host gender', 'radio', RULES.podcast.host_gender, { male: 'Male', female: 'Female' }),
    {
      ...choice('guest_genders', 'Guest genders', 'radio', RULES.podcast.guest_genders, { male: 'Male', female: 'Female', mixed: 'Mixed' }),
      visibleWhen: (values) => Number(values.participants) > 1,
    },
  ],
  textToSpeech: [],
  imageGeneration: [],
  mindmap: [],
  presentation: [
    choice('slide_size', 'Slide size', 'select', RULES.presentation.slide_size, { '16:9': '16:9 widescreen', '4:3': '4:3 standard' }),
    choice('speaker_notes', 'Speaker notes', 'select', RULES.presentation.speaker_notes, {
      yes: 'Include the narration as speaker notes',
      no: 'No speaker notes',
    }),
    choice('theme', 'Theme', 'select', RULES.presentation.theme, { paperlight: 'Paperlight', plain: 'Plain black on white' }),
  ],
  output: [],
};

/** The settings object (under `configuration.basic`) of a fresh node. */
export function defaultConfiguration(type: NodeType): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of NODE_CONFIGURATIONS[type]) if (field.default !== undefined) values[field.name] = field.default;
  return values;
}

/**
 * The settings of a node as the contract reads them (its `basic` group, or a legacy form), defaults
 * filled in; settings it refuses (saved before the api checked them) show as stored over the
 * defaults, for the user to correct.
 */
export function configurationValues(
  type: NodeType,
  configuration: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const parsed = parseNodeConfiguration(type, configuration);
  if (parsed.success) return { ...parsed.output };
  const basic = configuration?.basic;
  return { ...defaultConfiguration(type), ...(basic && typeof basic === 'object' ? (basic as Record<string, unknown>) : {}) };
}

export function visibleFields(type: NodeType, values: Readonly<Record<string, unknown>>): ConfigField[] {
  return NODE_CONFIGURATIONS[type].filter((field) => !field.visibleWhen || field.visibleWhen(values));
}

/**
 * Applies a change if the field and option allow it; returns the settings unchanged otherwise
 * (disabled fields and options cannot be picked, sliders stay in range on their step).
 */
export function setFieldValue(
  type: NodeType,
  values: Readonly<Record<string, unknown>>,
  name: string,
  value: FieldValue,
): Record<string, unknown> {
  const field = NODE_CONFIGURATIONS[type].find((candidate) => candidate.name === name);
  if (!field || field.disabled) return { ...values };
  if (field.options) {
    const option = field.options.find((candidate) => String(candidate.value) === String(value));
    if (!option || option.disabled) return { ...values };
    return { ...values, [name]: option.value };
  }
  if (field.kind === 'slider') {
    const n = Number(value);
    const { min = n, max = n, step = 1 } = field;
    if (!Number.isFinite(n) || n < min || n > max || (n - min) % step !== 0) return { ...values };
    return { ...values, [name]: n };
  }
  return { ...values, [name]: value };
}

export type NodeAvailability = 'active' | 'inactive' | 'soon';

/**
 * Steps a registered user has that the guest sample's palette (SPEC §2) shows inactive or 'Soon':
 * the Mind map (issue 35), the Presentation and the Podcast (issue 34). The guest's palette stays as SPEC shows it.
 */
export const LIVE_FOR_USERS: ReadonlySet<NodeType> = new Set(['mindmap', 'presentation', 'podcast']);

/** A palette entry's availability for a guest (`locked`) or a registered user. */
export const availabilityFor = (entry: { type: NodeType; availability: NodeAvailability }, locked: boolean): NodeAvailability =>
  !locked && LIVE_FOR_USERS.has(entry.type) ? 'active' : entry.availability;

/** The palette of SPEC §2, in display order. */
export const PALETTE: readonly { type: NodeType; availability: NodeAvailability }[] = [
  { type: 'paperInput', availability: 'active' },
  { type: 'script', availability: 'active' },
  { type: 'storyboard', availability: 'active' },
  { type: 'video', availability: 'active' },
  { type: 'output', availability: 'active' },
  { type: 'textToSpeech', availability: 'inactive' },
  { type: 'imageGeneration', availability: 'inactive' },
  { type: 'podcast', availability: 'inactive' },
  { type: 'mindmap', availability: 'inactive' },
  { type: 'presentation', availability: 'soon' },
];
