import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../styles/cx';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Text for assistive technology only.
   * @example <VisuallyHidden>Close</VisuallyHidden>
   */
  children?: ReactNode;
}

/** Hides content visually while keeping it in the accessibility tree. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden({ className, ...rest }, ref) {
  return <span ref={ref} className={cx(visuallyHidden, className)} {...rest} />;
});
