import * as v from 'valibot';
import { legacyChoice, settingsOf, unwrapValue } from './legacy';
import { isNodeType, nodeTypeMessage, type NodeType } from './nodes';
import { CONFIGURATION_RULES, type FieldRule, type RuleOutput } from './rules';
import { listed, shown } from './words';

// Each node's configuration as a schema (decision 0186). A schema reads a stored configuration in
// its canonical form, `{ basic: { …settings } }`, or a legacy form (legacy.ts), and gives the node's
// settings with every default filled in; a value it does not take is an issue naming the field.

function fieldSchema(name: string, rule: FieldRule): v.GenericSchema<unknown, unknown> {
  switch (rule.kind) {
    case 'choice': {
      const message = (issue: v.BaseIssue<unknown>) =>
        `${name} must be ${rule.options.length > 1 ? 'one of ' : ''}${listed(rule.options)}, not ${shown(issue.input)}`;
      return v.optional(v.pipe(v.unknown(), v.transform(legacyChoice(rule.options)), v.picklist(rule.options, message)), rule.default);
    }
    case 'whole number': {
      const message = (issue: v.BaseIssue<unknown>) =>
        `${name} must be a whole number from ${rule.min} to ${rule.max}, not ${shown(issue.input)}`;
      return v.optional(
        v.pipe(
          v.unknown(),
          v.transform(unwrapValue),
          v.number(message),
          v.integer(message),
          v.minValue(rule.min, message),
          v.maxValue(rule.max, message),
        ),
        rule.default,
      );
    }
    case 'text':
      return v.optional(
        v.string((issue) => `${name} must be text, not ${shown(issue.input)}`),
        rule.default,
      );
  }
}

type SettingsEntries<R extends Record<string, FieldRule>> = { [K in keyof R]: v.GenericSchema<unknown, RuleOutput<R[K]>> };

/** One schema per field of `rules`, each typed by what its rule lets through. */
function entriesOf<R extends Record<string, FieldRule>>(rules: R): SettingsEntries<R> {
  const entries: Record<string, v.GenericSchema<unknown, unknown>> = {};
  for (const [name, rule] of Object.entries(rules)) entries[name] = fieldSchema(name, rule);
  return entries as SettingsEntries<R>;
}

const NOT_AN_OBJECT = (issue: v.BaseIssue<unknown>) =>
  `The configuration must hold its settings under basic, as an object, not ${shown(issue.input)}`;

/** A stored configuration (canonical or legacy) → the settings, strict about every value. */
const configurationOf = <E extends v.ObjectEntries>(entries: E) =>
  // valibot's object takes a list too; settings never come as one.
  v.pipe(
    v.unknown(),
    v.transform(settingsOf),
    v.check((settings) => !Array.isArray(settings), NOT_AN_OBJECT),
    v.object(entries, NOT_AN_OBJECT),
  );

/** Paper Input: the paper's title and description; the uploaded file's name and type are the api's to set. */
export const PaperInputConfigSchema = configurationOf({
  ...entriesOf(CONFIGURATION_RULES.paperInput),
  fileName: v.optional(v.string((issue) => `fileName must be text, not ${shown(issue.input)}`)),
  fileType: v.optional(v.string((issue) => `fileType must be text, not ${shown(issue.input)}`)),
});
/** @default { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' } */
export const ScriptConfigSchema = configurationOf(entriesOf(CONFIGURATION_RULES.script));
/** @default { number_of_scenes: 5, style: 'abstract', audio_type: 'narration', narration_voice: 'female' } */
export const StoryboardConfigSchema = configurationOf(entriesOf(CONFIGURATION_RULES.storyboard));
/** @default { layout: '16:9', resolution: '1080p' } */
export const VideoConfigSchema = configurationOf(entriesOf(CONFIGURATION_RULES.video));
/** @default { podcast_duration: 'short', podcast_style: 'conversational_format', podcast_script_technicality: 2, participants: 2, host_gender: 'male', guest_genders: 'female' } */
export const PodcastConfigSchema = configurationOf(entriesOf(CONFIGURATION_RULES.podcast));
/** @default { slide_size: '16:9', speaker_notes: 'yes', theme: 'paperlight' } */
export const PresentationConfigSchema = configurationOf(entriesOf(CONFIGURATION_RULES.presentation));
/** The steps without settings (Text to Speech, Image Generation, Mind map, Output). */
export const EmptyConfigSchema = configurationOf({});

