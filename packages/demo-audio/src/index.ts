export { AudioOptionsDialog } from './AudioOptionsDialog';
export type { AudioOptionsDialogProps } from './AudioOptionsDialog';
export { AudioDemo } from './AudioDemo';
export type { AudioDemoProps, AudioSample, SamplePart } from './AudioDemo';
export {
  AudioPlayer,
  canJumpBack,
  canJumpForward,
  createSimulatedAudio,
  formatTime,
  JUMP_SECONDS,
  jumpTarget,
  nextSectionIndex,
  PLAYBACK_SPEEDS,
} from './AudioPlayer';
export type {
  AudioMedia,
  AudioMediaEvent,
  AudioPlayerHandle,
  AudioPlayerProps,
  AudioTrack,
  PlaybackSpeed,
  PlayerStatus,
  PlaylistMode,
  SimulatedAudioOptions,
} from './AudioPlayer';
export { AUDIO_LANGUAGES, filterLanguages, findLanguage, languageLabel } from './languages';
export type { AudioLanguage } from './languages';
export { AUDIO_TYPES, presetFor, SAMPLE_PRESETS, VOICES, voiceLabel } from './presets';
export type { AudioOptions, AudioType, AudioVoiceValue } from './presets';
