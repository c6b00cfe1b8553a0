import { Button, Dialog } from '@paperlight/ui-kit';
import type { WorkflowEdge, WorkflowNode } from '../workflow/types';
import * as styles from './PaperRemixCanvas.css';

export interface ConnectDialogProps {
  /** The node whose menu asked. */
  node: WorkflowNode;
  /** 'connect': choose a step to feed; 'disconnect': choose a link to remove. */
  kind: 'connect' | 'disconnect';
  nodes: readonly WorkflowNode[];
  edges: readonly WorkflowEdge[];
  onConnect: (source: string, target: string) => void;
  onDisconnect: (edgeId: string) => void;
  onClose: () => void;
}

/** Steps `node` may feed: any other step but an input, not already fed by it. */
export function connectTargets(node: WorkflowNode, nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): WorkflowNode[] {
  if (node.type === 'output') return [];
  return nodes.filter(
    (candidate) =>
      candidate.id !== node.id &&
      candidate.type !== 'paperInput' &&
      !edges.some((edge) => edge.source === node.id && edge.target === candidate.id),
  );
}

/**
 * The menu's 'Connect to…' and 'Disconnect…': wiring with a keyboard or a finger, where dragging
 * from a handle is not possible (issue 15).
 */
export function ConnectDialog({ node, kind, nodes, edges, onConnect, onDisconnect, onClose }: ConnectDialogProps) {
  const title = (id: string) => nodes.find((candidate) => candidate.id === id)?.data.title ?? id;
  const targets = connectTargets(node, nodes, edges);
  const links = edges.filter((edge) => edge.source === node.id || edge.target === node.id);
  return (
    <Dialog
      open
      title={kind === 'connect' ? `Connect ${node.data.title} to…` : `Disconnect ${node.data.title}`}
      description={kind === 'connect' ? 'Choose the step this one feeds.' : 'Choose the link to remove.'}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <ul className={styles.choiceList}>
        {kind === 'connect'
          ? targets.map((target) => (
              <li key={target.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    onConnect(node.id, target.id);
                    onClose();
                  }}
                >
                  {target.data.title}
                </Button>
              </li>
            ))
          : links.map((edge) => (
              <li key={edge.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    onDisconnect(edge.id);
                    onClose();
                  }}
                >
                  {edge.source === node.id ? `To ${title(edge.target)}` : `From ${title(edge.source)}`}
                </Button>
              </li>
            ))}
      </ul>
      {kind === 'connect' && targets.length === 0 ? <p>There is no step left for it to feed. Add one from Add Nodes.</p> : null}
    </Dialog>
  );
}
