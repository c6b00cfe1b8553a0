export { ConfirmAction } from './ConfirmAction';
export type { ConfirmActionProps } from './ConfirmAction';
