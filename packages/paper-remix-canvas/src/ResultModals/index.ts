export { ScriptModal } from './ScriptModal';
export type { ResultModalProps } from './ScriptModal';
export { StoryboardModal } from './StoryboardModal';
export { SKIP_SECONDS, VideoPlayerModal } from './VideoPlayerModal';
export type { VideoPlayerModalProps } from './VideoPlayerModal';
export { TRANSCRIPT_FAILED_MESSAGE, VideoPlayer } from './VideoPlayer';
export type { VideoPlayerProps } from './VideoPlayer';
export { MODAL_SKELETON_MS, useSkeleton } from './useSkeleton';
export { COPIED_MS, SHARE_FAILED_MESSAGE, ShareLinks } from './ShareLinks';
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
  formatVersionTime, NO_VERSIONS_MESSAGE, RESTORE_DESCRIPTION, RESTORE_FAILED_MESSAGE, RESTORE_TITLE, VERSION_KIND_LABELS, VersionList, versionKindLabel,
} from './VersionList';
export type { VersionListProps } from './VersionList';
export { useResultEditing } from './useResultEditing';
export type { EditableResultProps, ResultEditing } from './useResultEditing';
