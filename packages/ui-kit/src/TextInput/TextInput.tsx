import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../styles/cx';
import * as styles from './TextInput.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /**
   * Visible label, tied to the input.
   * @example <TextInput label="Work email" type="email" />
   */
  label: ReactNode;
  /** Help text under the input, linked through `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Error message; when set the input is `aria-invalid` and the message is linked through `aria-describedby`.
   * @example <TextInput label="First name" error="First name is required" />
   */
  error?: ReactNode;
  /** Class name of the wrapper. */
  className?: string;
}

/** A labelled text field with hint and error; pass `value`/`onChange` or `defaultValue`. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hint, error, id, className, required, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `text-input-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
