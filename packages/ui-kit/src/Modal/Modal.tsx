import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { closeButton, overlay } from '../styles/overlay.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { useReturnFocus } from '../Dialog/returnFocus';
import { useScrollFocus } from '../Dialog/scrollFocus';
import * as styles from './Modal.css';

export interface ModalProps {
  /**
   * Names the modal for assistive technology and heads it.
   * @example <Modal title="Contact us">…</Modal>
   */
  title: ReactNode;
  /**
   * Keeps the title for screen readers only, when the content brings its own heading.
   * @default false
   */
  hideTitle?: boolean;
  /** Controlled open state. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state (close button, Escape, trigger). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Element that opens the modal.
   * @example trigger={<Button>Contact us!</Button>}
   */
  trigger?: ReactElement;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Called on Escape before the modal closes; `event.preventDefault()` keeps it open (e.g. to
   * leave an edit mode first, or to confirm discarding changes).
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  children?: ReactNode;
}

/**
 * A full-screen modal (Radix Dialog): traps focus, closes on Escape or its 'Close' button,
 * restores focus to the trigger (or, without one, to what had focus when it opened), animates in 0.32 s unless the user prefers reduced motion.
 */
export function Modal({ title, hideTitle = false, open, defaultOpen, onOpenChange, trigger, closeLabel = 'Close', onEscapeKeyDown, children }: ModalProps) {
  const returnFocus = useReturnFocus(Boolean(trigger));
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined} onEscapeKeyDown={onEscapeKeyDown} {...returnFocus}>
          <div className={styles.header}>
            {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <div className={styles.body} ref={scrollFocus}>
            <div className={styles.inner}>{children}</div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
