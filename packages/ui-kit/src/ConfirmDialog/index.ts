export { ConfirmDialog, typedConfirms } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
