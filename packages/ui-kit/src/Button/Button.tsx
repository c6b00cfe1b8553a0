import { Slot, Slottable } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../styles/cx';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual weight. `link` looks like a text link but stays a button (or a link with `asChild`).
   * @default 'primary'
   * @example <Button variant="secondary">Cancel</Button>
   */
  variant?: ButtonVariant;
  /**
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretches the button to its container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and blocks clicks while an action runs.
   * @default false
   * @example <Button loading>Send</Button>
   */
  loading?: boolean;
  /**
   * Renders the single child (e.g. a link) with the button's styles instead of a `<button>`.
   * @default false
   * @example <Button asChild><a href="/signup">Sign up</a></Button>
   */
  asChild?: boolean;
  children?: ReactNode;
}

/** The action primitive: a `<button>` (type "button" unless told otherwise) or, with `asChild`, a styled link. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    asChild = false,
    disabled,
    className,
    type,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const className_ = cx(styles.root({ variant, size, fullWidth }), className);
  const spinner = loading ? <span className={styles.spinner} aria-hidden="true" data-testid="button-spinner" /> : null;

  if (asChild) {
    return (
      <Slot
        ref={ref}
        className={className_}
        aria-busy={loading || undefined}
        aria-disabled={disabled || loading || undefined}
        onClick={disabled || loading ? (event) => event.preventDefault() : onClick}
        {...rest}
      >
        {spinner}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={className_}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...rest}
    >
      {spinner}
      {children}
    </button>
  );
});
