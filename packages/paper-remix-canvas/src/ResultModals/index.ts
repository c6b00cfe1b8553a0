export { ScriptModal } from './ScriptModal';
export type { ResultModalProps } from './ScriptModal';
export { StoryboardModal } from './StoryboardModal';
export { FIGURES_INTRO, NO_FIGURES_MESSAGE, PaperModal } from './PaperModal';
export { SKIP_SECONDS, VideoPlayerModal } from './VideoPlayerModal';
export { DOWNLOAD_FAILED_MESSAGE, MINDMAP_HINT, MindmapModal, MindmapView } from './MindmapModal';
export type { MindmapModalProps, MindmapViewProps } from './MindmapModal';
export { PRESENTATION_FILES_MISSING_MESSAGE, PresentationModal, SlideList } from './PresentationModal';
export type { PresentationModalProps, SlideListProps } from './PresentationModal';
export { PodcastModal, RERENDER_BUTTON_LABEL, RERENDER_PENDING_MESSAGE } from './PodcastModal';
export type { PodcastModalProps } from './PodcastModal';
export { PodcastPlayer, UNTRACED_LABEL } from './PodcastPlayer';
export { FEED_HINT, FEED_LOAD_FAILED_MESSAGE, PodcastFeedLink } from './PodcastFeedLink';
export type { PodcastFeedLinkProps } from './PodcastFeedLink';
export type { PodcastPlayerProps } from './PodcastPlayer';
export { PODCAST_EDIT_INTRO, PodcastEditor, podcastGroups } from './PodcastEditor';
export type { PodcastEditorProps } from './PodcastEditor';
export type { VideoPlayerModalProps } from './VideoPlayerModal';
export { TRANSCRIPT_FAILED_MESSAGE, VideoPlayer } from './VideoPlayer';
export type { VideoPlayerProps } from './VideoPlayer';
export { MODAL_SKELETON_MS, useSkeleton } from './useSkeleton';
export { COPIED_MS, PODCAST_SHARE_HINT, SHARE_FAILED_MESSAGE, ShareLinks, VIDEO_SHARE_HINT } from './ShareLinks';
export type { ShareLinksProps } from './ShareLinks';
export { SourcesLink } from './SourcesLink';
export type { SourcesLinkProps } from './SourcesLink';
export { firstSourcePage, SourceViewer } from './SourceViewer';
export type { SourceViewerProps } from './SourceViewer';
export { GroundingSummary, groundingPartLabel, narrationFingerprint } from './GroundingSummary';
export { paperInputOf, PaperSourceProvider, usePaperSource, usePaperSourceOf } from './paperSource';
export type { PaperSource } from './paperSource';
export { DISCARD_TITLE, ResultEditor, SAVE_OUTPUT_FAILED_MESSAGE } from './ResultEditor';
export type { LeaveReason, ResultEditorHandle, ResultEditorProps } from './ResultEditor';
export { SCRIPT_EDIT_INTRO, ScriptEditor } from './ScriptEditor';
export type { ScriptEditorProps } from './ScriptEditor';
export { STORYBOARD_EDIT_INTRO, StoryboardEditor } from './StoryboardEditor';
export type { StoryboardEditorProps } from './StoryboardEditor';
export {
  formatVersionTime,
  NO_VERSIONS_MESSAGE,
  RESTORE_DESCRIPTION,
  RESTORE_FAILED_MESSAGE,
  RESTORE_TITLE,
  VERSION_KIND_LABELS,
  VersionList,
  versionKindLabel,
} from './VersionList';
export type { VersionListProps } from './VersionList';
export { useResultEditing } from './useResultEditing';
export type { EditableResultProps, ResultEditing } from './useResultEditing';
export { ResultFrame } from './ResultFrame';
export type { ResultFrameOptions, ResultPresentation } from './ResultFrame';
