export type ToastTone = 'info' | 'success' | 'danger';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** Milliseconds until it dismisses itself; `null` keeps it until dismissed. */
  duration: number | null;
}

export type ToastAction = { type: 'add'; toast: Toast } | { type: 'dismiss'; id: number } | { type: 'clear' };

/** Most toasts visible at once; older ones leave first. */
export const MAX_TOASTS = 3;

export const DEFAULT_TOAST_DURATION = 5000;

export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [...state, action.toast].slice(-MAX_TOASTS);
    case 'dismiss':
      return state.filter((toast) => toast.id !== action.id);
    case 'clear':
      return [];
  }
}
