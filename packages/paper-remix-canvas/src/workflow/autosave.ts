import type { Clock, TimerHandle } from '@paperlight/ui-kit';

export const AUTO_SAVE_DEBOUNCE_MS = 1000;
export const SAVE_FAILED_MESSAGE = 'Failed to save workflow';
export const TOGGLE_FAILED_MESSAGE = 'Failed to toggle auto-save';
export const NOT_READY_MESSAGE = 'Something went wrong, please try again later';

/** Auto-save is on unless the project's flag is explicitly false (SPEC §4). */
export function isAutoSaveEnabled(flag: boolean | null | undefined): boolean {
  return flag !== false;
}

/** SPEC §7: the flag flips only when the update answer is ok with statusCode 200. */
export function nextAutoSaveFlag(current: boolean, requested: boolean, answer: { ok: boolean; statusCode?: number }): boolean {
  return answer.ok && answer.statusCode === 200 ? requested : current;
}

export interface AutoSaverOptions<T> {
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** Identifies what a save would send; equal keys are not saved again. */
  keyOf: (snapshot: T) => string;
  save: (snapshot: T) => Promise<void>;
  /** Key of what the server already holds (the loaded project). */
  savedKey?: string;
  delayMs?: number;
  onSaved?: (snapshot: T) => void;
  onError?: (error: unknown) => void;
}

export interface AutoSaver<T> {
  /** Debounces a save of `snapshot`; a newer call replaces a pending one. */
  schedule(snapshot: T): void;
  /** Saves now (the Save button); resolves false when the save failed. */
  saveNow(snapshot: T): Promise<boolean>;
  /** Records that `key` is what the server holds (after a save done elsewhere). */
  markSaved(key: string): void;
  cancel(): void;
  pending(): boolean;
}

/**
 * Debounced saving that skips snapshots equal to the last successful save. A failed save leaves
 * the last saved key untouched, so the very next change (or the same one rescheduled) is saved again.
 */
export function createAutoSaver<T>(options: AutoSaverOptions<T>): AutoSaver<T> {
  const { clock, keyOf, save, delayMs = AUTO_SAVE_DEBOUNCE_MS, onSaved, onError } = options;
  let savedKey = options.savedKey;
  let timer: TimerHandle | null = null;

  const run = async (snapshot: T, force: boolean): Promise<boolean> => {
    const key = keyOf(snapshot);
    if (!force && key === savedKey) return true;
    try {
      await save(snapshot);
      savedKey = key;
      onSaved?.(snapshot);
      return true;
    } catch (error) {
      onError?.(error);
      return false;
    }
  };

  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  return {
    schedule(snapshot) {
      cancel();
      if (keyOf(snapshot) === savedKey) return;
      timer = clock.setTimeout(() => {
        timer = null;
        void run(snapshot, false);
      }, delayMs);
    },
    saveNow(snapshot) {
      cancel();
      return run(snapshot, true);
    },
    markSaved(key) {
      savedKey = key;
    },
    cancel,
    pending: () => timer !== null,
  };
}
