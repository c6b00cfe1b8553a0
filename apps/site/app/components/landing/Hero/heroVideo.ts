import type { Clock, TimerHandle } from '@paperlight/ui-kit';

export const HERO_WORDS = ['Government Agencies', 'Corporates', 'Funders', 'Publishers', 'Healthcare'] as const;
export const WORD_INTERVAL_MS = 2000;

/**
 * The film (public/media/hero.mp4, made by `pnpm hero:record`) shows the product at work on this paper;
 * its licence asks for the credit wherever it is shown. tooling/stack/record-hero.mjs puts the same
 * credit in the film's captions.
 */
export const HERO_FILM_CREDIT =
  'The film shows Paperlight at work on Brooks, Bendavid & Miller, “USA aid policy and induced abortion in sub-Saharan Africa: an analysis of the Mexico City Policy”, Lancet Global Health 2019, doi:10.1016/S2214-109X(19)30267-0, CC BY 4.0.';
export const CONTROLS_IDLE_MS = 3000;
export const SCROLL_SETTLE_MS = 150;
export const SCROLL_MAX_WAIT_MS = 2000;

export interface Box {
  top: number;
  height: number;
}

/** Whether the box's centre lies in the middle band (±`band` of the viewport height) of the viewport. */
export function isCentredInView(box: Box, viewportHeight: number, band = 0.2): boolean {
  const centre = box.top + box.height / 2;
  return Math.abs(centre - viewportHeight / 2) <= viewportHeight * band;
}

/** Whether any part of the box is on screen. */
export function isInView(box: Box, viewportHeight: number): boolean {
  return box.top < viewportHeight && box.top + box.height > 0;
}

export interface ScrollObservation {
  /** Scroll position now and at the previous settle. */
  scrollY: number;
  previousScrollY: number;
  box: Box;
  viewportHeight: number;
  /** A programmatic scroll asked not to expand the video. */
  skipVideo: boolean;
}

/**
 * The expanded state after the page settles: expands when the video is centred after scrolling down
 * (unless a programmatic scroll asked to skip it), collapses once it is scrolled out of view or away
 * from the centre going up, and otherwise keeps what the visitor chose with the play button.
 */
export function nextExpanded(expanded: boolean, o: ScrollObservation): boolean {
  if (!isInView(o.box, o.viewportHeight)) return false;
  const down = o.scrollY > o.previousScrollY;
  const centred = isCentredInView(o.box, o.viewportHeight);
  if (down && centred && !o.skipVideo) return true;
  if (!down && o.scrollY < o.previousScrollY && !centred) return false;
  return expanded;
}

/**
 * Debounce with a maximum wait on an injectable clock: `fn` runs `wait` ms after the last call, and
 * at least every `maxWait` ms while calls keep coming.
 */
export function debounceWithMaxWait(clock: Clock, fn: () => void, wait = SCROLL_SETTLE_MS, maxWait = SCROLL_MAX_WAIT_MS) {
  let timer: TimerHandle | undefined;
  let firstCallAt: number | null = null;
  const flush = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    firstCallAt = null;
    fn();
  };
  return {
    call() {
      const now = clock.now();
      firstCallAt ??= now;
      if (timer !== undefined) clock.clearTimeout(timer);
      const untilMax = firstCallAt + maxWait - now;
      timer = clock.setTimeout(flush, Math.max(0, Math.min(wait, untilMax)));
    },
    cancel() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      firstCallAt = null;
    },
  };
}
