import { forwardRef, useId, useImperativeHandle } from 'react';
import { requestMicrophone } from './autoplay';
import type { AudioMedia } from './media';
import type { PlayerStatus, PlaylistMode } from './playerRules';
import type { AudioTrack } from './types';
import { useAudioPlayer } from './useAudioPlayer';
import { PlayerHeading, PlayerTimeline, SoundControls, TransportControls } from './AudioPlayerParts';
import * as styles from './AudioPlayer.css';

export type { AudioTrack } from './types';

export interface AudioPlayerHandle {
  /** Plays the track at `index` (the current one when omitted), from its start if it had ended. */
  play(index?: number): void;
  pause(): void;
}

export interface AudioPlayerProps {
  /**
   * The playlist in reading order.
   * @example tracks={[{ id: 'methods', title: 'Methods', src: '/samples/ai-audio/assets/methods.m4a' }]}
   */
  tracks: readonly AudioTrack[];
  /** Controlled current track. */
  index?: number;
  /** Initial track when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Called when the current track changes (a section ended and the next starts, or previous/next). */
  onIndexChange?: (index: number) => void;
  /** Called with every status change, e.g. to mark the playing section in a list. */
  onStatusChange?: (status: PlayerStatus) => void;
  /**
   * `fullPaper` plays the next section when one ends; `summary` sections stand alone.
   * @default 'fullPaper'
   */
  mode?: PlaylistMode;
  /**
   * Accessible name of the player region.
   * @default 'Audio player'
   */
  label?: string;
  /**
   * Asked when the browser blocks playback that did not come from a click (the next section
   * starting on its own): the spec asks for microphone permission, which browsers count as
   * consent to play. Rejecting logs a warning instead.
   * @default navigator.mediaDevices.getUserMedia({ audio: true }), tracks stopped at once
   */
  requestPermission?: () => Promise<void>;
  /** @default console */
  logger?: Pick<Console, 'warn'>;
  /** Media to drive instead of the player's own `<audio>` (a simulated one in tests and stories). */
  media?: AudioMedia;
  className?: string;
}

/**
 * The sticky audio player of the audio sample page: play and pause, ±10 s jumps (offered only when
 * 10 s have played or remain), previous and next section, seek, speed, mute and volume, with its
 * status announced politely. At the end of a full-paper section the next one plays.
 */
export const AudioPlayer = forwardRef<AudioPlayerHandle, AudioPlayerProps>(function AudioPlayer(
  {
    tracks,
    index: controlledIndex,
    defaultIndex = 0,
    onIndexChange,
    onStatusChange,
    mode = 'fullPaper',
    label = 'Audio player',
    requestPermission = requestMicrophone,
    logger = console,
    media: givenMedia,
    className,
  },
  ref,
) {
  const player = useAudioPlayer({
    tracks,
    controlledIndex,
    defaultIndex,
    onIndexChange,
    onStatusChange,
    mode,
    requestPermission,
    logger,
    givenMedia,
  });
  const { index, track, status, time, duration, playing, play, pause } = player;
  const ids = useId();
  useImperativeHandle(ref, () => ({ play, pause }), [play, pause]);

  const title = track?.title ?? '';
  const hasAudio = (track?.src ?? null) !== null;
  const knownDuration = Number.isFinite(duration) ? duration : 0;

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-label={label} data-status={status}>
      {givenMedia ? null : <audio ref={player.setOwnMedia} preload="metadata" className={styles.audio} />}
      <PlayerHeading index={index} count={tracks.length} title={title} status={status} />

      <PlayerTimeline id={`${ids}-seek`} time={time} knownDuration={knownDuration} hasAudio={hasAudio} onSeek={player.seek} />

      <div className={styles.controls}>
        <TransportControls
          index={index}
          count={tracks.length}
          status={status}
          playing={playing}
          hasAudio={hasAudio}
          backEnabled={player.backEnabled}
          forwardEnabled={player.forwardEnabled}
          onGoTo={player.goTo}
          onJump={player.jump}
          onPlay={() => play()}
          onPause={pause}
        />

        <SoundControls
          speed={player.speed}
          volume={player.volume}
          muted={player.muted}
          onSpeedChange={player.changeSpeed}
          onToggleMute={player.toggleMute}
          onVolumeChange={player.changeVolume}
        />
      </div>
      {player.error ? (
        <p className={styles.error} role="alert">
          {player.error}
        </p>
      ) : null}
    </section>
  );
});
