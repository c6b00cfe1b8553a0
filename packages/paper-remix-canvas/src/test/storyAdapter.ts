import type { SavedNodePayload, ServerProjectNode } from '@paperlight/api-client';
import { fn } from 'storybook/test';
import type { PaperRemixAdapter } from '../adapter';

/** An adapter for stories: every call succeeds, nothing touches the network. */
export function storyAdapter(): PaperRemixAdapter {
  return {
    saveWorkflow: fn(async (_projectId: unknown, nodes: SavedNodePayload[]) =>
      nodes.map((node, index): ServerProjectNode => ({
        id: 100 + index,
        clientNodeId: node.clientNodeId,
        node: { id: node.nodeType, nodeType: node.nodeType },
      })),
    ),
    generate: fn(async () => {}),
    updateAutoSave: fn(async () => ({ ok: true, statusCode: 200 })),
    preview: fn(async () => 'data:application/pdf;base64,JVBERg=='),
    fetchFile: fn(async () => new Blob(['%PDF'])),
    subscribe: fn(() => () => {}),
  };
}
