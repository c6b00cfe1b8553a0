// Theme values on :root land in styles.css through this import.
import './theme.css';

export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Dialog, DialogClose } from './Dialog';
export type { DialogProps } from './Dialog';
export { useScrollFocus } from './Dialog/scrollFocus';
export { ConfirmDialog, typedConfirms } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { BottomSheet } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { TextInput, textInputStyles } from './TextInput';
export type { TextInputProps } from './TextInput';
export { AnalyticsSkeleton, Skeleton } from './Skeleton';
export type { AnalyticsSkeletonProps, SkeletonProps, SkeletonShape } from './Skeleton';
export { ToastProvider, useToast, DEFAULT_TOAST_DURATION, MAX_TOASTS } from './Toast';
export type { ShowToastOptions, Toast, ToastApi, ToastProviderProps, ToastTone } from './Toast';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { ClockProvider, useClock, createFakeClock, realClock } from './Clock';
export { advanceRendered } from './Clock/advance';
export type { Clock, ClockProviderProps, FakeClock, TimerHandle } from './Clock';
export { DefaultLink, Link, LinkProvider, makeLinkComponent, useLinkComponent } from './Link';
export type { LinkComponent, LinkComponentProps, LinkProps, LinkProviderProps } from './Link';
export {
  clampPage,
  DataTable,
  dateRangeKeys,
  DEFAULT_PAGE_SIZE,
  defaultTableState,
  FILTER_DEBOUNCE_MS,
  PAGE_SIZE_OPTIONS,
  pageCount,
  pageWindow,
  parseTableState,
  isCalendarDay,
  serializeTableState,
  viewRows,
} from './DataTable';
export type {
  DataTableColumn,
  DataTableFilterOption,
  DataTableProps,
  DataTableSelection,
  PageSize,
  RowsViewSpec,
  SortOrder,
  TableState,
  TableStateOptions,
} from './DataTable';
export { prefersReducedMotion } from './motion/reducedMotion';
export { ProgressRing, RING_TICK_MS } from './ProgressRing';
export type { ProgressRingProps } from './ProgressRing';
export { StatStrip } from './StatStrip';
export type { StatStripProps } from './StatStrip';
export { SignUpCall } from './SignUpCall';
export type { SignUpCallProps } from './SignUpCall';
export {
  ContentLock,
  CONTENT_TRUNCATED_MARKER,
  splitGuestContent,
  type ContentLockAction,
  type ContentLockProps,
  type GuestContent,
} from './ContentLock';
