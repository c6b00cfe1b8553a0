// `@paperlight/api-client/paper-remix`: the Paper Remix contract (decision 0186) — node types, each
// node's configuration with its defaults and bounds, the results the canvas reads and the realtime
// events — that the canvas, the api and the worker all import. Framework-free; its parts live in
// paper-remix/.
export {
  isNodeType,
  NODE_PROCESSED_EVENT,
  NODE_PROGRESS_EVENT,
  NODE_STATUSES,
  NODE_TYPES,
  NodeProcessedEventSchema,
  NodeProgressEventSchema,
  NodeStatusSchema,
  NodeTypeSchema,
} from './paper-remix/nodes';
export type { NodeProcessedEvent, NodeProgressEvent, NodeStatus, NodeType } from './paper-remix/nodes';
export {
  AUDIO_TYPES,
  CONFIGURATION_RULES,
  DECK_THEMES,
  GUEST_GENDERS,
  HOST_GENDERS,
  NARRATION_VOICES,
  PODCAST_DURATIONS,
  PODCAST_PARTICIPANTS,
  PODCAST_STYLES,
  SCRIPT_DURATIONS,
  SCRIPT_GENRES,
  SCRIPT_TYPES,
  SLIDE_SIZES,
  SPEAKER_NOTES,
  STORYBOARD_STYLES,
  VIDEO_LAYOUTS,
  VIDEO_RESOLUTIONS,
} from './paper-remix/rules';
export type { ChoiceRule, ConfigurationRules, FieldRule, RuleOutput, Technicality, TextRule, WholeNumberRule } from './paper-remix/rules';
export {
  defaultNodeConfiguration,
  EmptyConfigSchema,
  NODE_CONFIGURATION_SCHEMAS,
  PaperInputConfigSchema,
  parseNodeConfiguration,
  PodcastConfigSchema,
  PresentationConfigSchema,
  ScriptConfigSchema,
  storedConfiguration,
  StoryboardConfigSchema,
  VideoConfigSchema,
} from './paper-remix/configurations';
export type {
  ConfigurationIssue,
  ConfigurationResult,
  NodeConfiguration,
  PaperInputConfig,
  PodcastConfig,
  PresentationConfig,
  ScriptConfig,
  StoredNodeConfiguration,
  StoryboardConfig,
  VideoConfig,
} from './paper-remix/configurations';
export {
  MindmapOutputSchema,
  PaperSourcesSchema,
  PresentationOutputSchema,
  ScriptGroundingSchema,
  ScriptOutputSchema,
  SourceQuoteSchema,
  StoryboardOutputSchema,
  StoryboardSceneSchema,
} from './paper-remix/outputs';
export type {
  MindmapOutput,
  PaperSources,
  PresentationOutput,
  ScriptGrounding,
  ScriptOutput,
  SourceQuote,
  StoryboardOutput,
  StoryboardScene,
} from './paper-remix/outputs';
export { PodcastResultSchema } from './podcast-schemas';
export type { PodcastResult } from './podcast-schemas';
