export { ScriptModal } from './ScriptModal';
export type { ResultModalProps } from './ScriptModal';
export { StoryboardModal } from './StoryboardModal';
export { SKIP_SECONDS, VideoPlayerModal } from './VideoPlayerModal';
export type { VideoPlayerModalProps } from './VideoPlayerModal';
export { TRANSCRIPT_FAILED_MESSAGE, VideoPlayer } from './VideoPlayer';
export type { VideoPlayerProps } from './VideoPlayer';
export { MODAL_SKELETON_MS, useSkeleton } from './useSkeleton';
