import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type Edge,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import { memo, useCallback, useMemo, type DragEvent } from 'react';
import { NodeCard } from '../NodeCard';
import { NODE_HEIGHT, NODE_WIDTH } from '../workflow/project';
import type { NodeType, WorkflowEdge, WorkflowNode, XYPosition } from '../workflow/types';
import { useCanvasActions } from './canvasActions';
import * as styles from './PaperRemixCanvas.css';

export const PALETTE_MIME = 'application/x-paper-remix-node';

type CardNode = Node<{ node: WorkflowNode }, 'card'>;

const CardNodeView = memo(function CardNodeView({ data }: NodeProps<CardNode>) {
  const actions = useCanvasActions();
  const { node } = data;
  return (
    <>
      {node.type === 'paperInput' ? null : <Handle type="target" position={Position.Left} />}
      <NodeCard node={node} {...actions} />
      {node.type === 'output' ? null : <Handle type="source" position={Position.Right} />}
    </>
  );
});

const nodeTypes = { card: CardNodeView };

export interface FlowCanvasProps {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
  locked: boolean;
  onMove: (positions: Map<string, XYPosition>) => void;
  onRemove: (nodeIds: string[], edgeIds: string[]) => void;
  onConnect: (source: string, target: string) => void;
  onDropNode: (type: NodeType, position: XYPosition) => void;
}

function Flow({ nodes, edges, locked, onMove, onRemove, onConnect, onDropNode }: FlowCanvasProps) {
  const { screenToFlowPosition } = useReactFlow();
  // Sizes are given up front so the server and the first paint place nodes and edges without measuring.
  const flowNodes = useMemo<CardNode[]>(
    () =>
      nodes.map((node) => ({
        id: node.id,
        type: 'card',
        position: node.position,
        data: { node },
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
      })),
    [nodes],
  );
  const flowEdges = useMemo<Edge[]>(() => edges.map((edge) => ({ ...edge })), [edges]);

  const onNodesChange = useCallback(
    (changes: NodeChange<CardNode>[]) => {
      const positions = new Map<string, XYPosition>();
      for (const change of changes) if (change.type === 'position' && change.position) positions.set(change.id, change.position);
      if (positions.size > 0) onMove(positions);
    },
    [onMove],
  );

  const onDrop = useCallback(
    (event: DragEvent) => {
      event.preventDefault();
      const type = event.dataTransfer.getData(PALETTE_MIME) as NodeType;
      if (!type) return;
      onDropNode(type, screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    },
    [onDropNode, screenToFlowPosition],
  );

  return (
    <ReactFlow
      nodes={flowNodes}
      edges={flowEdges}
      nodeTypes={nodeTypes}
      onNodesChange={onNodesChange}
      onConnect={(connection: Connection) => onConnect(connection.source, connection.target)}
      onDelete={({ nodes: removedNodes, edges: removedEdges }) => onRemove(removedNodes.map((n) => n.id), removedEdges.map((e) => e.id))}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={onDrop}
      nodesDraggable={!locked}
      nodesConnectable={!locked}
      deleteKeyCode={locked ? null : ['Backspace', 'Delete']}
      fitView
      fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
      minZoom={0.2}
      proOptions={{ hideAttribution: false }}
      className={styles.flow}
    >
      <Background gap={24} />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}

/** The React Flow canvas of the workspace (≥ 1024 px). */
export function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <Flow {...props} />
    </ReactFlowProvider>
  );
}
