import { VisuallyHidden } from '@paperlight/ui-kit';
import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type ChangeEvent } from 'react';
import { Jump10Icon, MutedIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, ReplayIcon, VolumeIcon } from '../icons';
import type { AudioMedia, AudioMediaEvent } from './media';
import {
  canJumpBack, canJumpForward, formatTime, jumpTarget, nextSectionIndex, PLAYBACK_SPEEDS, speedLabel, spokenTime, statusText,
  type PlayerStatus, type PlaylistMode,
} from './playerRules';
import * as styles from './AudioPlayer.css';

/** One playable section. */
export interface AudioTrack {
  /** Stable key, e.g. the section key. */
  id: string;
  /** Shown and announced while the track plays. */
  title: string;
  /** Audio URL; `null` when the section has no audio. */
  src: string | null;
  /** Where playback starts inside the file, in seconds. @default 0 */
  startAt?: number | null;
  /** Known length in seconds, shown before the file's metadata arrives. */
  duration?: number;
}

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

async function requestMicrophone(): Promise<void> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) throw new Error('Microphone permission cannot be requested in this browser');
  const stream = await devices.getUserMedia({ audio: true });
  stream.getTracks().forEach((track) => track.stop());
}

// By name: a DOMException from another realm (an iframe, jsdom) is not `instanceof Error` here.
const errorName = (error: unknown) => (typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '');
const isNotAllowed = (error: unknown) => errorName(error) === 'NotAllowedError';
const isAbort = (error: unknown) => errorName(error) === 'AbortError';

/**
 * The sticky audio player of the audio sample page: play and pause, ±10 s jumps (offered only when
 * 10 s have played or remain), previous and next section, seek, speed, mute and volume, with its
 * status announced politely. At the end of a full-paper section the next one plays.
 */
