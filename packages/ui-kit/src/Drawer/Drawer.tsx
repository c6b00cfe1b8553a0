import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useReturnFocus } from '../Dialog/returnFocus';
import { useScrollFocus } from '../Dialog/scrollFocus';
import { closeButton, overlay } from '../styles/overlay.css';
import * as styles from './Drawer.css';

export interface DrawerProps {
  /**
   * Heading of the drawer; it also names it for assistive technology.
   * @example <Drawer title="Ines Inbox">…</Drawer>
   */
  title: ReactNode;
  /** Optional line under the title, announced as the drawer's description. */
  description?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state (close button, Escape, a click beside it, the trigger). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the drawer, rendered as is with the trigger behaviour attached. */
  trigger?: ReactElement;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A panel that slides in from the right edge for the details of one row (Radix Dialog: modal, focus
 * trapped inside, Escape and the close button close it, focus goes back to what opened it). It
 * takes the whole width on a phone and 560 px from 600 px up; its body scrolls on its own.
 */
export function Drawer({ title, description, open, defaultOpen, onOpenChange, trigger, closeLabel = 'Close', children }: DrawerProps) {
  const returnFocus = useReturnFocus(Boolean(trigger));
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={styles.content} {...returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.header}>
            <div className={styles.heading}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <div className={styles.body} ref={scrollFocus}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
