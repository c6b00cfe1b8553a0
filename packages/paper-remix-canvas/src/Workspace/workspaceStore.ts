import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyHistory, recordEdit, redo, undo, type History } from '../workflow/history';
import { downstreamOf, type NodeLive } from '../workflow/live';
import type { Rect } from '../workflow/layout';
import type { RunProgress } from '../workflow/run';
import { markProcessing } from '../workflow/status';
import type { NodeType, Workflow, WorkflowEdge, WorkflowNode, XYPosition } from '../workflow/types';

/** A node's menu asked to wire it: choose a step to feed, or a link to remove. */
export interface Wiring {
  nodeId: string;
  kind: 'connect' | 'disconnect';
}

export interface ShareLinkEntry {
  token: string;
  clientNodeId?: string | null;
}

type Update<T> = T | ((current: T) => T);

/**
 * The workspace's state in one store (as React Flow keeps its own): the workflow being edited, its
 * undo history, what each card shows live, and which panel is open. Actions change it; hooks and
 * components read the slices they need.
 */
export interface WorkspaceState {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
  history: History;
  live: Record<string, NodeLive>;
  notice: string | null;
  autoSave: boolean;
  paletteOpen: boolean;
  configuring: string | null;
  viewing: string | null;
  historyOf: WorkflowNode | null;
  wiring: Wiring | null;
  shares: ShareLinkEntry[];
  /** The Run in progress (every out-of-date step in order), or null. */
  run: RunProgress | null;
  /** The part of the graph the canvas shows (flow coordinates), for placing new cards in view. */
  view: Rect | null;
  /** Bumped to ask the canvas to fit the graph in view again (after Tidy up or a template). */
  fitRequest: number;
  helpOpen: boolean;
  /** Templates asks before adding its steps. */
  confirmingTemplate: boolean;
  /** The key of what the server holds ('Saved' when the workflow has it). */
  savedKey: string | null;
  saveFailed: boolean;
  /** How many steps this tab has started (generate, upload): a server answer asked for before a start predates it. */
  starts: number;
  /** The value of `starts` when each step was last started here. */
  startedAt: Record<string, number>;
  /** This tab starts a step: it is processing now, whatever an answer asked for earlier says. */
  markStarted: (nodeId: string) => void;
  /** Applies an edit the user made and records where it started, for Undo. */
  commit: (change: (current: Workflow) => Workflow) => void;
  /** Walks the undo history; results stay as the server has them. */
  travel: (direction: 'undo' | 'redo') => void;
  /** Changes the nodes without an undo step (server results, positions while dragging). */
  setNodes: (update: Update<WorkflowNode[]>) => void;
  setLive: (update: Update<Record<string, NodeLive>>) => void;
  /** A drag begins: one Undo step for the whole drag. */
  recordMoveStart: () => void;
  moveNodes: (positions: ReadonlyMap<string, XYPosition>) => void;
  /** Marks every step after `nodeId` 'Out of date' at once; the server's state, reloaded next, has the last word. */
  markDownstreamStale: (nodeId: string) => void;
  /** A clientNodeId for a new node of `type` that no node has. */
  makeId: (type: NodeType) => string;
  requestFit: () => void;
  set: (
    patch: Partial<
      Pick<
        WorkspaceState,
        | 'notice'
        | 'autoSave'
        | 'paletteOpen'
        | 'configuring'
        | 'viewing'
        | 'historyOf'
        | 'wiring'
        | 'shares'
        | 'run'
        | 'view'
        | 'helpOpen'
        | 'confirmingTemplate'
        | 'savedKey'
        | 'saveFailed'
      >
    >,
  ) => void;
}

export type WorkspaceStore = StoreApi<WorkspaceState>;

const apply = <T>(update: Update<T>, current: T): T => (typeof update === 'function' ? (update as (value: T) => T)(current) : update);

export function createWorkspaceStore(initial: Workflow & { autoSave: boolean; history?: History }): WorkspaceStore {
  let sequence = 0;
  return createStore<WorkspaceState>()((set, get) => ({
    nodes: initial.nodes,
    edges: initial.edges,
    history: initial.history ?? emptyHistory,
    live: {},
    notice: null,
    autoSave: initial.autoSave,
    paletteOpen: true,
    configuring: null,
    viewing: null,
    historyOf: null,
    wiring: null,
    shares: [],
    run: null,
    view: null,
    fitRequest: 0,
    helpOpen: false,
    confirmingTemplate: false,
    savedKey: null,
    saveFailed: false,
    starts: 0,
    startedAt: {},
    markStarted: (nodeId) =>
      set((state) => ({
        starts: state.starts + 1,
        startedAt: { ...state.startedAt, [nodeId]: state.starts + 1 },
        nodes: markProcessing(state.nodes, nodeId),
      })),
    commit: (change) => {
      const { nodes, edges, history } = get();
      const before = { nodes, edges };
      const after = change(before);
      if (after.nodes === before.nodes && after.edges === before.edges) return;
      set({ history: recordEdit(history, before), nodes: after.nodes, edges: after.edges });
    },
    travel: (direction) => {
      const { nodes, edges, history } = get();
      const step = (direction === 'undo' ? undo : redo)(history, { nodes, edges });
      if (!step) return;
      set({ history: step.history, nodes: step.workflow.nodes, edges: step.workflow.edges });
    },
    setNodes: (update) => set((state) => ({ nodes: apply(update, state.nodes) })),
    setLive: (update) => set((state) => ({ live: apply(update, state.live) })),
    recordMoveStart: () => set((state) => ({ history: recordEdit(state.history, { nodes: state.nodes, edges: state.edges }) })),
    moveNodes: (positions) =>
      set((state) => ({
        nodes: state.nodes.map((node) => (positions.has(node.id) ? { ...node, position: positions.get(node.id)! } : node)),
      })),
    markDownstreamStale: (nodeId) => {
      const stale = downstreamOf(nodeId, get().edges);
      set((state) => {
        const live = { ...state.live };
        for (const id of stale) live[id] = { ...live[id], outOfDate: true };
        return { live };
      });
    },
    makeId: (type) => {
      const taken = new Set(get().nodes.map((node) => node.id));
      let id: string;
      do id = `${type}-${++sequence}`;
      while (taken.has(id));
      return id;
    },
    requestFit: () => set((state) => ({ fitRequest: state.fitRequest + 1 })),
    set: (patch) => set(patch),
  }));
}
