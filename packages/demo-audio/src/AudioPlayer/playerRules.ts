/** Playback speeds offered by the player, fastest first (SPEC §9). */
export const PLAYBACK_SPEEDS = [2, 1.5, 1.25, 1, 0.5, 0.25] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Length of the back and forward jumps, in seconds. */
export const JUMP_SECONDS = 10;

/** What the player is doing (SPEC §2). */
export type PlayerStatus = 'loading' | 'playing' | 'paused' | 'ended';

/** Which of the two kinds of sections the player runs through. */
export type PlaylistMode = 'fullPaper' | 'summary';

const known = (value: number) => Number.isFinite(value) && value >= 0;

/** Back 10 s is offered only once 10 s have played. */
export function canJumpBack(currentTime: number): boolean {
  return known(currentTime) && currentTime >= JUMP_SECONDS;
}

/** Forward 10 s is offered only while 10 s or more remain (never while the length is unknown). */
export function canJumpForward(currentTime: number, duration: number): boolean {
  return known(currentTime) && known(duration) && duration - currentTime >= JUMP_SECONDS;
}

/** The time after a jump, kept inside the track. */
export function jumpTarget(currentTime: number, duration: number, direction: -1 | 1): number {
  const target = currentTime + direction * JUMP_SECONDS;
  return Math.min(Math.max(0, target), known(duration) ? duration : target);
}

/**
 * The section to play when one ends: the next one of a full paper, so the paper reads on;
 * summary sections stand alone, so nothing follows them.
 */
export function nextSectionIndex(mode: PlaylistMode, index: number, count: number): number | null {
  if (mode !== 'fullPaper') return null;
  return index + 1 < count ? index + 1 : null;
}

/** 'm:ss' (or 'h:mm:ss'); '0:00' while unknown. */
export function formatTime(seconds: number): string {
  const total = known(seconds) ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** '1 minute 5 seconds': the spoken form for screen readers. */
export function spokenTime(seconds: number): string {
  const total = known(seconds) ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return m > 0 ? `${part(m, 'minute')} ${part(s, 'second')}` : part(s, 'second');
}

/** '1.25×' */
export const speedLabel = (speed: number) => `${speed}×`;

/** The status text the live region announces. */
export function statusText(status: PlayerStatus, title: string): string {
  switch (status) {
    case 'loading':
      return `Loading ${title}`;
    case 'playing':
      return `Playing ${title}`;
    case 'paused':
      return `Paused: ${title}`;
    case 'ended':
      return `Finished: ${title}`;
  }
}
