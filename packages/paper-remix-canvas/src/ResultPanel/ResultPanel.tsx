import { useScrollFocus } from '@paperlight/ui-kit';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import * as styles from './ResultPanel.css';

export const FULL_SCREEN_LABEL = 'Full screen';

export interface ResultPanelProps {
  /**
   * Names the panel for assistive technology and heads it.
   * @example <ResultPanel title="Script">…</ResultPanel>
   */
  title: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state (its Close button, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** Controlled full-screen state. */
  fullScreen?: boolean;
  /**
   * Initial full-screen state when uncontrolled.
   * @default false
   */
  defaultFullScreen?: boolean;
  /** Called when the 'Full screen' button is pressed, with the next state. */
  onFullScreenChange?: (fullScreen: boolean) => void;
  /**
   * Called on Escape before the panel closes; `event.preventDefault()` keeps it open (e.g. to leave
   * an edit mode first).
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A result beside the canvas: a non-modal dialog (Radix, `modal={false}`) that takes a column on the
 * right from 1024 px and leaves the canvas in view and usable (panning, zooming, another card's
 * View); below 1024 px, and when 'Full screen' is pressed, it covers the screen. Focus moves into it
 * when it opens and back to what had it when it closes; Escape closes it while focus is in it (or
 * nowhere in particular), not while the user works on the canvas. It renders where it is placed:
 * put it in the flex row beside the canvas.
 */
export function ResultPanel({
  title,
  open,
  defaultOpen,
  onOpenChange,
  fullScreen,
  defaultFullScreen = false,
  onFullScreenChange,
  onEscapeKeyDown,
  closeLabel = 'Close',
  children,
}: ResultPanelProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const [ownFullScreen, setOwnFullScreen] = useState(defaultFullScreen);
  const isFullScreen = fullScreen ?? ownFullScreen;
  const content = useRef<HTMLDivElement>(null);
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const returnTo = useRef<HTMLElement | null>(null);
  const toggle = () => {
    const next = !isFullScreen;
    if (fullScreen === undefined) setOwnFullScreen(next);
    onFullScreenChange?.(next);
  };
  return (
    <RadixDialog.Root
      modal={false}
      open={isOpen}
      onOpenChange={(next) => {
        if (open === undefined) setOwnOpen(next);
        onOpenChange?.(next);
      }}
    >
      {/* No portal: the panel takes its column where it is placed. The slot holds that column, so a long result never makes the row taller. */}
      {isOpen ? (
        <div className={isFullScreen ? `${styles.slot} ${styles.slotEmpty}` : styles.slot}>
          <RadixDialog.Content
            ref={content}
            className={isFullScreen ? `${styles.content} ${styles.fullScreen}` : styles.content}
            aria-describedby={undefined}
            data-result-panel=""
            data-full-screen={isFullScreen || undefined}
            onOpenAutoFocus={() => {
              const active = document.activeElement;
              returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
            }}
            onCloseAutoFocus={(event) => {
              const target = returnTo.current;
              returnTo.current = null;
              // Another result took this one's place (another card's View): focus stays in it.
              const active = document.activeElement;
              if (active instanceof HTMLElement && active.closest('[data-result-panel]')) {
                event.preventDefault();
                return;
              }
              if (!target?.isConnected) return;
              event.preventDefault();
              target.focus();
            }}
            // Panning the canvas or pressing another card's button keeps the panel open.
            onInteractOutside={(event) => event.preventDefault()}
            onEscapeKeyDown={(event) => {
              const active = document.activeElement;
              const elsewhere = active instanceof HTMLElement && active !== document.body && !content.current?.contains(active);
              if (elsewhere) {
                event.preventDefault();
                return;
              }
              onEscapeKeyDown?.(event);
            }}
          >
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              <button type="button" className={styles.headerButton} aria-pressed={isFullScreen} onClick={toggle}>
                {FULL_SCREEN_LABEL}
              </button>
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            </div>
            <div className={styles.body} ref={scrollFocus}>
              <div className={isFullScreen ? `${styles.inner} ${styles.innerWide}` : styles.inner}>{children}</div>
            </div>
          </RadixDialog.Content>
        </div>
      ) : null}
    </RadixDialog.Root>
  );
}
