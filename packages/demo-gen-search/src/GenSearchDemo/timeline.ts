/** SPEC §9: four progress steps of 5 s each. */
export const STEP_COUNT = 4;
export const STEP_MS = 5_000;
/** SPEC §9: the answer is typed at 1 character per 3 ms. */
export const CHAR_MS = 3;
/** How often the typed text is redrawn; the length itself comes from elapsed time, so no character is skipped. */
export const TYPING_FRAME_MS = 16;
/** SPEC §9: skeleton rows in 'Related References' while the answer streams. */
export const SKELETON_ROWS = 8;

/** The progress step labels, one per step. */
export const STEP_LABELS = [
  'Understanding your question',
  'Searching the research literature',
  'Reading the most relevant papers',
  'Writing the answer with citations',
] as const;

export interface Timeline {
  /** Current progress step, 1 to 4. */
  step: number;
  /** How many units of the answer are visible (0 until step 4). */
  visible: number;
  /** The answer is being typed. */
  streaming: boolean;
  /** Everything is typed: related questions and references show. */
  done: boolean;
  /** Milliseconds until the view must be redrawn; `null` once done. */
  nextInMs: number | null;
}

/**
 * Where the demo is `elapsed` ms after its data arrived, for an answer of `length` units.
 * Step n starts at (n-1) × 5 s; at step 4 (15 s) typing starts and the visible length is derived
 * from the time elapsed since, so a clock that jumps (fast-forwarded timers) drops no character.
 */
export function timelineAt(elapsed: number, length: number): Timeline {
  const t = Math.max(0, elapsed);
  const typingStart = (STEP_COUNT - 1) * STEP_MS;
  if (t < typingStart) {
    const step = Math.floor(t / STEP_MS) + 1;
    return { step, visible: 0, streaming: false, done: false, nextInMs: step * STEP_MS - t };
  }
  const visible = Math.min(length, Math.floor((t - typingStart) / CHAR_MS));
  if (visible >= length) return { step: STEP_COUNT, visible: length, streaming: false, done: true, nextInMs: null };
  // Wake at the next frame, but never later than the moment the last unit is due.
  const untilEnd = typingStart + length * CHAR_MS - t;
  return { step: STEP_COUNT, visible, streaming: true, done: false, nextInMs: Math.max(1, Math.min(TYPING_FRAME_MS, untilEnd)) };
}

/** Total time from data to the end of typing for an answer of `length` units. */
export function totalDurationMs(length: number): number {
  return (STEP_COUNT - 1) * STEP_MS + length * CHAR_MS;
}
