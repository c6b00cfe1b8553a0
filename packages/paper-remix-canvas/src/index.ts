// React Flow only works with its stylesheet; bundling it into dist/styles.css (ahead of this package's
// overrides) means a consumer loads one stylesheet. The build bundles dependencies' stylesheets
// and keeps their JS external.
import '@xyflow/react/dist/style.css';
// The PDF viewer that 'From the paper' opens (issue 15), bundled the same way.
import '@paperlight/pdf-viewer/styles.css';
export { PaperRemixCanvas, EMPTY_HINT, EMPTY_TITLE, DESKTOP_QUERY, useIsDesktop } from './PaperRemixCanvas';
export type { PaperRemixCanvasProps } from './PaperRemixCanvas';
export {
  createSampleAdapter,
  PaperRemixSampleDemo,
  SAMPLE_NOT_FOUND_TEXT,
  SAMPLE_NOT_FOUND_TITLE,
  sampleFileUrl,
} from './PaperRemixSampleDemo';
export type { PaperRemixSampleDemoProps } from './PaperRemixSampleDemo';
export { NodeCard, RERENDER_LABEL, STATUS_LABELS } from './NodeCard';
export type { CanvasMode, NodeCardProps, NodeMenuAction } from './NodeCard';
export { ConfigurationDrawer } from './ConfigurationDrawer';
export type { ConfigurationDrawerProps } from './ConfigurationDrawer';
export {
  COPIED_MS,
  MODAL_SKELETON_MS,
  SHARE_FAILED_MESSAGE,
  ShareLinks,
  ScriptModal,
  StoryboardModal,
  TRANSCRIPT_FAILED_MESSAGE,
  useSkeleton,
  VideoPlayer,
  VideoPlayerModal,
  SKIP_SECONDS,
} from './ResultModals';
export type { ResultModalProps, ShareLinksProps, VideoPlayerModalProps, VideoPlayerProps } from './ResultModals';
export { ResultFrame } from './ResultModals';
export type { ResultFrameOptions, ResultPresentation } from './ResultModals';
export { FULL_SCREEN_LABEL, ResultPanel } from './ResultPanel';
export type { ResultPanelProps } from './ResultPanel';
export {
  firstSourcePage,
  GroundingSummary,
  groundingPartLabel,
  narrationFingerprint,
  paperInputOf,
  PaperSourceProvider,
  SourcesLink,
  SourceViewer,
  usePaperSource,
} from './ResultModals';
export type { PaperSource, SourcesLinkProps, SourceViewerProps } from './ResultModals';
export {
  DISCARD_TITLE,
  formatVersionTime,
  NO_VERSIONS_MESSAGE,
  RESTORE_DESCRIPTION,
  RESTORE_FAILED_MESSAGE,
  RESTORE_TITLE,
  ResultEditor,
  SAVE_OUTPUT_FAILED_MESSAGE,
  SCRIPT_EDIT_INTRO,
  ScriptEditor,
  STORYBOARD_EDIT_INTRO,
  StoryboardEditor,
  useResultEditing,
  VERSION_KIND_LABELS,
  VersionList,
  versionKindLabel,
} from './ResultModals';
export type {
  EditableResultProps,
  LeaveReason,
  ResultEditing,
  ResultEditorHandle,
  ResultEditorProps,
  ScriptEditorProps,
  StoryboardEditorProps,
  VersionListProps,
} from './ResultModals';
export {
  applyDraft,
  draftErrors,
  draftOf,
  EDIT_MAX_LENGTH,
  isDirty,
  SCENE_EDITABLE,
  scriptGroups,
  storyboardGroups,
} from './workflow/edits';
export type { Draft, EditableField, EditableGroup } from './workflow/edits';
export { chaptersOf, parseVtt, transcriptFileName, transcriptParagraphs, transcriptText } from './workflow/transcript';
export type { Chapter, Cue } from './workflow/transcript';
export {
  applyServerStates,
  downstreamOf,
  formatEstimate,
  formatRemaining,
  liveFromStates,
  NODE_PROGRESS_EVENT,
  NodeProgressEventSchema,
  NodeStateSchema,
  OUT_OF_DATE_LABEL,
  remainingSeconds,
} from './workflow/live';
export type { NodeLive, NodeProgressEvent, NodeState } from './workflow/live';
export {
  createApiAdapter,
  GenerateResponseError,
  NodeRunSchema,
  NodeVersionSchema,
  ResultEditError,
  PodcastFeedSchema,
  RunOutputSchema,
  ShareLinkSchema,
} from './adapter';
export type { LiveListeners, NodeRun, NodeVersion, PaperRemixAdapter, PodcastFeed, ProjectId, RunOutput, ShareLink } from './adapter';
export { formatDuration, formatRunTime, HISTORY_FAILED_MESSAGE, NO_RUNS_MESSAGE, NodeHistoryDialog } from './NodeHistory';
export type { NodeHistoryDialogProps } from './NodeHistory';
export { COMPARE_FAILED_MESSAGE, SAME_VERSION_MESSAGE, ScriptCompare } from './ScriptCompare';
export type { ScriptCompareProps } from './ScriptCompare';
export { diffScripts, scriptParts } from './workflow/scriptDiff';
export type { DiffPart, ScriptDiff, ScriptDiffRow } from './workflow/scriptDiff';
export {
  applyGenerateFailure,
  applyProcessedEvent,
  canGenerate,
  checkGeneratePreconditions,
  GENERATE_FAILED_MESSAGE,
  GENERATE_REQUIREMENTS,
  generateFailure,
  GENERATABLE_TYPES,
  INPUT_NOT_VALIDATED,
  INPUT_VALID,
  inputValidity,
  markPreconditionFailed,
  markProcessing,
  nodeAction,
  normalizeStatus,
  outputStatus,
  PODCAST_PRECONDITION_MESSAGE,
  PRESENTATION_PRECONDITION_MESSAGE,
  PROCESSING_MESSAGE,
  RESET_REFUSED_MESSAGE,
  resetNode,
  SCRIPT_PRECONDITION_MESSAGE,
  STORYBOARD_PRECONDITION_MESSAGE,
  TRIAL_EXPIRED_MESSAGE,
  upstreamNodes,
  VIDEO_FAILED_MESSAGE,
  VIDEO_PRECONDITION_MESSAGE,
  withOutputStatus,
} from './workflow/status';
export type { GenerateFailure, NodeAction, Precondition, ResetResult } from './workflow/status';
export { attachServerIds, toSavedNodePayloads, workflowKey } from './workflow/payload';
export {
  AUTO_SAVE_DEBOUNCE_MS,
  createAutoSaver,
  isAutoSaveEnabled,
  nextAutoSaveFlag,
  NOT_READY_MESSAGE,
  SAVE_FAILED_MESSAGE,
  TOGGLE_FAILED_MESSAGE,
} from './workflow/autosave';
export type { AutoSaver, AutoSaverOptions } from './workflow/autosave';
export {
  configurationValues,
  defaultConfiguration,
  FIELD_KINDS,
  NODE_CONFIGURATIONS,
  NODE_TITLES,
  PALETTE,
  setFieldValue,
  visibleFields,
} from './workflow/configurations';
export type { ConfigField, ConfigOption, FieldKind, FieldValue, NodeAvailability } from './workflow/configurations';
export {
  DEFAULT_INPUT_FILE_NAME,
  formatMinutesSeconds,
  inputFileName,
  podcastFileName,
  scriptFileName,
  storyboardFileName,
  videoFileName,
} from './workflow/filenames';
export { emptyHistory, historyKey, HISTORY_LIMIT, recordEdit, redo, undo, withLiveResults } from './workflow/history';
export type { History, HistoryKey } from './workflow/history';
export { ACCEPTED_UPLOAD_TYPES, applyUpload, uploadErrorMessage } from './workflow/upload';
export { createNode, NODE_HEIGHT, NODE_WIDTH, projectNodeType, projectToWorkflow, templateWorkflow } from './workflow/project';
export {
  INPUT_DOWNLOAD_FAILED_MESSAGE,
  NO_INPUT_SOURCE_MESSAGE,
  NO_RESULT_MESSAGE,
  PDF_NOT_AVAILABLE_MESSAGE,
  sceneFields,
  scriptOf,
  scriptText,
  storyboardOf,
  storyboardText,
  VIDEO_DOWNLOAD_FAILED_MESSAGE,
} from './workflow/results';
export type {
  NodeExecution,
  NodeStatus,
  NodeType,
  Workflow,
  WorkflowEdge,
  WorkflowNode,
  WorkflowNodeData,
  XYPosition,
} from './workflow/types';
export {
  DETAILS_EDIT_INTRO,
  detailsOf,
  NO_DETAILS_MESSAGE,
  PaperDetails,
  PaperDetailsForm,
  SAVE_DETAILS_FAILED_MESSAGE,
} from './PaperDetails';
export type { PaperDetailsFormProps, PaperDetailsProps } from './PaperDetails';
export { ADD_PAPER_REASON, advanceRun, needsRun, notReadyReason, planRun, runOver, startRun } from './workflow/run';
export type { RunPlan, RunProgress, RunStepState } from './workflow/run';
export { freeSpot, placeBlock, tidyLayout } from './workflow/layout';
export { formatLength, paperSummary, posterOf, resultSummary, sceneThumbnails, scriptWordCount } from './workflow/summary';
export type { PaperCardSummary } from './workflow/summary';
export type { SceneThumbnail } from './workflow/summary';
export { layoutMindmap, MINDMAP_DOWNLOADS, mindmapDownloads, mindmapOf, MindmapOutputSchema } from './workflow/mindmap';
export type { MapPlace, MindmapDownload, MindmapOutput } from './workflow/mindmap';
export { DOWNLOAD_FAILED_MESSAGE, MINDMAP_HINT, MindmapModal, MindmapView } from './ResultModals';
export type { MindmapModalProps, MindmapViewProps } from './ResultModals';
export {
  deckLine,
  PRESENTATION_DOWNLOADS,
  presentationDownloads,
  presentationOf,
  PresentationOutputSchema,
  SLIDE_KIND_LABELS,
  slideKindLabel,
} from './workflow/presentation';
export type { PresentationDownload, PresentationOutput } from './workflow/presentation';
export { PRESENTATION_FILES_MISSING_MESSAGE, PresentationModal, SlideList } from './ResultModals';
export type { PresentationModalProps, SlideListProps } from './ResultModals';
export {
  episodeLine,
  formatClock,
  PODCAST_DOWNLOADS,
  podcastDownloads,
  podcastEditOf,
  podcastOf,
  rerenderPending,
  speakerRole,
  turnAt,
} from './workflow/podcast';
export type { PlayableEpisode, PodcastDownload, PodcastEpisode } from './workflow/podcast';
export { FEED_HINT, FEED_LOAD_FAILED_MESSAGE, PodcastFeedLink } from './ResultModals';
export type { PodcastFeedLinkProps } from './ResultModals';
export {
  PODCAST_EDIT_INTRO,
  PODCAST_SHARE_HINT,
  PodcastEditor,
  podcastGroups,
  PodcastModal,
  PodcastPlayer,
  RERENDER_BUTTON_LABEL,
  RERENDER_PENDING_MESSAGE,
  UNTRACED_LABEL,
  VIDEO_SHARE_HINT,
} from './ResultModals';
export type { PodcastEditorProps, PodcastModalProps, PodcastPlayerProps } from './ResultModals';
