import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { closeButton, overlay } from '../styles/overlay.css';
import * as styles from './Dialog.css';
import { useReturnFocus } from './returnFocus';

export interface DialogProps {
  /**
   * Heading of the dialog; it also names the dialog for assistive technology.
   * @example <Dialog title="Select Audio Type">…</Dialog>
   */
  title: ReactNode;
  /** Optional text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state (close button, Escape, outside click, trigger). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Element that opens the dialog; rendered as is with the trigger behaviour attached.
   * @example trigger={<Button>Open</Button>}
   */
  trigger?: ReactElement;
  /** Actions shown at the bottom right, e.g. buttons. */
  footer?: ReactNode;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * The element that gets focus when the dialog opens, instead of the first focusable one.
   * @default undefined (the first focusable element, the close button)
   * @example <Dialog title="Search" initialFocus={inputRef}>…</Dialog>
   */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * A small centred dialog with a title and a close button (Radix Dialog: focus trap, Escape, restore
 * focus to the trigger or, without one, to what had focus when it opened).
 */
export function Dialog({ title, description, open, defaultOpen, onOpenChange, trigger, footer, closeLabel = 'Close', initialFocus, children }: DialogProps) {
  const returnFocus = useReturnFocus(Boolean(trigger), initialFocus);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={styles.content}
          {...returnFocus}
          // Radix warns when no description is linked; an absent one is intentional here.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog or Modal when its child is activated. */
export const DialogClose = RadixDialog.Close;
