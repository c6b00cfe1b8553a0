import type { PaperRemixProject } from '@paperlight/api-client';
import type { PdfLoader } from '@paperlight/pdf-viewer';
import type { PaperRemixAdapter } from '../adapter';
import type { CanvasMode } from '../NodeCard';
import type { WorkflowNode } from '../workflow/types';

export interface PaperRemixCanvasProps {
  /** The project as the api (or the guest sample) returns it. */
  project: PaperRemixProject;
  /**
   * Guests see everything; every control that would change something calls `onLocked`.
   * @default 'user'
   */
  mode?: CanvasMode;
  /** Backend calls and the realtime feed. @default createApiAdapter(useApiClient()) */
  adapter?: PaperRemixAdapter;
  /** Where locked controls lead, e.g. opening the sign-up page. */
  onLocked?: () => void;
  /** Every message the workspace shows, e.g. for a toast. */
  onNotify?: (message: string) => void;
  /** The 'Project' tool (registered users): e.g. back to the project list. */
  onProjectsClick?: () => void;
  /** Told when the 'Help' tool opens its panel inside the workspace (registered users). */
  onHelpClick?: () => void;
  /** A node's History menu item (registered users). @default opens the node's run history from `adapter.history` */
  onHistory?: (node: WorkflowNode) => void;
  /**
   * Height of the canvas on large screens; React Flow needs an explicit one. 'fill': the workspace
   * fills its container's height (an application screen) and the canvas takes what is left.
   * @default 640
   */
  canvasHeight?: number | 'fill';
  /** Forces the layout; by default a 1024 px media query decides (the server renders the list). */
  layout?: 'canvas' | 'list';
  /**
   * Where 'Book a call' leads when the engine refuses an expired trial.
   * @example 'https://calendly.com/paperlight/demo'
   */
  bookingUrl?: string;
  /**
   * The public page of a shared video's token.
   * @default (token) => `/share/${token}`
   */
  shareUrl?: (token: string) => string;
  /**
   * Opens PDFs in the viewer that a script's or storyboard's 'From the paper' line opens (issue 15).
   * @default pdf.js, loaded on first use
   */
  pdfLoader?: PdfLoader;
}
