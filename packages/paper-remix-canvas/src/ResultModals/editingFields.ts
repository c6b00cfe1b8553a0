import { textInputStyles } from '@paperlight/ui-kit';
import * as editing from './Editing.css';

/** The class names of an editing form's field: ui-kit's `TextInput` parts with what the form adds. */
export const editingFields = {
  field: `${textInputStyles.root} ${editing.field}`,
  label: textInputStyles.label,
  input: `${textInputStyles.input} ${editing.input}`,
  textarea: `${textInputStyles.input} ${editing.textarea}`,
  error: textInputStyles.error,
} as const;
