export { DialogBase } from './DialogBase';
export type { DialogBaseClassNames, DialogBaseProps } from './DialogBase';
