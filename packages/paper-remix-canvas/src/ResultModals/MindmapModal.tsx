import { Button, Skeleton, useClock } from '@paperlight/ui-kit';
import { Background, Controls, Handle, Position, ReactFlow, ReactFlowProvider, type Edge, type Node, type NodeProps } from '@xyflow/react';
import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { mindmapFileName } from '../workflow/filenames';
import {
  layoutMindmap,
  MAP_WIDTH,
  MINDMAP_DOWNLOADS,
  mindmapDownloads,
  mindmapOf,
  type MindmapDownload,
  type MindmapOutput,
} from '../workflow/mindmap';
import { fetchBlob, NO_RESULT_MESSAGE, saveFile } from '../workflow/results';
import { ResultFrame } from './ResultFrame';
import type { ResultModalProps } from './ScriptModal';
import * as styles from './Mindmap.css';
import * as resultStyles from './ResultModals.css';
import { SourcesLink } from './SourcesLink';
import { useSkeleton } from './useSkeleton';
import { useDownload } from './useDownload';

export const MINDMAP_HINT = 'Choose a point to see where the paper says it.';
export const DOWNLOAD_FAILED_MESSAGE = 'The file could not be downloaded. Please try again.';

interface MapActions {
  folded: ReadonlySet<string>;
  chosen: string | null;
  toggle: (branchId: string) => void;
  choose: (leafKey: string) => void;
}
const MapContext = createContext<MapActions | null>(null);
const useMap = () => useContext(MapContext)!;

type CentreData = { label: string; byline: string | null };
type BranchData = { id: string; label: string; kind: string; count: number };
type LeafData = { key: string; text: string };

function CentreNode({ data }: NodeProps<Node<CentreData>>) {
  return (
    <div className={styles.centre}>
      <p className={styles.centreTitle}>{data.label}</p>
      {data.byline ? <p className={styles.byline}>{data.byline}</p> : null}
      <Handle type="source" position={Position.Bottom} className={styles.handle} isConnectable={false} />
    </div>
  );
}

function BranchNode({ data }: NodeProps<Node<BranchData>>) {
  const { folded, toggle } = useMap();
  const open = !folded.has(data.id);
  return (
    <>
      <Handle type="target" position={Position.Left} className={styles.handle} isConnectable={false} />
      <button
        type="button"
        className={`${styles.branch} nodrag`}
        data-kind={data.kind}
        // The visible words first ('Results 5'), then what the number counts.
        aria-label={`${data.label} ${data.count} ${data.count === 1 ? 'point' : 'points'}`}
        aria-expanded={open}
        onClick={() => toggle(data.id)}
      >
        {data.label} <span className={styles.count}>{data.count}</span>
      </button>
      <Handle type="source" position={Position.Bottom} className={styles.handle} isConnectable={false} />
    </>
  );
}

function LeafNode({ data }: NodeProps<Node<LeafData>>) {
  const { chosen, choose } = useMap();
  return (
    <>
      <Handle type="target" position={Position.Left} className={styles.handle} isConnectable={false} />
      <button type="button" className={`${styles.leaf} nodrag`} aria-pressed={chosen === data.key} onClick={() => choose(data.key)}>
        {data.text}
      </button>
    </>
  );
}

const NODE_TYPES = { centre: CentreNode, branch: BranchNode, leaf: LeafNode };
const EDGE_STYLE = { stroke: '#64748b', strokeWidth: 2 };
/** Space around the map when it opens. */
const MARGIN = 12;

/** The map's parts as React Flow nodes, in reading order (the centre, then each branch before its points). */
function flowOf(map: MindmapOutput, folded: ReadonlySet<string>): { nodes: Node[]; edges: Edge[] } {
  const places = new Map(layoutMindmap(map, folded).map((place) => [place.id, place]));
  const byline = map.authors.length === 0 ? null : map.authors.length > 3 ? `${map.authors[0]} et al.` : map.authors.join(', ');
  const centre = places.get('centre')!;
  const nodes: Node[] = [
    { id: 'centre', type: 'centre', position: { x: centre.x, y: centre.y }, data: { label: map.centre, byline }, focusable: false },
  ];
  const edges: Edge[] = [];
  for (const branch of map.branches) {
    const place = places.get(branch.id)!;
    nodes.push({
      id: branch.id,
      type: 'branch',
      position: { x: place.x, y: place.y },
      data: { id: branch.id, label: branch.label, kind: branch.kind, count: branch.leaves.length },
      focusable: false,
    });
    edges.push({ id: `centre-${branch.id}`, source: 'centre', target: branch.id, type: 'smoothstep', style: EDGE_STYLE });
    for (const leaf of branch.leaves) {
      const key = `${branch.id}/${leaf.id}`;
      const at = places.get(key);
      if (!at) continue;
      nodes.push({ id: key, type: 'leaf', position: { x: at.x, y: at.y }, data: { key, text: leaf.text }, focusable: false });
      edges.push({ id: `${branch.id}-${key}`, source: branch.id, target: key, type: 'smoothstep', style: EDGE_STYLE });
    }
  }
  return { nodes, edges };
}

