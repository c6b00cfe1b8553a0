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
  useStore,
  useStoreApi,
  type Connection,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { NodeCard } from '../NodeCard';
import { NODE_HEIGHT, NODE_WIDTH } from '../workflow/project';
import type { Rect } from '../workflow/layout';
import type { NodeType, WorkflowEdge, WorkflowNode, XYPosition } from '../workflow/types';
import { useCanvasActions } from './canvasActions';
import * as styles from './PaperRemixCanvas.css';

export const PALETTE_MIME = 'application/x-paper-remix-node';

/** The smallest text on a card is 14 px; fitting the view never shrinks it below 12 px. */
export const READABLE_ZOOM = 12 / 14;
const fitViewOptions = { padding: 0.15, maxZoom: 1, minZoom: READABLE_ZOOM };
/** The overview's size, and the band at the pane's foot it takes (React Flow's panels sit 15 px in). */
const MINIMAP = { width: 168, height: 112 };
const MINIMAP_BAND = MINIMAP.height + 2 * 15;

type CardNode = Node<{ node: WorkflowNode }, 'card'>;

const CardNodeView = memo(function CardNodeView({ data }: NodeProps<CardNode>) {
  const { live, edgeCounts, notReady, ...actions } = useCanvasActions();
  const { node } = data;
  return (
    <>
      {node.type === 'paperInput' ? null : <Handle type="target" position={Position.Left} />}
      <NodeCard node={node} {...actions} live={live?.[node.id]} edgeCount={edgeCounts?.[node.id] ?? 0} notReady={notReady?.[node.id]} />
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
  /** Changes when the graph should be fitted in view again (Tidy up, a template). */
  fitKey?: number;
  /** The part of the graph in view, in flow coordinates, after each pan or zoom. */
  onViewChange?: (view: Rect) => void;
  /** The step whose result is open beside the canvas: kept in view when the canvas narrows for it. */
  keepInView?: string | null;
}

/** Edges carry an arrow towards the step they feed and a stroke that stays visible when zoomed out. */
const defaultEdgeOptions: Pick<Edge, 'markerEnd' | 'style'> = {
  markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18, color: vars.color.muted },
  style: { strokeWidth: 2 },
};

const minimapNodeColor = (node: CardNode): string => {
  const status = node.data.node.data.status;
  return status === 'completed'
    ? '#16a34a'
    : status === 'failed' || status === 'error'
      ? '#dc2626'
      : status === 'processing'
        ? '#4f46e5'
        : '#9ca3af';
};

/**
 * Where fitting the view puts `bounds` (flow coordinates) in a pane of `width` × `height` px: the whole
 * graph when it fits at a readable zoom, centred; otherwise at the readable zoom with its start (the
 * paper's input, on the left) in view, since the chain is read from there. React Flow's own fitView
 * centres a graph it cannot fit, which hid the Paper Input card behind the palette.
 */
export function readableViewport(bounds: Rect, width: number, height: number): { x: number; y: number; zoom: number } {
  const { padding, maxZoom, minZoom } = fitViewOptions;
  const fit = Math.min(width / (bounds.width * (1 + 2 * padding)), height / (bounds.height * (1 + 2 * padding)));
  const zoom = Math.min(maxZoom, Math.max(minZoom, fit));
  const centreX = width / 2 - (bounds.x + bounds.width / 2) * zoom;
  const centreY = height / 2 - (bounds.y + bounds.height / 2) * zoom;
  const fitsAcross = bounds.width * zoom * (1 + 2 * padding) <= width;
  const fitsDown = bounds.height * zoom * (1 + 2 * padding) <= height;
  return {
    x: fitsAcross ? centreX : width * padding * 0.5 - bounds.x * zoom,
    y: fitsDown ? centreY : height * padding * 0.5 - bounds.y * zoom,
    zoom,
  };
}

/** Fits the graph on first paint and when asked, and reports the part of it in view. */
function useViewSync(fitKey: number | undefined, onViewChange: FlowCanvasProps['onViewChange']) {
  const { setViewport, getNodes, getNodesBounds } = useReactFlow();
  const storeApi = useStoreApi();
  const report = useCallback(() => {
    const { width, height, transform } = storeApi.getState();
    const [x, y, zoom] = transform;
    if (width > 0 && height > 0) onViewChange?.({ x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom });
  }, [onViewChange, storeApi]);
  const fit = useCallback(
    async (duration: number) => {
      const { width, height } = storeApi.getState();
      const nodes = getNodes();
      // React Flow's bounds use each card's measured size (a finished Paper Input card is taller).
      // Fitted above the overview's band, so no card's menu lies under the minimap.
      const room = Math.max(height / 2, height - MINIMAP_BAND);
      if (nodes.length > 0 && width > 0 && height > 0)
        await setViewport(readableViewport(getNodesBounds(nodes), width, room), { duration });
      report();
    },
    [getNodes, getNodesBounds, report, setViewport, storeApi],
  );
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    // After the new positions are drawn.
    const frame = requestAnimationFrame(() => void fit(200));
    return () => cancelAnimationFrame(frame);
  }, [fitKey, fit]);
  const onInit = useCallback(() => void fit(0), [fit]);
  // React Flow's own first fit is queued until the cards are measured, which may come after onInit
  // and centre the graph again: fitted once more when that first queued fit is done (only the first;
  // the Controls' fit button queues later ones, and those stay as asked).
  const queued = useStore((state) => state.fitViewQueued);
  const refitted = useRef(false);
  useEffect(() => {
    if (queued || refitted.current) return undefined;
    const frame = requestAnimationFrame(() => {
      refitted.current = true;
      void fit(0);
    });
    return () => cancelAnimationFrame(frame);
  }, [queued, fit]);
  return { onInit, report };
}

