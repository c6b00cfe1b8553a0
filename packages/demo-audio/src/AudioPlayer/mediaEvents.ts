import type { Dispatch, SetStateAction } from 'react';
import type { AudioMedia, AudioMediaEvent } from './media';
import { nextSectionIndex, type PlayerStatus, type PlaylistMode } from './playerRules';
import type { AudioTrack } from './types';

type MediaListeners = Partial<Record<AudioMediaEvent, () => void>>;

/** Attaches listeners to the media's events; returns what detaches them. */
export function listen(media: AudioMedia, on: MediaListeners): () => void {
  const entries = Object.entries(on) as [AudioMediaEvent, () => void][];
  entries.forEach(([type, listener]) => media.addEventListener(type, listener));
  return () => entries.forEach(([type, listener]) => media.removeEventListener(type, listener));
}

/** What the listeners read and set: the latest props through a ref, and the player's state. */
export interface MediaEventTargets {
  latest: {
    readonly current: { index: number; tracks: readonly AudioTrack[]; mode: PlaylistMode; speed: number; track: AudioTrack | undefined };
  };
  /** Set when the next track should play as soon as its source is assigned. */
  playWhenLoaded: { current: boolean };
  changeIndex: (next: number) => void;
  setDuration: Dispatch<SetStateAction<number>>;
  setStatus: Dispatch<SetStateAction<PlayerStatus>>;
  setTime: Dispatch<SetStateAction<number>>;
  setVolume: Dispatch<SetStateAction<number>>;
  setMuted: Dispatch<SetStateAction<boolean>>;
  setError: Dispatch<SetStateAction<string | null>>;
}

/**
 * The player's state follows the media: its length and speed once known, loading, playing and
 * paused, its position and volume, and errors. At the end of a full-paper section the next one plays.
 */
export function mediaListeners(
  media: AudioMedia,
  { latest, playWhenLoaded, changeIndex, setDuration, setStatus, setTime, setVolume, setMuted, setError }: MediaEventTargets,
): MediaListeners {
  return {
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
}