export interface MindmapViewProps {
  map: MindmapOutput;
}

/**
 * The map to explore: the paper's title, its branches (each folds and unfolds) and their points,
 * panned by dragging and zoomed with the wheel or the controls; every part is a button, so the
 * keyboard reaches it with Tab. A chosen point shows where the paper says it ('From the paper').
 */
export function MindmapView({ map }: MindmapViewProps) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const { nodes, edges } = useMemo(() => flowOf(map, folded), [map, folded]);
  const actions = useMemo<MapActions>(
    () => ({
      folded,
      chosen,
      toggle: (id) =>
        setFolded((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      choose: setChosen,
    }),
    [folded, chosen],
  );
  const [branchId, leafId] = chosen?.split('/') ?? [];
  const branch = map.branches.find((candidate) => candidate.id === branchId);
  const leaf = branch?.leaves.find((candidate) => candidate.id === leafId);
  return (
    <MapContext.Provider value={actions}>
      <div ref={box} className={styles.map} role="group" aria-label={`Mind map of ${map.centre}`}>
        <ReactFlowProvider>
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            // It opens at its top, as wide as the box allows and never smaller than readable (its
            // points' text at 12.5 px or more); the wheel scrolls it, Ctrl and the wheel or the controls zoom.
            onInit={(instance) => {
              const width = box.current?.clientWidth ?? MAP_WIDTH;
              void instance.setViewport({ x: MARGIN, y: MARGIN, zoom: Math.min(1, Math.max(0.78, (width - 2 * MARGIN) / MAP_WIDTH)) });
            }}
            panOnScroll
            zoomOnScroll={false}
            minZoom={0.2}
            maxZoom={2}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            edgesFocusable={false}
            proOptions={{ hideAttribution: false }}
          >
            <Background gap={24} />
            <Controls showInteractive={false} />
          </ReactFlow>
        </ReactFlowProvider>
      </div>
      <div className={styles.detail} role="status" aria-live="polite">
        {leaf && branch ? (
          <>
            <p className={styles.detailBranch}>{branch.label}</p>
            <p className={styles.detailText}>{leaf.text}</p>
            <SourcesLink sources={leaf.sources} label={`${branch.label}, point ${branch.leaves.indexOf(leaf) + 1}`} />
          </>
        ) : (
          <p className={resultStyles.message}>{MINDMAP_HINT}</p>
        )}
      </div>
    </MapContext.Provider>
  );
}

export interface MindmapModalProps extends ResultModalProps {
  /** Fetches a file of the map for download. @default fetch */
  fetchFile?: (url: string) => Promise<Blob>;
}

/** A Mind map node's result: the map to explore, and its PNG, SVG, OPML and Markdown downloads. */
export function MindmapModal({
  open,
  onOpenChange,
  execution,
  onDownload = saveFile,
  fetchFile = fetchBlob,
  presentation,
  fullScreen,
  onFullScreenChange,
}: MindmapModalProps) {
  const clock = useClock();
  const map = mindmapOf(execution);
  const downloads = mindmapDownloads(execution);
  const loading = useSkeleton(open);
  const files = useDownload(fetchFile, onDownload);
  const failed = files.failed;
  const download = (kind: MindmapDownload) => files.download(downloads[kind], () => mindmapFileName(clock.now(), kind));
  return (
    <ResultFrame title="Mind map" open={open} onOpenChange={onOpenChange} {...{ presentation, fullScreen, onFullScreenChange }}>
      {loading ? (
        <div className={resultStyles.skeleton}>
          <Skeleton height={320} label="Loading mind map" />
        </div>
      ) : map ? (
        <div className={resultStyles.stack}>
          <div className={resultStyles.toolbar} role="group" aria-label="Download the map">
            {MINDMAP_DOWNLOADS.filter(({ kind }) => downloads[kind]).map(({ kind, label }) => (
              <Button key={kind} size="sm" variant="secondary" onClick={() => void download(kind)}>
                {label}
              </Button>
            ))}
          </div>
          {failed ? (
            <p className={styles.failed} role="alert">
              {DOWNLOAD_FAILED_MESSAGE}
            </p>
          ) : null}
          <MindmapView map={map} />
        </div>
      ) : (
        <p className={resultStyles.message}>{NO_RESULT_MESSAGE}</p>
      )}
    </ResultFrame>
  );
}
