import type { ReactNode } from 'react';
import { DialogBase, type DialogBaseProps } from '../DialogBase';
import * as styles from './Drawer.css';

export interface DrawerProps extends DialogBaseProps {
  /** Optional line under the title, announced as the drawer's description. */
  description?: ReactNode;
}

/**
 * A panel that slides in from the right edge for the details of one row (Radix Dialog: modal, focus
 * trapped inside, Escape and the close button close it, focus goes back to what opened it). It
 * takes the whole width on a phone and 560 px from 600 px up; its body scrolls on its own.
 * @example <Drawer title="Ines Inbox" open={open} onOpenChange={setOpen}>…</Drawer>
 */
export function Drawer(props: DrawerProps) {
  return (
    <DialogBase
      {...props}
      classNames={{
        content: styles.content,
        header: styles.header,
        heading: styles.heading,
        title: styles.title,
        description: styles.description,
        body: styles.body,
      }}
    />
  );
}
