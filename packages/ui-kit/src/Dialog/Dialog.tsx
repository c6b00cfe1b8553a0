import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { DialogBase, type DialogBaseProps } from '../DialogBase';
import * as styles from './Dialog.css';

export interface DialogProps extends DialogBaseProps {
  /** Optional text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Actions shown at the bottom right, e.g. buttons. */
  footer?: ReactNode;
  /**
   * The element that gets focus when the dialog opens, instead of the first focusable one.
   * @default undefined (the first focusable element, the close button)
   * @example <Dialog title="Search" initialFocus={inputRef}>…</Dialog>
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A small centred dialog with a title and a close button (Radix Dialog: focus trap, Escape, restore
 * focus to the trigger or, without one, to what had focus when it opened).
 * @example <Dialog title="Select Audio Type" trigger={<Button>Options</Button>}>…</Dialog>
 */
export function Dialog({ footer, children, ...props }: DialogProps) {
  return (
    <DialogBase
      {...props}
      classNames={{ content: styles.content, header: styles.header, title: styles.title, description: styles.description }}
    >
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </DialogBase>
  );
}

/** Closes the surrounding Dialog or Modal when its child is activated. */
export const DialogClose = RadixDialog.Close;
