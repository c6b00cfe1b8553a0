import type { PdfLoader } from '@paperlight/pdf-viewer';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { WorkflowEdge, WorkflowNode } from '../workflow/types';

/** The paper a result was made from, for its 'From the paper' links to open (issue 15). */
export interface PaperSource {
  /** The paper's name: it names the viewer for assistive technology. */
  title: string;
  /** Resolves to the PDF's URL (for a registered user, a short-lived signed link from the api). */
  loadUrl: () => Promise<string>;
  /**
   * Opens the PDF.
   * @default pdf.js, loaded when the viewer first opens
   */
  loader?: PdfLoader;
}

const PaperSourceContext = createContext<PaperSource | null>(null);

/** Makes 'From the paper' lines inside it open the paper; without one they stay plain text. */
export function PaperSourceProvider({ value, children }: { value: PaperSource | null; children?: ReactNode }) {
  return <PaperSourceContext.Provider value={value}>{children}</PaperSourceContext.Provider>;
}

export function usePaperSource(): PaperSource | null {
  return useContext(PaperSourceContext);
}

/** The input node a node builds on, however many steps up (script ← input, storyboard ← script ← input). */
export function paperInputOf(nodeId: string, nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): WorkflowNode | null {
  const seen = new Set<string>([nodeId]);
  let frontier = [nodeId];
  while (frontier.length > 0) {
    const sources = edges.filter((edge) => frontier.includes(edge.target)).map((edge) => edge.source);
    const input = nodes.find((node) => sources.includes(node.id) && node.type === 'paperInput');
    if (input) return input;
    frontier = sources.filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  return null;
}

/**
 * The paper behind a result, as its modal's 'From the paper' links open it: the input node upstream
 * (or the input node itself), once it has an uploaded file the api knows (`projectNodeId`), fetched through `preview`.
 */
/** Results whose parts name their place in the paper: a script's and storyboard's lines, a mind map's points, an episode's turns. */
const PAPER_TRACED: ReadonlySet<string> = new Set(['script', 'storyboard', 'mindmap', 'podcast']);

export function usePaperSourceOf(
  node: WorkflowNode | null,
  workflow: { nodes: readonly WorkflowNode[]; edges: readonly WorkflowEdge[] },
  preview: (projectNodeId: string | number) => Promise<string>,
  loader?: PdfLoader,
): PaperSource | null {
  // The paper input's own result (its figures) opens its own file.
  const input =
    node?.type === 'paperInput' ? node : node && PAPER_TRACED.has(node.type) ? paperInputOf(node.id, workflow.nodes, workflow.edges) : null;
  const basic = (input?.data.configuration.basic ?? {}) as { fileName?: unknown; title?: unknown };
  const projectNodeId = input?.data.projectNodeId;
  const fileName = typeof basic.fileName === 'string' ? basic.fileName : '';
  const title = typeof basic.title === 'string' && basic.title.trim() ? basic.title.trim() : fileName;
  const previewRef = useRef(preview);
  previewRef.current = preview;
  return useMemo(
    () =>
      projectNodeId != null && projectNodeId !== '' && fileName
        ? { title, loadUrl: () => previewRef.current(projectNodeId), ...(loader ? { loader } : {}) }
        : null,
    [projectNodeId, fileName, title, loader],
  );
}
