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

const technicality = (name: string, defaultValue: number): ConfigField => ({
  name,
  label: 'Technicality',
  kind: 'slider',
  min: 1,
  max: 5,
  step: 1,
  default: defaultValue,
});

/** Every node configuration of SPEC §3 'Node configurations'. */
export const NODE_CONFIGURATIONS: Record<NodeType, readonly ConfigField[]> = {
  paperInput: [
    { name: 'title', label: 'Title', kind: 'text', default: '' },
    { name: 'description', label: 'Description', kind: 'textarea', default: '' },
  ],
  script: [
    {
      name: 'script_duration',
      label: 'Duration',
      kind: 'select',
      // SPEC §3 writes the default 'very-short'; the values (and the engine) use underscores.
      default: 'very_short',
      options: [
        { value: 'very_short', label: 'Very short (1 min)' },
        { value: 'short', label: 'Short (2-3 min)' },
        { value: 'medium', label: 'Medium (4-5 min)', disabled: true },
        { value: 'long', label: 'Long (6-7 min)' },
      ],
    },
    {
      name: 'script_genre',
      label: 'Genre',
      kind: 'select',
      default: 'explainer',
      options: [
        { value: 'fun', label: 'Fun' },
        { value: 'explainer', label: 'Explainer' },
        { value: 'formal', label: 'Formal' },
        { value: 'informal', label: 'Informal' },
      ],
    },
    technicality('script_technicality', 3),
    {
      name: 'script_type',
      label: 'Type',
      kind: 'radio',
      default: 'video',
      options: [
        { value: 'video', label: 'Video' },
        { value: 'podcast', label: 'Podcast' },
      ],
    },
  ],
  storyboard: [
    { name: 'number_of_scenes', label: 'Number of scenes', kind: 'slider', min: 5, max: 20, step: 5, default: 5, disabled: true },
    {
      name: 'style',
      label: 'Style',
      kind: 'radio',
      default: 'abstract',
      options: [
        { value: 'abstract', label: 'Abstract' },
        { value: 'realistic', label: 'Realistic', disabled: true },
        { value: 'cartoon', label: 'Cartoon', disabled: true },
        { value: 'sketch', label: 'Sketch', disabled: true },
      ],
    },
    {
      name: 'audio_type',
      label: 'Audio type',
      kind: 'radio',
      default: 'narration',
      options: [
        { value: 'narration', label: 'Narration' },
        { value: 'music', label: 'Music', disabled: true },
      ],
    },
    {
      name: 'narration_voice',
      label: 'Narration voice',
      kind: 'radio',
      default: 'female',
      options: [
        { value: 'female', label: 'Female' },
        { value: 'male', label: 'Male', disabled: true },
      ],
    },
  ],
  video: [
    {
      name: 'layout',
      label: 'Layout',
      kind: 'radio',
      default: '16:9',
      options: [
        { value: '16:9', label: 'Portrait' },
        { value: '20:20', label: 'Landscape', disabled: true },
      ],
    },
    { name: 'resolution', label: 'Resolution', kind: 'select', default: '1080p', options: [{ value: '1080p', label: '1080p' }] },
  ],
  podcast: [
    {
      name: 'podcast_duration',
      label: 'Duration',
      kind: 'select',
      default: 'short',
      options: [
        { value: 'short', label: 'Short (5-10 min)' },
        { value: 'medium', label: 'Medium (15-20 min)' },
        { value: 'long', label: 'Long (25-35 min)' },
        { value: 'extended', label: 'Extended (40+ min)' },
      ],
    },
    {
      name: 'podcast_style',
      label: 'Style',
      kind: 'select',
      default: 'conversational_format',
      options: [
        { value: 'conversational_format', label: 'Conversational format' },
        { value: 'technical_deep_dive', label: 'Technical deep dive' },
        { value: 'interview_style', label: 'Interview style' },
      ],
    },
    technicality('podcast_script_technicality', 2),
    {
      name: 'participants',
      label: 'Participants',
      kind: 'select',
      default: 2,
      options: [
        { value: 1, label: 'Solo' },
        { value: 2, label: 'Host plus 1 guest' },
        { value: 3, label: 'Host plus 2 guests' },
        { value: 5, label: 'Panel' },
      ],
    },
    {
      name: 'host_gender',
      label: 'Host gender',
      kind: 'radio',
      default: 'male',
      options: [
        { value: 'male', label: 'Male' },
        { value: 'female', label: 'Female' },
      ],
    },
    {
      name: 'guest_genders',
      label: 'Guest genders',
      kind: 'radio',
      default: 'female',
      options: [
        { value: 'male', label: 'Male' },
        { value: 'female', label: 'Female' },
        { value: 'mixed', label: 'Mixed' },
      ],
      visibleWhen: (values) => Number(values.participants) > 1,
    },
  ],
  textToSpeech: [],
  imageGeneration: [],
  mindmap: [],
  presentation: [
    {
      name: 'slide_size',
      label: 'Slide size',
      kind: 'select',
      default: '16:9',
      options: [
        { value: '16:9', label: '16:9 widescreen' },
        { value: '4:3', label: '4:3 standard' },
      ],
    },
    {
      name: 'speaker_notes',
      label: 'Speaker notes',
      kind: 'select',
      default: 'yes',
      options: [
        { value: 'yes', label: 'Include the narration as speaker notes' },
        { value: 'no', label: 'No speaker notes' },
      ],
    },
    {
      name: 'theme',
      label: 'Theme',
      kind: 'select',
      default: 'paperlight',
      options: [
        { value: 'paperlight', label: 'Paperlight' },
        { value: 'plain', label: 'Plain black on white' },
      ],
    },
  ],
  output: [],
};

/** The settings object (under `configuration.basic`) of a fresh node. */
export function defaultConfiguration(type: NodeType): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of NODE_CONFIGURATIONS[type]) if (field.default !== undefined) values[field.name] = field.default;
  return values;
}

/** The settings of a node: its stored values over the defaults. */
export function configurationValues(type: NodeType, configuration: Readonly<Record<string, unknown>> | null | undefined): Record<string, unknown> {
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
