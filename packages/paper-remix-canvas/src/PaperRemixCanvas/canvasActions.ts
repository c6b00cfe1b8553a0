import { createContext, useContext } from 'react';
import type { CanvasMode, NodeMenuAction } from '../NodeCard';
import type { NodeLive } from '../workflow/live';

export interface CanvasActions {
  mode: CanvasMode;
  onGenerate: (nodeId: string) => void;
  onView: (nodeId: string) => void;
  onPreview: (nodeId: string) => void;
  onMenuAction: (nodeId: string, action: NodeMenuAction) => void;
  onUpload: (nodeId: string, file: File) => void;
  onLocked: () => void;
  /** 'Book a call' beside the expired-trial message. */
  bookingUrl?: string;
  /** Live progress, 'Out of date' and estimates by node id. */
  live?: Readonly<Record<string, NodeLive>>;
  /** Edges touching each node, by node id. */
  edgeCounts?: Readonly<Record<string, number>>;
  /** Why a step cannot run yet ('Add a paper first'), by node id. */
  notReady?: Readonly<Record<string, string>>;
}

const noop = () => {};

/** React Flow renders node components itself, so their handlers travel by context. */
export const CanvasActionsContext = createContext<CanvasActions>({
  mode: 'user',
  onGenerate: noop,
  onView: noop,
  onPreview: noop,
  onMenuAction: noop,
  onUpload: noop,
  onLocked: noop,
});

export const useCanvasActions = () => useContext(CanvasActionsContext);