export const AudioPlayer = forwardRef<AudioPlayerHandle, AudioPlayerProps>(function AudioPlayer(
  {
    tracks, index: controlledIndex, defaultIndex = 0, onIndexChange, onStatusChange, mode = 'fullPaper', label = 'Audio player',
    requestPermission = requestMicrophone, logger = console, media: givenMedia, className,
  },
  ref,
) {
  const [ownMedia, setOwnMedia] = useState<HTMLAudioElement | null>(null);
  const media: AudioMedia | null = givenMedia ?? ownMedia;
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultIndex);
  const index = Math.min(Math.max(0, controlledIndex ?? uncontrolledIndex), Math.max(0, tracks.length - 1));
  const track = tracks[index];
  const src = track?.src ?? null;

  const [status, setStatus] = useState<PlayerStatus>(src ? 'loading' : 'paused');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(track?.duration ?? Number.NaN);
  const [speed, setSpeed] = useState<number>(1);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  // Event handlers read the latest values through refs so listeners are attached once per media.
  const latest = useRef({ index, tracks, mode, speed, track, onIndexChange, onStatusChange, requestPermission, logger });
  latest.current = { index, tracks, mode, speed, track, onIndexChange, onStatusChange, requestPermission, logger };
  const playWhenLoaded = useRef(false);
  const assignedSrc = useRef<string | null>(null);

  const changeIndex = useCallback(
    (next: number) => {
      if (controlledIndex === undefined) setUncontrolledIndex(next);
      latest.current.onIndexChange?.(next);
    },
    [controlledIndex],
  );

  const startPlayback = useCallback(async () => {
    if (!media || !media.src) return;
    try {
      await media.play();
    } catch (failure) {
      if (isAbort(failure)) return; // the source changed while starting: the new one takes over
      if (!isNotAllowed(failure)) {
        setError('This section could not be played.');
        return;
      }
      try {
        await latest.current.requestPermission();
        await media.play();
      } catch {
        latest.current.logger.warn('Autoplay was blocked by the browser; press Play to listen.');
        setStatus(media.paused ? 'paused' : 'playing');
      }
    }
  }, [media]);

  // A new section: load its audio, and play it when asked to (a click, or the previous one ended).
  useEffect(() => {
    if (!media) return;
    if (!src) {
      assignedSrc.current = null;
      media.pause();
      setStatus('paused');
      return;
    }
    if (assignedSrc.current === src) return;
    assignedSrc.current = src;
    setError(null);
    setTime(latest.current.track?.startAt ?? 0);
    setDuration(latest.current.track?.duration ?? Number.NaN);
    setStatus('loading');
    media.src = src;
    if (playWhenLoaded.current) {
      playWhenLoaded.current = false;
      void startPlayback();
    }
  }, [media, src, startPlayback]);

  useEffect(() => {
    latest.current.onStatusChange?.(status);
  }, [status]);

  useEffect(() => {
    if (!media) return;
    const on: Partial<Record<AudioMediaEvent, () => void>> = {
      loadedmetadata: () => {
        setDuration(media.duration);
        media.playbackRate = latest.current.speed;
        const startAt = latest.current.track?.startAt ?? 0;
        if (startAt > 0 && media.currentTime < startAt) media.currentTime = startAt;
        if (media.paused) setStatus('paused');
      },
      durationchange: () => setDuration(media.duration),
      canplay: () => setStatus((current) => (current === 'loading' && media.paused ? 'paused' : current)),
      waiting: () => setStatus('loading'),
      playing: () => setStatus('playing'),
      pause: () => {
        if (!media.ended) setStatus('paused');
      },
      timeupdate: () => setTime(media.currentTime),
      ended: () => {
        const { mode: currentMode, index: currentIndex, tracks: currentTracks } = latest.current;
        const next = nextSectionIndex(currentMode, currentIndex, currentTracks.length);
        if (next === null) {
          setStatus('ended');
          return;
        }
        playWhenLoaded.current = true;
        changeIndex(next);
      },
      volumechange: () => {
        setVolume(media.volume);
        setMuted(media.muted);
      },
      error: () => {
        setError('The audio of this section could not be loaded.');
        setStatus('paused');
      },
    };
    const entries = Object.entries(on) as [AudioMediaEvent, () => void][];
    entries.forEach(([type, listener]) => media.addEventListener(type, listener));
    return () => entries.forEach(([type, listener]) => media.removeEventListener(type, listener));
  }, [media, changeIndex]);

  const play = useCallback(
    (target?: number) => {
      if (target === undefined || target === latest.current.index) {
        void startPlayback();
        return;
      }
      playWhenLoaded.current = true;
      changeIndex(target);
    },
    [changeIndex, startPlayback],
  );
  const pause = useCallback(() => media?.pause(), [media]);
  useImperativeHandle(ref, () => ({ play, pause }), [play, pause]);

  const playing = status === 'playing' || (status === 'loading' && media !== null && !media.paused);
  const backEnabled = canJumpBack(time);
  const forwardEnabled = canJumpForward(time, duration);
  const title = track?.title ?? '';

  const jump = (direction: -1 | 1) => {
    if (!media || !(direction < 0 ? backEnabled : forwardEnabled)) return;
    media.currentTime = jumpTarget(media.currentTime, media.duration, direction);
    setTime(media.currentTime);
  };
  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    if (!media) return;
    media.currentTime = Number(event.target.value);
    setTime(media.currentTime);
  };
  const changeSpeed = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = Number(event.target.value);
    setSpeed(next);
    if (media) media.playbackRate = next;
  };
  const changeVolume = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value) / 100;
    setVolume(next);
    if (!media) return;
    media.volume = next;
    if (next > 0 && media.muted) media.muted = false;
  };
  const toggleMute = () => {
    if (!media) return;
    media.muted = !media.muted;
    setMuted(media.muted);
  };
  const goTo = (target: number) => {
    if (target < 0 || target >= tracks.length) return;
    if (playing) playWhenLoaded.current = true;
    changeIndex(target);
  };

  const hasAudio = src !== null;
  const knownDuration = Number.isFinite(duration) ? duration : 0;

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-label={label} data-status={status}>
      {givenMedia ? null : <audio ref={setOwnMedia} preload="metadata" className={styles.audio} />}
      <div className={styles.heading}>
        <p className={styles.nowPlaying}>
          <span className={styles.trackLabel}>
            {index + 1}/{tracks.length}
          </span>{' '}
          <span className={styles.trackTitle}>{title || 'No section'}</span>
        </p>
        <p className={styles.status} role="status" aria-live="polite" data-testid="player-status">
          <VisuallyHidden>{statusText(status, title)}</VisuallyHidden>
          <span aria-hidden="true">{status === 'loading' ? 'Loading…' : status === 'playing' ? 'Playing' : status === 'paused' ? 'Paused' : 'Ended'}</span>
        </p>
      </div>

      <div className={styles.timeline}>
        <span className={styles.time} aria-hidden="true">
          {formatTime(time)}
        </span>
        <input
          id={`${ids}-seek`}
          className={styles.range}
          type="range"
          min={0}
          max={knownDuration}
          step={0.1}
          value={Math.min(time, knownDuration)}
          onChange={seek}
          disabled={!hasAudio || knownDuration === 0}
          aria-label="Seek"
          aria-valuetext={`${spokenTime(time)} of ${spokenTime(knownDuration)}`}
        />
        <span className={styles.time} aria-hidden="true">
          {formatTime(knownDuration)}
        </span>
      </div>

      <div className={styles.controls}>
        <div className={styles.group}>
          <button type="button" className={styles.iconButton} onClick={() => goTo(index - 1)} aria-disabled={index === 0 || undefined} aria-label="Previous section">
            <PreviousIcon />
          </button>
          <button type="button" className={styles.iconButton} onClick={() => jump(-1)} aria-disabled={!backEnabled || undefined} aria-label="Back 10 seconds">
            <Jump10Icon />
          </button>
          <button
            type="button"
            className={styles.playButton}
            onClick={() => (playing ? pause() : play())}
            aria-disabled={!hasAudio || undefined}
            aria-label={playing ? 'Pause' : status === 'ended' ? 'Play again' : 'Play'}
            data-testid="play-pause"
          >
            {status === 'loading' && playing ? <span className={styles.spinner} aria-hidden="true" /> : playing ? <PauseIcon /> : status === 'ended' ? <ReplayIcon /> : <PlayIcon />}
          </button>
          <button type="button" className={styles.iconButton} onClick={() => jump(1)} aria-disabled={!forwardEnabled || undefined} aria-label="Forward 10 seconds">
            <Jump10Icon flip />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => goTo(index + 1)}
            aria-disabled={index >= tracks.length - 1 || undefined}
            aria-label="Next section"
          >
            <NextIcon />
          </button>
        </div>

        <div className={styles.group}>
          <label className={styles.speed}>
            <VisuallyHidden>Playback speed</VisuallyHidden>
            <select className={styles.select} value={speed} onChange={changeSpeed}>
              {PLAYBACK_SPEEDS.map((value) => (
                <option key={value} value={value}>
                  {speedLabel(value)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.iconButton} onClick={toggleMute} aria-pressed={muted} aria-label="Mute">
            {muted || volume === 0 ? <MutedIcon /> : <VolumeIcon />}
          </button>
          <input
            className={styles.volume}
            type="range"
            min={0}
            max={100}
            step={5}
            value={muted ? 0 : Math.round(volume * 100)}
            onChange={changeVolume}
            aria-label="Volume"
            aria-valuetext={muted ? 'Muted' : `${Math.round(volume * 100)}%`}
          />
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
});
