import * as styles from './TextInput.css';

/**
 * The class names of `TextInput`'s parts, for a field it cannot render (a textarea, a field inside
 * markup of its own): `root` stacks the label, the control and its messages; `label`; `required`,
 * the asterisk; `input`, the control with its focus, disabled and `aria-invalid` states; `hint`;
 * `error`. A class of the consumer's own after `input` adjusts the control (its height, `resize`).
 * @example <textarea className={`${textInputStyles.input} ${styles.message}`} aria-invalid={invalid} />
 */
export const textInputStyles = {
  root: styles.root,
  label: styles.label,
  required: styles.required,
  input: styles.input,
  hint: styles.hint,
  error: styles.error,
} as const;
