import { VisuallyHidden } from '@paperlight/ui-kit';
import type { ChangeEvent } from 'react';
import { Jump10Icon, MutedIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, ReplayIcon, VolumeIcon } from '../icons';
import { formatTime, PLAYBACK_SPEEDS, speedLabel, spokenTime, statusText, type PlayerStatus } from './playerRules';
import * as styles from './AudioPlayer.css';

/** 'n/total' and the section's title, with the status announced politely. */
export function PlayerHeading({ index, count, title, status }: { index: number; count: number; title: string; status: PlayerStatus }) {
  return (
    <div className={styles.heading}>
      <p className={styles.nowPlaying}>
        <span className={styles.trackLabel}>
          {index + 1}/{count}
        </span>{' '}
        <span className={styles.trackTitle}>{title || 'No section'}</span>
      </p>
      <p className={styles.status} role="status" aria-live="polite" data-testid="player-status">
        <VisuallyHidden>{statusText(status, title)}</VisuallyHidden>
        <span aria-hidden="true">
          {status === 'loading' ? 'Loading…' : status === 'playing' ? 'Playing' : status === 'paused' ? 'Paused' : 'Ended'}
        </span>
      </p>
    </div>
  );
}

interface PlayerTimelineProps {
  id: string;
  time: number;
  /** The length in seconds, 0 while unknown. */
  knownDuration: number;
  hasAudio: boolean;
  onSeek: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The position and the length on either side of the seek slider, which speaks them in words. */
export function PlayerTimeline({ id, time, knownDuration, hasAudio, onSeek }: PlayerTimelineProps) {
  return (
    <div className={styles.timeline}>
      <span className={styles.time} aria-hidden="true">
        {formatTime(time)}
      </span>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={0}
        max={knownDuration}
        step={0.1}
        value={Math.min(time, knownDuration)}
        onChange={onSeek}
        disabled={!hasAudio || knownDuration === 0}
        aria-label="Seek"
        aria-valuetext={`${spokenTime(time)} of ${spokenTime(knownDuration)}`}
      />
      <span className={styles.time} aria-hidden="true">
        {formatTime(knownDuration)}
      </span>
    </div>
  );
}

interface TransportControlsProps {
  index: number;
  count: number;
  status: PlayerStatus;
  playing: boolean;
  hasAudio: boolean;
  backEnabled: boolean;
  forwardEnabled: boolean;
  onGoTo: (index: number) => void;
  onJump: (direction: -1 | 1) => void;
  onPlay: () => void;
  onPause: () => void;
}

/** Previous section, back 10 s, play or pause (a spinner while loading), forward 10 s, next section. */
export function TransportControls({
  index,
  count,
  status,
  playing,
  hasAudio,
  backEnabled,
  forwardEnabled,
  onGoTo,
  onJump,
  onPlay,
  onPause,
}: TransportControlsProps) {
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => onGoTo(index - 1)}
        aria-disabled={index === 0 || undefined}
        aria-label="Previous section"
      >
        <PreviousIcon />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => onJump(-1)}
        aria-disabled={!backEnabled || undefined}
        aria-label="Back 10 seconds"
      >
        <Jump10Icon />
      </button>
      <button
        type="button"
        className={styles.playButton}
        onClick={() => (playing ? onPause() : onPlay())}
        aria-disabled={!hasAudio || undefined}
        aria-label={playing ? 'Pause' : status === 'ended' ? 'Play again' : 'Play'}
        data-testid="play-pause"
      >
        {status === 'loading' && playing ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : playing ? (
          <PauseIcon />
        ) : status === 'ended' ? (
          <ReplayIcon />
        ) : (
          <PlayIcon />
        )}
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => onJump(1)}
        aria-disabled={!forwardEnabled || undefined}
        aria-label="Forward 10 seconds"
      >
        <Jump10Icon flip />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => onGoTo(index + 1)}
        aria-disabled={index >= count - 1 || undefined}
        aria-label="Next section"
      >
        <NextIcon />
      </button>
    </div>
  );
}

interface SoundControlsProps {
  speed: number;
  volume: number;
  muted: boolean;
  onSpeedChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onToggleMute: () => void;
  onVolumeChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Playback speed, mute and the volume slider. */
export function SoundControls({ speed, volume, muted, onSpeedChange, onToggleMute, onVolumeChange }: SoundControlsProps) {
  return (
    <div className={styles.group}>
      <label className={styles.speed}>
        <VisuallyHidden>Playback speed</VisuallyHidden>
        <select className={styles.select} value={speed} onChange={onSpeedChange}>
          {PLAYBACK_SPEEDS.map((value) => (
            <option key={value} value={value}>
              {speedLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.iconButton} onClick={onToggleMute} aria-pressed={muted} aria-label="Mute">
        {muted || volume === 0 ? <MutedIcon /> : <VolumeIcon />}
      </button>
      <input
        className={styles.volume}
        type="range"
        min={0}
        max={100}
        step={5}
        value={muted ? 0 : Math.round(volume * 100)}
        onChange={onVolumeChange}
        aria-label="Volume"
        aria-valuetext={muted ? 'Muted' : `${Math.round(volume * 100)}%`}
      />
    </div>
  );
}
