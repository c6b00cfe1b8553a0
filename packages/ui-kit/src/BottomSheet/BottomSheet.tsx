import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../styles/cx';
import { useScrollFocus } from '../Dialog/scrollFocus';
import { closeButton, overlay } from '../styles/overlay.css';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './BottomSheet.css';

export interface BottomSheetProps {
  /**
   * Names the sheet for assistive technology and heads it.
   * @example <BottomSheet title="Alt Text demo">…</BottomSheet>
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
  /** Called with the next open state (close button, Escape, outside click, trigger). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Element that opens the sheet.
   * @example trigger={<Button>Generate Now</Button>}
   */
  trigger?: ReactElement;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /** Extra class on the scrolling body, e.g. to remove its padding. */
  bodyClassName?: string;
  children?: ReactNode;
}

/**
 * A full-width sheet sliding up from the bottom (Radix Dialog): 95 % of the viewport height
 * under 768 px, 80 % on tablets, 94 % from 1024 px. Traps focus, locks the page's scrolling
 * while open, closes on Escape, an outside click or its close button, and restores focus to
 * the trigger. The slide is skipped when the user prefers reduced motion.
 */
export function BottomSheet({
  title,
  hideTitle = false,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel = 'Close',
  bodyClassName,
  children,
}: BottomSheetProps) {
  // A body longer than a phone's screen takes a tab stop, so a keyboard can scroll it (as Modal's).
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined} data-bottom-sheet="">
          <div className={styles.header}>
            {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <div ref={scrollFocus} className={cx(styles.body, bodyClassName)}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
