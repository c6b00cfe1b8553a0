import { DialogBase, type DialogBaseProps } from '../DialogBase';
import { cx } from '../styles/cx';
import * as styles from './BottomSheet.css';

export interface BottomSheetProps extends DialogBaseProps {
  /**
   * Keeps the title for screen readers only, when the content brings its own heading.
   * @default false
   */
  hideTitle?: boolean;
  /** Extra class on the scrolling body, e.g. to remove its padding. */
  bodyClassName?: string;
}

/**
 * A full-width sheet sliding up from the bottom (Radix Dialog): 95 % of the viewport height
 * under 768 px, 80 % on tablets, 94 % from 1024 px. Traps focus, locks the page's scrolling
 * while open, closes on Escape, an outside click or its close button, and restores focus to
 * the trigger. The slide is skipped when the user prefers reduced motion.
 * @example <BottomSheet title="Alt Text demo" trigger={<Button>Generate Now</Button>}>…</BottomSheet>
 */
export function BottomSheet({ bodyClassName, ...props }: BottomSheetProps) {
  // A body longer than a phone's screen takes a tab stop, so a keyboard can scroll it (as Modal's).
  // Focus goes back to the trigger only, as Radix does: the sheet has never done more.
  return (
    <DialogBase
      {...props}
      classNames={{ content: styles.content, header: styles.header, title: styles.title, body: cx(styles.body, bodyClassName) }}
      returnFocus={false}
      contentProps={{ 'data-bottom-sheet': '' }}
    />
  );
}
