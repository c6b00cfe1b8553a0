import type { Clock, TimerHandle } from '@paperlight/ui-kit';

/** The media events the player listens to. */
export type AudioMediaEvent =
  | 'loadstart'
  | 'loadedmetadata'
  | 'durationchange'
  | 'canplay'
  | 'waiting'
  | 'playing'
  | 'play'
  | 'pause'
  | 'timeupdate'
  | 'ended'
  | 'ratechange'
  | 'volumechange'
  | 'error';

/**
 * The part of `HTMLAudioElement` the player uses. The player drives its own `<audio>` element
 * unless it is given one of these (a simulated one in tests and stories).
 */
export interface AudioMedia {
  src: string;
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  playbackRate: number;
  volume: number;
  muted: boolean;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: AudioMediaEvent, listener: () => void): void;
  removeEventListener(type: AudioMediaEvent, listener: () => void): void;
}

export interface SimulatedAudioOptions {
  /** The clock that moves playback; a fake clock in tests and stories. */
  clock: Clock;
  /** Length in seconds of each source; unknown sources fail to load with an `error` event. */
  durations: Readonly<Record<string, number>>;
  /**
   * Time until a source's metadata and first data arrive; `Infinity` keeps it loading.
   * @default 200
   */
  loadMs?: number;
  /**
   * `play()` rejects with `NotAllowedError` as a browser's autoplay policy does: `'once'` for the
   * first call only (a permission prompt then lets playback start), `true` always.
   * @default false
   */
  autoplayBlocked?: boolean | 'once';
  /**
   * How often time moves and `timeupdate` fires while playing.
   * @default 250
   */
  tickMs?: number;
}

/**
 * An `AudioMedia` that plays nothing but behaves like `<audio>` on the given clock: sources load,
 * time advances at the playback rate, `ended` fires at the end. Stories and tests use it because
 * jsdom cannot play audio; journeys use the real element.
 */
export function createSimulatedAudio(options: SimulatedAudioOptions): AudioMedia & { readonly listeners: number } {
  const { clock, durations, loadMs = 200, tickMs = 250 } = options;
  let blocked = options.autoplayBlocked ?? false;
  const listeners = new Map<AudioMediaEvent, Set<() => void>>();
  let src = '';
  let duration = Number.NaN;
  let currentTime = 0;
  let paused = true;
  let ended = false;
  let loaded = false;
  let playbackRate = 1;
  let volume = 1;
  let muted = false;
  let loadTimer: TimerHandle | undefined;
  let tickTimer: TimerHandle | undefined;

  const emit = (type: AudioMediaEvent) => listeners.get(type)?.forEach((listener) => listener());
  const stopTicking = () => {
    if (tickTimer !== undefined) clock.clearInterval(tickTimer);
    tickTimer = undefined;
  };
  const startTicking = () => {
    stopTicking();
    emit('playing');
    tickTimer = clock.setInterval(() => {
      currentTime = Math.min(duration, currentTime + (tickMs / 1000) * playbackRate);
      emit('timeupdate');
      if (currentTime >= duration) {
        stopTicking();
        paused = true;
        ended = true;
        emit('pause');
        emit('ended');
      }
    }, tickMs);
  };

  return {
    get listeners() {
      let count = 0;
      listeners.forEach((set) => (count += set.size));
      return count;
    },
    get src() {
      return src;
    },
    set src(value: string) {
      src = value;
      stopTicking();
      if (loadTimer !== undefined) clock.clearTimeout(loadTimer);
      loaded = false;
      paused = true;
      ended = false;
      currentTime = 0;
      duration = Number.NaN;
      // Like a browser, a new source resets the rate to its default.
      playbackRate = 1;
      emit('loadstart');
      if (!Number.isFinite(loadMs)) return;
      loadTimer = clock.setTimeout(() => {
        loadTimer = undefined;
        const length = durations[value];
        if (length === undefined) {
          emit('error');
          return;
        }
        duration = length;
        loaded = true;
        emit('durationchange');
        emit('loadedmetadata');
        emit('canplay');
        if (!paused) startTicking();
      }, loadMs);
    },
    get currentTime() {
      return currentTime;
    },
    set currentTime(value: number) {
      currentTime = Math.max(0, Number.isFinite(duration) ? Math.min(value, duration) : value);
      if (ended && currentTime < duration) ended = false;
      emit('timeupdate');
    },
    get duration() {
      return duration;
    },
    get paused() {
      return paused;
    },
    get ended() {
      return ended;
    },
    get playbackRate() {
      return playbackRate;
    },
    set playbackRate(value: number) {
      playbackRate = value;
      emit('ratechange');
    },
    get volume() {
      return volume;
    },
    set volume(value: number) {
      volume = value;
      emit('volumechange');
    },
    get muted() {
      return muted;
    },
    set muted(value: boolean) {
      muted = value;
      emit('volumechange');
    },
    play() {
      if (blocked) {
        if (blocked === 'once') blocked = false;
        return Promise.reject(
          new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'),
        );
      }
      if (ended) {
        currentTime = 0;
        ended = false;
      }
      if (!paused) return Promise.resolve();
      paused = false;
      emit('play');
      if (loaded) startTicking();
      else emit('waiting');
      return Promise.resolve();
    },
    pause() {
      if (paused) return;
      paused = true;
      stopTicking();
      emit('pause');
    },
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
  };
}
