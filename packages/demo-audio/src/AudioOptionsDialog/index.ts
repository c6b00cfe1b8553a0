export { AudioOptionsDialog } from './AudioOptionsDialog';
export type { AudioOptionsDialogProps } from './AudioOptionsDialog';
