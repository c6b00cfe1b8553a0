import { createContext, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useClock } from '../Clock/useClock';
import type { TimerHandle } from '../Clock/clock';
import { DEFAULT_TOAST_DURATION, toastReducer, type Toast, type ToastTone } from './toastQueue';
import * as styles from './Toast.css';

export interface ShowToastOptions {
  /**
   * @default 'info'
   */
  tone?: ToastTone;
  /**
   * Milliseconds before it dismisses itself; `null` keeps it until dismissed.
   * @default 5000
   */
  duration?: number | null;
}

export interface ToastApi {
  /** Shows a message in the polite live region; returns its id. */
  show(message: string, options?: ShowToastOptions): number;
  dismiss(id: number): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /**
   * Accessible name of each toast's dismiss button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
  children?: ReactNode;
}

/** Renders queued toasts in an `aria-live="polite"` region; timers come from `useClock()`. */
export function ToastProvider({ dismissLabel = 'Dismiss', children }: ToastProviderProps) {
  const clock = useClock();
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, TimerHandle>());

  const dismiss = useCallback(
    (id: number) => {
      const timer = timers.current.get(id);
      if (timer !== undefined) clock.clearTimeout(timer);
      timers.current.delete(id);
      dispatch({ type: 'dismiss', id });
    },
    [clock],
  );

  const show = useCallback(
    (message: string, options: ShowToastOptions = {}) => {
      const toast: Toast = {
        id: nextId.current++,
        message,
        tone: options.tone ?? 'info',
        duration: options.duration === undefined ? DEFAULT_TOAST_DURATION : options.duration,
      };
      dispatch({ type: 'add', toast });
      if (toast.duration !== null) {
        timers.current.set(
          toast.id,
          clock.setTimeout(() => dismiss(toast.id), toast.duration),
        );
      }
      return toast.id;
    },
    [clock, dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clock.clearTimeout(timer);
      pending.clear();
    };
  }, [clock]);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The region exists before any toast so screen readers register it and announce additions. */}
      <ol className={styles.region} aria-live="polite" aria-label="Notifications">
        {toasts.map((toast) => (
          <li key={toast.id} className={`${styles.toast} ${styles.tone[toast.tone]}`}>
            <span className={styles.message}>{toast.message}</span>
            <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={() => dismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </ToastContext.Provider>
  );
}
