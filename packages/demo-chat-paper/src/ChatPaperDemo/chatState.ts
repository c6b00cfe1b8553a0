/** Milliseconds between two streamed chunks of a canned answer (SPEC §9). */
export const STREAM_TICK_MS = 50;
/** Fewest and most characters added per tick (SPEC §4). */
export const STREAM_MIN_CHARS = 1;
export const STREAM_MAX_CHARS = 3;
/** Suggested prompts rotate this often (SPEC §9). */
export const SUGGESTION_ROTATE_MS = 1_500;
/** Results and the error state appear no sooner than this after opening (SPEC §4, §9). */
export const MINIMUM_WAIT_MS = 5_000;

export interface ChatState {
  /** Ids of the questions moved to 'My Questions', in the order they were asked. */
  asked: readonly string[];
  /** The answer being typed out, and how many of its characters are visible. */
  streaming: { id: string; shown: number } | null;
}

export const initialChatState: ChatState = { asked: [], streaming: null };

/** Characters added by one tick: 1 to 3, from a random number in [0, 1). */
export function chunkSize(random: number): number {
  const span = STREAM_MAX_CHARS - STREAM_MIN_CHARS + 1;
  return STREAM_MIN_CHARS + Math.min(span - 1, Math.max(0, Math.floor(random * span)));
}

/**
 * Moves a General question to 'My Questions' and starts streaming its answer. Asking twice, or
 * while another answer is still streaming, changes nothing.
 */
export function askQuestion(state: ChatState, id: string): ChatState {
  if (state.streaming || state.asked.includes(id)) return state;
  return { asked: [...state.asked, id], streaming: { id, shown: 0 } };
}

/**
 * One tick of the stream: reveals the next 1 to 3 characters of an answer `length` characters
 * long; the stream ends once all of them are shown, so no character is ever skipped.
 */
export function streamTick(state: ChatState, length: number, random: number): ChatState {
  if (!state.streaming) return state;
  const shown = Math.min(length, state.streaming.shown + chunkSize(random));
  return { ...state, streaming: shown >= length ? null : { ...state.streaming, shown } };
}

/** How many characters of an asked answer are visible. */
export function visibleLength(state: ChatState, id: string, length: number): number {
  if (state.streaming?.id === id) return state.streaming.shown;
  return state.asked.includes(id) ? length : 0;
}

/** The General questions still available, in their original order. */
export function remainingQuestions<T extends { id: string }>(questions: readonly T[], state: ChatState): T[] {
  return questions.filter((question) => !state.asked.includes(question.id));
}

/** The suggestion shown at rotation step `step` among the remaining questions. */
export function suggestionAt<T>(remaining: readonly T[], step: number): T | undefined {
  if (remaining.length === 0) return undefined;
  return remaining[((step % remaining.length) + remaining.length) % remaining.length];
}
