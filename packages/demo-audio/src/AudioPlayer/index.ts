export { AudioPlayer } from './AudioPlayer';
export type { AudioPlayerHandle, AudioPlayerProps, AudioTrack } from './AudioPlayer';
export { createSimulatedAudio } from './media';
export type { AudioMedia, AudioMediaEvent, SimulatedAudioOptions } from './media';
export {
  canJumpBack,
  canJumpForward,
  formatTime,
  JUMP_SECONDS,
  jumpTarget,
  nextSectionIndex,
  PLAYBACK_SPEEDS,
  speedLabel,
} from './playerRules';
export type { PlaybackSpeed, PlayerStatus, PlaylistMode } from './playerRules';
