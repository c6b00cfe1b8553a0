export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { textInputStyles } from './textInputStyles';
