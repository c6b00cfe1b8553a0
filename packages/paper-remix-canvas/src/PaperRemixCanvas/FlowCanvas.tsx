import { vars } from '@paperlight/ui-kit/vars';
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  MiniMap,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import { memo, useCallback, useMemo, useState, type DragEvent } from 'react';
import { NodeCard } from '../NodeCard';
import { NODE_HEIGHT, NODE_WIDTH } from '../workflow/project';
import type { NodeType, WorkflowEdge, WorkflowNode, XYPosition } from '../workflow/types';
import { useCanvasActions } from './canvasActions';
import * as styles from './PaperRemixCanvas.css';

export const PALETTE_MIME = 'application/x-paper-remix-node';

type CardNode = Node<{ node: WorkflowNode }, 'card'>;

const CardNodeView = memo(function CardNodeView({ data }: NodeProps<CardNode>) {
  const { live, edgeCounts, ...actions } = useCanvasActions();
  const { node } = data;
  return (
    <>
      {node.type === 'paperInput' ? null : <Handle type="target" position={Position.Left} />}
      <NodeCard node={node} {...actions} live={live?.[node.id]} edgeCount={edgeCounts?.[node.id] ?? 0} />
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
  /** A drag begins: the place to record an Undo step (once per drag, not per frame). */
  onMoveStart?: () => void;
}

/** Edges carry an arrow towards the step they feed and a stroke that stays visible when zoomed out. */
const defaultEdgeOptions: Pick<Edge, 'markerEnd' | 'style'> = {
  markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18, color: vars.color.muted },
  style: { strokeWidth: 2 },
};

const minimapNodeColor = (node: CardNode): string => {
  const status = node.data.node.data.status;
  return status === 'completed' ? '#16a34a' : status === 'failed' || status === 'error' ? '#dc2626' : status === 'processing' ? '#4f46e5' : '#9ca3af';
};

function Flow({ nodes, edges, locked, onMove, onRemove, onConnect, onDropNode, onMoveStart }: FlowCanvasProps) {
  const { screenToFlowPosition } = useReactFlow();
  // Selection is the canvas's own business; the workspace only hears about edits.
  const [selectedNodes, setSelectedNodes] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(() => new Set());
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
        selected: selectedNodes.has(node.id),
        ariaLabel: node.data.title,
      })),
    [nodes, selectedNodes],
  );
  const flowEdges = useMemo<Edge[]>(() => edges.map((edge) => ({ ...defaultEdgeOptions, ...edge, selected: selectedEdges.has(edge.id) })), [edges, selectedEdges]);

  const onNodesChange = useCallback(
    (changes: NodeChange<CardNode>[]) => {
      const positions = new Map<string, XYPosition>();
      let selection: Set<string> | null = null;
      for (const change of changes) {
        if (change.type === 'position' && change.position) positions.set(change.id, change.position);
        if (change.type === 'select') {
          selection ??= new Set(selectedNodes);
          if (change.selected) selection.add(change.id);
          else selection.delete(change.id);
        }
      }
      if (positions.size > 0) onMove(positions);
      if (selection) setSelectedNodes(selection);
    },
    [onMove, selectedNodes],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      let selection: Set<string> | null = null;
      for (const change of changes) {
        if (change.type !== 'select') continue;
        selection ??= new Set(selectedEdges);
        if (change.selected) selection.add(change.id);
        else selection.delete(change.id);
      }
      if (selection) setSelectedEdges(selection);
    },
    [selectedEdges],
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
      onEdgesChange={onEdgesChange}
      onNodeDragStart={() => onMoveStart?.()}
      onSelectionDragStart={() => onMoveStart?.()}
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
      // Large workflows: cards outside the view are not mounted (React Flow keeps their sizes).
      onlyRenderVisibleElements={nodes.length > 30}
      proOptions={{ hideAttribution: false }}
      className={styles.flow}
    >
      <Background gap={24} />
      <Controls showInteractive={false} aria-label="Zoom controls" />
      <MiniMap<CardNode> pannable zoomable ariaLabel="Workflow overview" nodeColor={minimapNodeColor} nodeStrokeWidth={3} />
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
