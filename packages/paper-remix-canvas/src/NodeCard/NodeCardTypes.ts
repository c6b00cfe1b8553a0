/** What a node card takes, and the actions of its menu (NodeCard.tsx, NodeMenu.tsx). */
import { type NodeLive } from '../workflow/live';
import type { WorkflowNode } from '../workflow/types';

export type CanvasMode = 'guest' | 'user';

export type NodeMenuAction = 'runFromHere' | 'reset' | 'configure' | 'delete' | 'history' | 'connect' | 'disconnect';

export interface NodeCardProps {
  node: WorkflowNode;
  /**
   * Guests see everything but Reset, Delete and History are disabled.
   * @default 'user'
   */
  mode?: CanvasMode;
  /** Generate or Retry. */
  onGenerate?: (nodeId: string) => void;
  /** View the result of a completed node. */
  onView?: (nodeId: string) => void;
  /** Download the input node's PDF. */
  onPreview?: (nodeId: string) => void;
  onMenuAction?: (nodeId: string, action: NodeMenuAction) => void;
  /** A PDF chosen for the input node (registered users). */
  onUpload?: (nodeId: string, file: File) => void;
  /** Guests: the upload button leads here (sign-up) instead of opening the file picker. */
  onLocked?: () => void;
  /** Where 'Book a call' leads beside the expired-trial message. */
  bookingUrl?: string;
  /** Live progress, 'Out of date' and the estimate, as the server and the socket say. */
  live?: NodeLive;
  /** Edges into or out of this node; 'Disconnect…' is offered when there is one. @default 0 */
  edgeCount?: number;
  /** Why the step cannot run yet, e.g. 'Add a paper first': Generate is disabled and says so. */
  notReady?: string;
  /** The phone list: move this step up or down the list (absent at the ends). */
  onMoveUp?: (nodeId: string) => void;
  onMoveDown?: (nodeId: string) => void;
}
