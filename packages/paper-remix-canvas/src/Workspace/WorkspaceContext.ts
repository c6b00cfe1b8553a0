import type { PaperRemixProject } from '@paperlight/api-client';
import type { PdfLoader } from '@paperlight/pdf-viewer';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PaperRemixAdapter } from '../adapter';
import type { CanvasMode } from '../NodeCard';
import type { AutoSaver } from '../workflow/autosave';
import type { Workflow, WorkflowNode } from '../workflow/types';
import type { WorkspaceState, WorkspaceStore } from './workspaceStore';

/** What the workspace was given and the services its hooks share; fixed for a render. */
export interface WorkspaceEnv {
  store: WorkspaceStore;
  project: PaperRemixProject;
  mode: CanvasMode;
  guest: boolean;
  adapter: PaperRemixAdapter;
  saver: AutoSaver<Workflow>;
  /** Reloads every card's state from the server. */
  refresh: () => Promise<void>;
  notify: (message: string) => void;
  onLocked?: () => void;
  onProjectsClick?: () => void;
  onHelpClick?: () => void;
  onHistory?: (node: WorkflowNode) => void;
  bookingUrl?: string;
  shareUrl: (token: string) => string;
  pdfLoader?: PdfLoader;
}

export const WorkspaceContext = createContext<WorkspaceEnv | null>(null);

export function useWorkspaceEnv(): WorkspaceEnv {
  const env = useContext(WorkspaceContext);
  if (!env) throw new Error('useWorkspaceEnv must be used inside the Paper Remix workspace');
  return env;
}

/** One slice of the workspace's store; the component re-renders when that slice changes. */
export function useWorkspace<T>(selector: (state: WorkspaceState) => T): T {
  return useStore(useWorkspaceEnv().store, selector);
}
