export { ScriptModal } from './ScriptModal';
export type { ResultModalProps } from './ScriptModal';
export { StoryboardModal } from './StoryboardModal';
export { SKIP_SECONDS, VideoPlayerModal } from './VideoPlayerModal';
export type { VideoPlayerModalProps } from './VideoPlayerModal';