/**
 * Pans (at the same zoom) so `nodeId`'s card is in view when it is not: a result's panel opens
 * beside the canvas and narrows it, and the card whose result it shows should stay visible.
 */
function useKeepInView(nodeId: string | null | undefined) {
  const { getInternalNode, getViewport, setCenter } = useReactFlow();
  const width = useStore((state) => state.width);
  const height = useStore((state) => state.height);
  useEffect(() => {
    if (!nodeId || width === 0 || height === 0) return;
    const node = getInternalNode(nodeId);
    if (!node) return;
    const { x, y, zoom } = getViewport();
    const { x: nodeX, y: nodeY } = node.internals.positionAbsolute;
    const nodeWidth = node.measured.width ?? NODE_WIDTH;
    const nodeHeight = node.measured.height ?? NODE_HEIGHT;
    const left = nodeX * zoom + x;
    const top = nodeY * zoom + y;
    if (left >= 0 && top >= 0 && left + nodeWidth * zoom <= width && top + nodeHeight * zoom <= height) return;
    void setCenter(nodeX + nodeWidth / 2, nodeY + nodeHeight / 2, { zoom, duration: 200 });
  }, [nodeId, width, height, getInternalNode, getViewport, setCenter]);
}

function Flow({
  nodes,
  edges,
  locked,
  onMove,
  onRemove,
  onConnect,
  onDropNode,
  onMoveStart,
  fitKey,
  onViewChange,
  keepInView,
}: FlowCanvasProps) {
  const { screenToFlowPosition } = useReactFlow();
  const { onInit, report: reportView } = useViewSync(fitKey, onViewChange);
  useKeepInView(keepInView);
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
  const flowEdges = useMemo<Edge[]>(
    () => edges.map((edge) => ({ ...defaultEdgeOptions, ...edge, selected: selectedEdges.has(edge.id) })),
    [edges, selectedEdges],
  );

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
      onDelete={({ nodes: removedNodes, edges: removedEdges }) =>
        onRemove(
          removedNodes.map((n) => n.id),
          removedEdges.map((e) => e.id),
        )
      }
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={onDrop}
      nodesDraggable={!locked}
      nodesConnectable={!locked}
      deleteKeyCode={locked ? null : ['Backspace', 'Delete']}
      // React Flow's fit paints the first frame with every card (so each is measured, and its own fit
      // button can fit them all later); useViewSync then fits again, on init and once the cards are
      // measured, so a chain too long to fit opens readable at its start.
      fitView
      fitViewOptions={fitViewOptions}
      onInit={onInit}
      onMoveEnd={reportView}
      minZoom={0.2}
      // Large workflows: cards outside the view are not mounted (React Flow keeps their sizes).
      onlyRenderVisibleElements={nodes.length > 30}
      proOptions={{ hideAttribution: false }}
      className={styles.flow}
    >
      <Background gap={24} />
      <Controls showInteractive={false} aria-label="Zoom controls" />
      <MiniMap<CardNode> pannable zoomable ariaLabel="Workflow overview" nodeColor={minimapNodeColor} nodeStrokeWidth={3} style={MINIMAP} />
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
