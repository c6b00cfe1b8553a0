export { ToastProvider } from './ToastProvider';
export type { ShowToastOptions, ToastApi, ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export { DEFAULT_TOAST_DURATION, MAX_TOASTS } from './toastQueue';
export type { Toast, ToastTone } from './toastQueue';
