import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { playWithConsent } from './autoplay';
import type { AudioMedia } from './media';
import { listen, mediaListeners } from './mediaEvents';
import { canJumpBack, canJumpForward, jumpTarget, type PlayerStatus, type PlaylistMode } from './playerRules';
import type { AudioTrack } from './types';

/** The player's props, defaults applied. */
export interface AudioPlayerOptions {
  tracks: readonly AudioTrack[];
  /** The `index` prop: the current track when controlled. */
  controlledIndex: number | undefined;
  defaultIndex: number;
  onIndexChange?: (index: number) => void;
  onStatusChange?: (status: PlayerStatus) => void;
  mode: PlaylistMode;
  requestPermission: () => Promise<void>;
  logger: Pick<Console, 'warn'>;
  /** The `media` prop: media to drive instead of the player's own `<audio>`. */
  givenMedia?: AudioMedia;
}

/**
 * The playlist on one media: the current track (controlled or not), the media's state, and the
 * actions of the controls. A new section loads its audio and plays when asked to (a click, or the
 * previous one ended).
 */
export function useAudioPlayer({
  tracks,
  controlledIndex,
  defaultIndex,
  onIndexChange,
  onStatusChange,
  mode,
  requestPermission,
  logger,
  givenMedia,
}: AudioPlayerOptions) {
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

  const startPlayback = useCallback(() => playWithConsent(media, latest, setError, setStatus), [media]);

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
    return listen(
      media,
      mediaListeners(media, { latest, playWhenLoaded, changeIndex, setDuration, setStatus, setTime, setVolume, setMuted, setError }),
    );
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

  const playing = status === 'playing' || (status === 'loading' && media !== null && !media.paused);
  const backEnabled = canJumpBack(time);
  const forwardEnabled = canJumpForward(time, duration);

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

  return {
    setOwnMedia,
    index,
    track,
    status,
    time,
    duration,
    speed,
    volume,
    muted,
    error,
    playing,
    backEnabled,
    forwardEnabled,
    play,
    pause,
    jump,
    seek,
    changeSpeed,
    changeVolume,
    toggleMute,
    goTo,
  };
}
