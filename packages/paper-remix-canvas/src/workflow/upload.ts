import type { ServerProjectNode } from '@paperlight/api-client';
import { GENERATE_FAILED_MESSAGE } from './status';
import type { WorkflowNode } from './types';

/** Only PDFs go to the input node; the server checks the content again. */
export const ACCEPTED_UPLOAD_TYPES = ['application/pdf'] as const;

/**
 * The input node after its upload: the server's ids and file name, idle ('Not Validated') until
 * its extraction runs, and no result of an earlier file.
 */
export function applyUpload(
  nodes: readonly WorkflowNode[],
  nodeId: string,
  server: ServerProjectNode | null | undefined,
  file: Pick<File, 'name' | 'type'>,
): WorkflowNode[] {
  return nodes.map((node) => {
    if (node.id !== nodeId) return node;
    const serverBasic = (server?.configuration as { basic?: Record<string, unknown> } | null | undefined)?.basic ?? {};
    const basic = {
      ...((node.data.configuration.basic as Record<string, unknown> | undefined) ?? {}),
      fileName: typeof serverBasic.fileName === 'string' ? serverBasic.fileName : file.name,
      fileType: typeof serverBasic.fileType === 'string' ? serverBasic.fileType : file.type || 'application/pdf',
    };
    return {
      ...node,
      data: {
        ...node.data,
        projectNodeId: server?.id ?? node.data.projectNodeId ?? null,
        nodeId: server?.node.id ?? node.data.nodeId ?? null,
        status: 'idle',
        error: null,
        execution: null,
        configuration: { ...node.data.configuration, basic },
      },
    };
  });
}

/** The server's own words for a refused upload ('This PDF has no extractable text', …), else the generic one. */
export function uploadErrorMessage(error: unknown): string {
  const body = (error as { body?: unknown } | null)?.body;
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : GENERATE_FAILED_MESSAGE;
}
