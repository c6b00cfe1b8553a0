import { Modal } from '@paperlight/ui-kit';
import type { ReactNode } from 'react';
import { ResultPanel } from '../ResultPanel';
import { resultBody } from './ResultModals.css';

/** Where a result opens: a full-screen modal, or a panel beside the canvas (the workspace's choice). */
export type ResultPresentation = 'modal' | 'panel';

/** What every result view (paper contents, script, storyboard, video) takes about how it is shown. */
export interface ResultFrameOptions {
  /**
   * A full-screen modal, or a side panel that leaves the canvas in view (with a 'Full screen' button).
   * @default 'modal'
   */
  presentation?: ResultPresentation;
  /** The side panel's full-screen state (controlled); ignored by the modal. */
  fullScreen?: boolean;
  /** Called when the side panel's 'Full screen' button is pressed. */
  onFullScreenChange?: (fullScreen: boolean) => void;
}

interface ResultFrameProps extends ResultFrameOptions {
  title: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  children?: ReactNode;
}

/** A result's frame: the modal or the side panel, with the same name, close button and Escape. */
export function ResultFrame({ presentation = 'modal', fullScreen, onFullScreenChange, children, ...props }: ResultFrameProps) {
  // The body measures its own width, so a result's columns follow the panel or modal it is in.
  const body = <div className={resultBody}>{children}</div>;
  if (presentation === 'panel') {
    return (
      <ResultPanel {...props} {...(fullScreen === undefined ? {} : { fullScreen })} {...(onFullScreenChange ? { onFullScreenChange } : {})}>
        {body}
      </ResultPanel>
    );
  }
  return <Modal {...props}>{body}</Modal>;
}
