import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { useReturnFocus } from '../Dialog/returnFocus';
import { useScrollFocus } from '../Dialog/scrollFocus';
import { closeButton, overlay } from '../styles/overlay.css';
import { VisuallyHidden } from '../VisuallyHidden';

/** The props `Dialog`, `Modal`, `Drawer` and `BottomSheet` all take. */
export interface DialogBaseProps {
  /**
   * Heads the dialog; it also names it for assistive technology.
   * @example <Modal title="Contact us">…</Modal>
   */
  title: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state (the close button, Escape, a click outside it, the trigger). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Element that opens the dialog; rendered as is with the trigger behaviour attached.
   * @example trigger={<Button>Open</Button>}
   */
  trigger?: ReactElement;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  children?: ReactNode;
}

/** Class names of a dialog's parts; the optional ones decide where its parts go. */
export interface DialogBaseClassNames {
  content: string;
  header: string;
  title: string;
  description?: string;
  /** Groups the title and the description inside the header (Drawer); without it the description follows the header. */
  heading?: string;
  /** Wraps the children in a body that scrolls on its own and takes a tab stop while it overflows. */
  body?: string;
}

interface DialogFrameProps extends DialogBaseProps {
  classNames: DialogBaseClassNames;
  /** Announced as the dialog's description; without one, Radix's `aria-describedby` is left off. */
  description?: ReactNode;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  /**
   * Opened without a trigger, gives focus back on close to what had it when the dialog opened.
   * @default true
   */
  returnFocus?: boolean;
  /** The element that gets focus when the dialog opens, instead of the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** More props of Radix's `Content`. */
  contentProps?: Pick<RadixDialog.DialogContentProps, 'onEscapeKeyDown'> & { [data: `data-${string}`]: string };
}

/**
 * The one Radix Dialog skeleton of ui-kit's dialogs (internal): trigger, portal, overlay, content
 * with a header holding the title and the close button, then the description, then the children,
 * in a scrolling body when the dialog has one. Focus trap, Escape and the outside click are Radix's.
 */
export function DialogBase({
  title,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel = 'Close',
  children,
  classNames,
  description,
  hideTitle = false,
  returnFocus = true,
  initialFocus,
  contentProps,
}: DialogFrameProps) {
  const returnFocusHandlers = useReturnFocus(Boolean(trigger), initialFocus);
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const titleElement = <RadixDialog.Title className={classNames.title}>{title}</RadixDialog.Title>;
  const descriptionElement = description ? (
    <RadixDialog.Description className={classNames.description}>{description}</RadixDialog.Description>
  ) : null;
  const heading = classNames.heading ? (
    <div className={classNames.heading}>
      {titleElement}
      {descriptionElement}
    </div>
  ) : hideTitle ? (
    <VisuallyHidden>{titleElement}</VisuallyHidden>
  ) : (
    titleElement
  );
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={classNames.content}
          {...(returnFocus ? returnFocusHandlers : {})}
          // Radix warns when no description is linked; an absent one is intentional here.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...contentProps}
        >
          <div className={classNames.header}>
            {heading}
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {classNames.heading ? null : descriptionElement}
          {classNames.body ? (
            <div className={classNames.body} ref={scrollFocus}>
              {children}
            </div>
          ) : (
            children
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
