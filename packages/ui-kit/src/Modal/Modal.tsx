import { DialogBase, type DialogBaseProps } from '../DialogBase';
import * as styles from './Modal.css';

export interface ModalProps extends DialogBaseProps {
  /**
   * Keeps the title for screen readers only, when the content brings its own heading.
   * @default false
   */
  hideTitle?: boolean;
  /**
   * Called on Escape before the modal closes; `event.preventDefault()` keeps it open (e.g. to
   * leave an edit mode first, or to confirm discarding changes).
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A full-screen modal (Radix Dialog): traps focus, closes on Escape or its 'Close' button,
 * restores focus to the trigger (or, without one, to what had focus when it opened), animates in 0.32 s unless the user prefers reduced motion.
 * @example <Modal title="Contact us" trigger={<Button>Contact us!</Button>}>…</Modal>
 */
export function Modal({ onEscapeKeyDown, children, ...props }: ModalProps) {
  return (
    <DialogBase
      {...props}
      classNames={{ content: styles.content, header: styles.header, title: styles.title, body: styles.body }}
      contentProps={{ onEscapeKeyDown }}
    >
      <div className={styles.inner}>{children}</div>
    </DialogBase>
  );
}