export const NODE_CONFIGURATION_SCHEMAS = {
  paperInput: PaperInputConfigSchema,
  script: ScriptConfigSchema,
  storyboard: StoryboardConfigSchema,
  video: VideoConfigSchema,
  textToSpeech: EmptyConfigSchema,
  imageGeneration: EmptyConfigSchema,
  podcast: PodcastConfigSchema,
  mindmap: EmptyConfigSchema,
  presentation: PresentationConfigSchema,
  output: EmptyConfigSchema,
} as const satisfies Record<NodeType, v.GenericSchema<unknown, Record<string, unknown>>>;

export type PaperInputConfig = v.InferOutput<typeof PaperInputConfigSchema>;
export type ScriptConfig = v.InferOutput<typeof ScriptConfigSchema>;
export type StoryboardConfig = v.InferOutput<typeof StoryboardConfigSchema>;
export type VideoConfig = v.InferOutput<typeof VideoConfigSchema>;
export type PodcastConfig = v.InferOutput<typeof PodcastConfigSchema>;
export type PresentationConfig = v.InferOutput<typeof PresentationConfigSchema>;
/** A node type's settings, defaults filled in. */
export type NodeConfiguration<T extends NodeType = NodeType> = v.InferOutput<(typeof NODE_CONFIGURATION_SCHEMAS)[T]>;

/** The canonical stored form of a node's configuration: its settings under `basic`, as the canvas saves them. */
export interface StoredNodeConfiguration<T extends NodeType = NodeType> {
  basic: NodeConfiguration<T>;
}

/** Why a configuration was refused. */
export interface ConfigurationIssue {
  /** The setting at fault (`'script_technicality'`), `'nodeType'` for an unknown node type, null for the whole configuration. */
  field: string | null;
  /** In plain words, naming the field: 'script_technicality must be a whole number from 1 to 5, not 9'. */
  message: string;
}

export type ConfigurationResult<T> = { success: true; output: T } | { success: false; issue: ConfigurationIssue };

/**
 * A node's configuration as stored or sent (canonical or legacy) → its typed settings with every
 * default filled in, or the first issue, naming the field.
 * @example
 * parseNodeConfiguration('script', { basic: { script_technicality: 4 } });
 * // { success: true, output: { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 4, script_type: 'video' } }
 * parseNodeConfiguration('script', { basic: { script_technicality: 9 } });
 * // { success: false, issue: { field: 'script_technicality', message: 'script_technicality must be a whole number from 1 to 5, not 9' } }
 */
export function parseNodeConfiguration<T extends NodeType>(nodeType: T, configuration: unknown): ConfigurationResult<NodeConfiguration<T>>;
export function parseNodeConfiguration(nodeType: string, configuration: unknown): ConfigurationResult<NodeConfiguration>;
export function parseNodeConfiguration(nodeType: string, configuration: unknown): ConfigurationResult<NodeConfiguration> {
  if (!isNodeType(nodeType)) return { success: false, issue: { field: 'nodeType', message: nodeTypeMessage(nodeType) } };
  const schema: v.GenericSchema<unknown, NodeConfiguration> = NODE_CONFIGURATION_SCHEMAS[nodeType];
  const result = v.safeParse(schema, configuration);
  if (result.success) return { success: true, output: result.output };
  const [issue] = result.issues;
  const key = issue.path?.[0]?.key;
  return { success: false, issue: { field: typeof key === 'string' ? key : null, message: issue.message } };
}

/** A node type's settings when nothing is set: the defaults of SPEC §3. */
export function defaultNodeConfiguration<T extends NodeType>(nodeType: T): NodeConfiguration<T> {
  const parsed = parseNodeConfiguration(nodeType, {});
  if (!parsed.success) throw new Error(parsed.issue.message);
  return parsed.output;
}

/** Settings in the canonical stored form. */
export const storedConfiguration = <T extends NodeType>(settings: NodeConfiguration<T>): StoredNodeConfiguration<T> => ({
  basic: settings,
});
