import type { PaperRemixProject } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import type { PdfLoader } from '@paperlight/pdf-viewer';
import { Button, useClock } from '@paperlight/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createApiAdapter, GenerateResponseError, type PaperRemixAdapter } from '../adapter';
import { ConfigurationDrawer } from '../ConfigurationDrawer';
import { NodeCard, type CanvasMode, type NodeMenuAction } from '../NodeCard';
import { NodeHistoryDialog } from '../NodeHistory';
import { PaperModal, PaperSourceProvider, ScriptModal, ShareLinks, StoryboardModal, usePaperSourceOf, VideoPlayerModal, type EditableResultProps } from '../ResultModals';
import { createAutoSaver, isAutoSaveEnabled, nextAutoSaveFlag, NOT_READY_MESSAGE, SAVE_FAILED_MESSAGE, TOGGLE_FAILED_MESSAGE } from '../workflow/autosave';
import { inputFileName } from '../workflow/filenames';
import { emptyHistory, historyKey, recordEdit, redo, undo, type History } from '../workflow/history';
import { attachServerIds, toSavedNodePayloads, workflowKey } from '../workflow/payload';
import { chainPosition, createNode, edgeId, NODE_HEIGHT, projectToWorkflow, templateWorkflow } from '../workflow/project';
import { INPUT_DOWNLOAD_FAILED_MESSAGE, NO_INPUT_SOURCE_MESSAGE, PDF_NOT_AVAILABLE_MESSAGE, saveFile } from '../workflow/results';
import {
  applyGenerateFailure,
  applyProcessedEvent,
  checkGeneratePreconditions,
  generateFailure,
  markPreconditionFailed,
  markProcessing,
  resetNode,
  withOutputStatus,
} from '../workflow/status';
import { applyUpload, uploadErrorMessage } from '../workflow/upload';
import { applyServerStates, downstreamOf, liveFromStates, type NodeLive, type NodeState } from '../workflow/live';
import type { NodeType, Workflow, WorkflowNode, XYPosition } from '../workflow/types';
import { CanvasActionsContext, type CanvasActions } from './canvasActions';
import { ConnectDialog } from './ConnectDialog';
import { FlowCanvas } from './FlowCanvas';
import { Palette } from './Palette';
import * as styles from './PaperRemixCanvas.css';
import { useIsDesktop } from './useIsDesktop';


export const EMPTY_TITLE = 'Start Building Your Workflow';
export const EMPTY_HINT = 'Drag nodes from the palette or use a template to get started quickly';

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
  /** The 'Help' tool (registered users). */
  onHelpClick?: () => void;
  /** A node's History menu item (registered users). @default opens the node's run history from `adapter.history` */
  onHistory?: (node: WorkflowNode) => void;
  /**
   * Height of the canvas on large screens; React Flow needs an explicit one.
   * @default 640
   */
  canvasHeight?: number;
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

const defaultShareUrl = (token: string) => `/share/${token}`;

type Viewing = { nodeId: string } | null;

/** The video's scenes ({start, duration}) from its `jsonOutput`, for the player's chapters. */
const scenesOf = (output: unknown): { start: number }[] | null => {
  const scenes = (output as { scenes?: unknown } | null | undefined)?.scenes;
  return Array.isArray(scenes) ? scenes.filter((scene): scene is { start: number } => typeof (scene as { start?: unknown })?.start === 'number') : null;
};

/** The engine's answer when another tab (or a double click) already started the step. */
const ALREADY_PROCESSING = 'This step is already processing';

/** List order on phones: the canvas reads left to right, then top to bottom. */
const byPlace = (a: WorkflowNode, b: WorkflowNode) => a.position.x - b.position.x || a.position.y - b.position.y;

const stringField = (data: unknown, key: string): string | null => {
  const value = (data as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

function Workspace({
  project,
  mode = 'user',
  adapter,
  onLocked,
  onNotify,
  onProjectsClick,
  onHelpClick,
  onHistory,
  canvasHeight = 640,
  layout,
  bookingUrl,
  shareUrl = defaultShareUrl,
  pdfLoader,
}: PaperRemixCanvasProps & { adapter: PaperRemixAdapter }) {
  const clock = useClock();
  const guest = mode === 'guest';
  const isDesktop = useIsDesktop(layout === undefined ? undefined : layout === 'canvas');
  const initial = useMemo(() => projectToWorkflow(project), [project]);
  const [nodes, setNodes] = useState(initial.nodes);
  const [edges, setEdges] = useState(initial.edges);
  const latest = useRef<Workflow>({ nodes, edges });
  latest.current = { nodes, edges };
  const [autoSave, setAutoSave] = useState(isAutoSaveEnabled(project.autoSaveEnabled));
  const [paletteOpen, setPaletteOpen] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [configuring, setConfiguring] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Viewing>(null);
  const [historyOf, setHistoryOf] = useState<WorkflowNode | null>(null);
  const [wiring, setWiring] = useState<{ nodeId: string; kind: 'connect' | 'disconnect' } | null>(null);
  const [live, setLive] = useState<Record<string, NodeLive>>({});
  const rootRef = useRef<HTMLElement>(null);
  const [shares, setShares] = useState<{ token: string; clientNodeId?: string | null }[]>([]);
  const sequence = useRef(0);
  const [history, setHistory] = useState<History>(emptyHistory);
  const historyRef = useRef(history);
  historyRef.current = history;

  /** Applies an edit the user made and records where it started, for Undo. */
  const commit = useCallback((change: (current: Workflow) => Workflow) => {
    const before = latest.current;
    const after = change(before);
    if (after.nodes === before.nodes && after.edges === before.edges) return;
    setHistory((current) => recordEdit(current, before));
    latest.current = after;
    setNodes(after.nodes);
    setEdges(after.edges);
  }, []);

  const travel = useCallback((direction: 'undo' | 'redo') => {
    const step = (direction === 'undo' ? undo : redo)(historyRef.current, latest.current);
    if (!step) return;
    historyRef.current = step.history;
    setHistory(step.history);
    latest.current = step.workflow;
    setNodes(step.workflow.nodes);
    setEdges(step.workflow.edges);
  }, []);

  const notify = useCallback(
    (message: string) => {
      setNotice(message);
      onNotify?.(message);
    },
    [onNotify],
  );

  const saver = useMemo(
    () =>
      createAutoSaver<Workflow>({
        clock,
        keyOf: (workflow) => workflowKey(workflow.nodes, workflow.edges),
        savedKey: workflowKey(initial.nodes, initial.edges),
        save: async (workflow) => {
          const server = await adapter.saveWorkflow(project.id, toSavedNodePayloads(workflow.nodes, workflow.edges));
          setNodes((current) => attachServerIds(current, server));
        },
        onError: () => notify(SAVE_FAILED_MESSAGE),
      }),
    [adapter, clock, initial, notify, project.id],
  );

  useEffect(() => () => saver.cancel(), [saver]);
  useEffect(() => {
    if (!guest && autoSave) saver.schedule({ nodes, edges });
  }, [guest, autoSave, saver, nodes, edges]);

  /** Card state comes from the server: on load, when the page is shown again, after a reconnect and after each result. */
  const refresh = useCallback(async () => {
    if (guest || !adapter.loadState || !project.id) return;
    try {
      const states = await adapter.loadState(project.id);
      const received = clock.now();
      setNodes((current) => applyServerStates(current, states));
      setLive((current) => {
        const next = liveFromStates(states, received, (startedAt) => (received - Date.parse(startedAt)) / 1000);
        // A progress event newer than the database row keeps its stage and percent.
        for (const [id, entry] of Object.entries(next)) {
          const seen = current[id];
          if (entry.percent !== undefined && seen?.percent !== undefined && seen.percent >= entry.percent) {
            next[id] = { ...entry, percent: seen.percent, stage: seen.stage, elapsedSec: seen.elapsedSec, receivedAt: seen.receivedAt };
          }
        }
        return next;
      });
    } catch {
      // Offline or signed out: the cards keep what they show; the next focus or event tries again.
    }
  }, [adapter, clock, guest, project.id]);

  useEffect(() => {
    if (guest) return undefined;
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [guest, refresh]);

  useEffect(() => {
    if (guest || !adapter.subscribe) return undefined;
    return adapter.subscribe(
      (event) => {
        setNodes((current) => applyProcessedEvent(current, event));
        setLive((current) => ({ ...current, [event.clientNodeId]: { ...current[event.clientNodeId], percent: undefined, stage: undefined } }));
        // Its result may put later steps out of date (or bring this one up to date).
        void refresh();
      },
      {
        onProgress: (event) => {
          const receivedAt = clock.now();
          setLive((current) => ({
            ...current,
            [event.clientNodeId]: { ...current[event.clientNodeId], percent: event.percent, stage: event.stage, elapsedSec: event.elapsedSec, receivedAt },
          }));
          // A step started elsewhere (another tab) is running, whatever this tab last heard.
          setNodes((current) =>
            current.some((node) => node.id === event.clientNodeId && node.data.status !== 'processing') ? markProcessing(current, event.clientNodeId) : current,
          );
        },
        onReconnect: () => void refresh(),
      },
    );
  }, [adapter, clock, guest, refresh]);

  const makeId = useCallback((type: NodeType) => {
    const taken = new Set(latest.current.nodes.map((node) => node.id));
    let id: string;
    do id = `${type}-${++sequence.current}`;
    while (taken.has(id));
    return id;
  }, []);

  const addNode = useCallback(
    (type: NodeType, position?: XYPosition) => {
      const id = makeId(type);
      commit((current) => ({ ...current, nodes: [...current.nodes, createNode(type, id, position ?? chainPosition(current.nodes.length))] }));
    },
    [commit, makeId],
  );

  const lockedOr = (action: () => void) => () => (guest ? onLocked?.() : action());

  const save = async () => {
    if (!project.id) return notify(NOT_READY_MESSAGE);
    await saver.saveNow(latest.current);
  };

  const toggleAutoSave = async () => {
    const requested = !autoSave;
    try {
      const answer = await adapter.updateAutoSave(project.id, requested);
      const next = nextAutoSaveFlag(autoSave, requested, answer);
      if (next === autoSave) notify(TOGGLE_FAILED_MESSAGE);
      setAutoSave(next);
    } catch {
      notify(TOGGLE_FAILED_MESSAGE);
    }
  };

  const addTemplate = () => {
    const template = templateWorkflow(makeId);
    const offset = latest.current.nodes.length === 0 ? 0 : Math.max(...latest.current.nodes.map((node) => node.position.y)) + NODE_HEIGHT + 80;
    commit((current) => ({
      nodes: [...current.nodes, ...template.nodes.map((node) => ({ ...node, position: { ...node.position, y: node.position.y + offset } }))],
      edges: [...current.edges, ...template.edges],
    }));
  };

  const generate = async (nodeId: string) => {
    if (guest) return onLocked?.();
    const { nodes: current, edges: currentEdges } = latest.current;
    const node = current.find((candidate) => candidate.id === nodeId);
    if (!node) return undefined;
    const precondition = checkGeneratePreconditions(nodeId, current, currentEdges);
    if (!precondition.ok) {
      setNodes((all) => markPreconditionFailed(all, nodeId, precondition.message));
      return notify(precondition.message);
    }
    // The engine reads the saved workflow, so it must hold this node and its edges first.
    if (!(await saver.saveNow(latest.current))) return undefined;
    setNodes((all) => markProcessing(all, nodeId));
    try {
      await adapter.generate(project.id, { clientNodeId: nodeId, nodeType: node.type });
    } catch (error) {
      if (error instanceof GenerateResponseError && error.status === 409 && (error.body as { message?: unknown } | null)?.message === ALREADY_PROCESSING) {
        // Started in another tab: it is running, not failed.
        return void refresh();
      }
      const failure = generateFailure(node.type, error instanceof GenerateResponseError ? { kind: 'response', status: error.status, body: error.body } : { kind: 'exception' });
      setNodes((all) => applyGenerateFailure(all, nodeId, failure));
      notify(failure.message);
    }
    return undefined;
  };

  const preview = async (nodeId: string) => {
    const node = latest.current.nodes.find((candidate) => candidate.id === nodeId);
    const basic = (node?.data.configuration.basic ?? {}) as { fileName?: string };
    if (!node || !basic.fileName) return notify(NO_INPUT_SOURCE_MESSAGE);
    if (node.data.projectNodeId == null) return notify(PDF_NOT_AVAILABLE_MESSAGE);
    try {
      const url = await adapter.preview(project.id, node.data.projectNodeId);
      const blob = adapter.fetchFile
        ? await adapter.fetchFile(url)
        : await fetch(url).then((response) => {
            if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
            return response.blob();
          });
      saveFile(blob, inputFileName(basic.fileName));
    } catch {
      notify(INPUT_DOWNLOAD_FAILED_MESSAGE);
    }
    return undefined;
  };

  const onMenuAction = (nodeId: string, action: NodeMenuAction) => {
    if (action === 'configure') return setConfiguring(nodeId);
    if (guest) return onLocked?.();
    if (action === 'connect' || action === 'disconnect') return setWiring({ nodeId, kind: action });
    if (action === 'reset') {
      const result = resetNode(latest.current.nodes, nodeId);
      if (!result.ok) return notify(result.message);
      setNodes(result.nodes);
      void adapter.reset?.(project.id, nodeId).catch(() => notify(SAVE_FAILED_MESSAGE));
      return undefined;
    }
    if (action === 'delete') {
      commit((current) => ({
        nodes: current.nodes.filter((node) => node.id !== nodeId),
        edges: current.edges.filter((edge) => edge.source !== nodeId && edge.target !== nodeId),
      }));
      return undefined;
    }
    const node = latest.current.nodes.find((candidate) => candidate.id === nodeId);
    if (!node) return undefined;
    if (onHistory) return onHistory(node);
    if (!adapter.history) return notify(NOT_READY_MESSAGE);
    return setHistoryOf(node);
  };

  /** Marks every step after `nodeId` 'Out of date' at once; the server's state, reloaded next, has the last word. */
  const markDownstreamStale = (nodeId: string) => {
    const stale = downstreamOf(nodeId, latest.current.edges);
    setLive((current) => {
      const next = { ...current };
      for (const id of stale) next[id] = { ...next[id], outOfDate: true };
      return next;
    });
  };

  const upload = async (nodeId: string, file: File) => {
    if (guest) return onLocked?.();
    if (!adapter.upload) return notify(NOT_READY_MESSAGE);
    // The server attaches the file to the saved node, so the workflow (and its edges) go first.
    if (!(await saver.saveNow(latest.current))) return undefined;
    setNodes((all) => markProcessing(all, nodeId));
    try {
      const server = await adapter.upload(project.id, nodeId, file);
      setNodes((all) => applyUpload(all, nodeId, server, file));
      // Every result made from the old paper no longer matches it.
      markDownstreamStale(nodeId);
    } catch (error) {
      const message = uploadErrorMessage(error);
      setNodes((all) => applyGenerateFailure(all, nodeId, { status: 'failed', message }));
      return notify(message);
    }
    // Extraction is the input node's own step: it turns 'Not Validated' into 'Valid'.
    return generate(nodeId);
  };

  /** Registered users edit a script's or storyboard's result and restore its versions (issue 15); guests only read. */
  const resultEditing = (nodeId: string): EditableResultProps => {
    if (guest || !adapter.saveOutput) return {};
    const saveOutput = adapter.saveOutput;
    const applySaved = (state: NodeState) => {
      setNodes((current) => applyServerStates(current, [state]));
      markDownstreamStale(nodeId);
      void refresh();
    };
    const { versions, restoreVersion } = adapter;
    return {
      onSave: async (output) => applySaved(await saveOutput(project.id, nodeId, output)),
      ...(versions && restoreVersion
        ? {
            loadVersions: () => versions(project.id, nodeId),
            onRestore: async (versionId: string) => applySaved(await restoreVersion(project.id, nodeId, versionId)),
          }
        : {}),
    };
  };

  const edgeCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const edge of edges) {
      counts[edge.source] = (counts[edge.source] ?? 0) + 1;
      counts[edge.target] = (counts[edge.target] ?? 0) + 1;
    }
    return counts;
  }, [edges]);

  const actions: CanvasActions = {
    mode,
    onGenerate: (nodeId) => void generate(nodeId),
    onView: (nodeId) => setViewing({ nodeId }),
    onPreview: (nodeId) => void preview(nodeId),
    onMenuAction,
    onUpload: (nodeId, file) => void upload(nodeId, file),
    onLocked: () => onLocked?.(),
    ...(bookingUrl ? { bookingUrl } : {}),
    live,
    edgeCounts,
  };

  const onMove = useCallback((positions: Map<string, XYPosition>) => {
    setNodes((current) => current.map((node) => (positions.has(node.id) ? { ...node, position: positions.get(node.id)! } : node)));
  }, []);
  const onMoveStart = useCallback(() => setHistory((current) => recordEdit(current, latest.current)), []);
  const onRemove = useCallback(
    (nodeIds: string[], edgeIds: string[]) => {
      const removed = new Set(nodeIds);
      const removedEdges = new Set(edgeIds);
      commit((current) => ({
        nodes: current.nodes.filter((node) => !removed.has(node.id)),
        edges: current.edges.filter((edge) => !removedEdges.has(edge.id) && !removed.has(edge.source) && !removed.has(edge.target)),
      }));
    },
    [commit],
  );
  const onConnect = useCallback(
    (source: string, target: string) => {
      if (source === target) return;
      commit((current) =>
        current.edges.some((edge) => edge.source === source && edge.target === target)
          ? current
          : { ...current, edges: [...current.edges, { id: edgeId(source, target), source, target }] },
      );
    },
    [commit],
  );

  const disconnect = useCallback((id: string) => commit((current) => ({ ...current, edges: current.edges.filter((edge) => edge.id !== id) })), [commit]);

  /** Phone list: a step moves by trading places with its neighbour, so the canvas keeps the same order. */
  const move = useCallback(
    (nodeId: string, by: -1 | 1) =>
      commit((current) => {
        const ordered = [...current.nodes].sort(byPlace);
        const index = ordered.findIndex((node) => node.id === nodeId);
        const other = ordered[index + by];
        const self = ordered[index];
        if (!other || !self) return current;
        return {
          ...current,
          nodes: current.nodes.map((node) => (node.id === self.id ? { ...node, position: other.position } : node.id === other.id ? { ...node, position: self.position } : node)),
        };
      }),
    [commit],
  );

  // Undo and redo whenever the workspace has focus or was the last thing clicked (React Flow's pane
  // takes no focus, so after a click on it the keys land on the page body, or on the nearest
  // focusable element around the workspace, such as a page's <main tabindex="-1">).
  const pointerInside = useRef(false);
  useEffect(() => {
    if (guest) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      pointerInside.current = rootRef.current?.contains(event.target as Node) ?? false;
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const key = historyKey(event);
      if (!key || event.defaultPrevented) return;
      const active = document.activeElement;
      const root = rootRef.current;
      const focusAround = !active || active === document.body || (root !== null && active.contains(root));
      const inside = focusAround ? pointerInside.current : (root?.contains(active) ?? false);
      if (!inside) return;
      // Text fields keep their own undo.
      if (active instanceof HTMLElement && active.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      travel(key);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [guest, travel]);

  const viewingVideoId = viewing && nodes.find((node) => node.id === viewing.nodeId)?.type === 'video' ? viewing.nodeId : null;
  useEffect(() => {
    if (guest || !viewingVideoId || !adapter.listShares) return undefined;
    let live = true;
    adapter.listShares(project.id).then(
      (links) => live && setShares(links),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [adapter, guest, project.id, viewingVideoId]);

  // What the canvas draws: an output node shows the state of the step that feeds it.
  const shownNodes = useMemo(() => withOutputStatus(nodes, edges), [nodes, edges]);
  const configuringNode = nodes.find((node) => node.id === configuring) ?? null;
  const wiringNode = wiring ? (nodes.find((node) => node.id === wiring.nodeId) ?? null) : null;
  const viewingNode = viewing ? (nodes.find((node) => node.id === viewing.nodeId) ?? null) : null;
  const closeViewing = (open: boolean) => (open ? undefined : setViewing(null));
  // The paper a viewed script or storyboard was made from, for its 'From the paper' links (issue 15).
  const paperSource = usePaperSourceOf(viewingNode, { nodes, edges }, (projectNodeId) => adapter.preview(project.id, projectNodeId), pdfLoader);
  const historyNodeId = historyOf?.id;
  const loadHistory = useCallback(
    () => (historyNodeId && adapter.history ? adapter.history(project.id, historyNodeId) : Promise.resolve([])),
    [adapter, project.id, historyNodeId],
  );
  const empty = (
    <>
      <p className={styles.emptyTitle}>{EMPTY_TITLE}</p>
      <p className={styles.emptyHint}>{EMPTY_HINT}</p>
    </>
  );

  return (
    <CanvasActionsContext.Provider value={actions}>
      <PaperSourceProvider value={paperSource}>
      <section ref={rootRef} className={styles.root} aria-labelledby="paper-remix-title" data-layout={isDesktop ? 'canvas' : 'list'}>
        <header className={styles.header}>
          <div className={styles.titles}>
            {/* The guest sample is 'Paper Remix Results' (SPEC §2); a user's own project is titled by its name. */}
            <h1 id="paper-remix-title" className={styles.title}>
              {guest ? 'Paper Remix Results' : project.name}
            </h1>
            <p className={styles.projectName}>{guest ? project.name : 'Paper Remix project'}</p>
          </div>
          <div className={styles.headerActions}>
            <button
              type="button"
              role="switch"
              aria-checked={autoSave && !guest}
              aria-disabled={guest || undefined}
              className={styles.switchButton}
              onClick={lockedOr(() => void toggleAutoSave())}
            >
              <span className={autoSave && !guest ? styles.track.on : styles.track.off} aria-hidden="true" />
              Auto-save
            </button>
            <Button size="sm" variant="secondary" onClick={lockedOr(() => void save())}>
              Save
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={lockedOr(() => commit(() => ({ nodes: [], edges: [] })))}
            >
              Clear
            </Button>
            {guest ? (
              <Button size="sm" onClick={() => onLocked?.()}>
                Try your file
              </Button>
            ) : null}
          </div>
        </header>

        <div className={styles.workspace}>
          <nav aria-label="Workspace tools" className={styles.toolbar}>
            <Button size="sm" variant="ghost" onClick={lockedOr(addTemplate)}>
              Templates
            </Button>
            <Button size="sm" variant="ghost" aria-expanded={guest ? undefined : paletteOpen} onClick={lockedOr(() => setPaletteOpen((open) => !open))}>
              Add Nodes
            </Button>
            <Button size="sm" variant="ghost" onClick={lockedOr(() => onProjectsClick?.())}>
              Project
            </Button>
            <Button size="sm" variant="ghost" onClick={lockedOr(() => onHelpClick?.())}>
              Help
            </Button>
            {guest ? null : (
              <>
                <Button size="sm" variant="ghost" aria-keyshortcuts="Control+Z" disabled={history.past.length === 0} onClick={() => travel('undo')}>
                  Undo
                </Button>
                <Button size="sm" variant="ghost" aria-keyshortcuts="Control+Shift+Z" disabled={history.future.length === 0} onClick={() => travel('redo')}>
                  Redo
                </Button>
              </>
            )}
          </nav>

          {/* Guests see the palette read-only, with its active, inactive and 'Soon' steps. */}
          {guest ? <Palette locked onLocked={onLocked} onAdd={() => onLocked?.()} /> : paletteOpen ? <Palette onAdd={(type) => addNode(type)} /> : null}

          <div className={styles.stage} style={isDesktop ? { height: canvasHeight } : undefined}>
            <h2 className={styles.visuallyHidden}>Workflow</h2>
            {isDesktop ? (
              <>
                <FlowCanvas
                  nodes={shownNodes}
                  edges={edges}
                  locked={guest}
                  onMove={onMove}
                  onMoveStart={onMoveStart}
                  onRemove={onRemove}
                  onConnect={onConnect}
                  onDropNode={addNode}
                />
                {nodes.length === 0 ? <div className={styles.empty}>{empty}</div> : null}
              </>
            ) : nodes.length === 0 ? (
              <div className={styles.emptyList}>{empty}</div>
            ) : (
              <ol className={styles.list} aria-label="Workflow steps">
                {[...shownNodes].sort(byPlace).map((node, index, ordered) => (
                  <li key={node.id}>
                    <NodeCard
                      node={node}
                      {...actions}
                      live={live[node.id]}
                      edgeCount={edgeCounts[node.id] ?? 0}
                      {...(guest ? {} : {
                        ...(index > 0 ? { onMoveUp: (id: string) => move(id, -1) } : {}),
                        ...(index < ordered.length - 1 ? { onMoveDown: (id: string) => move(id, 1) } : {}),
                      })}
                    />
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>

        <p className={styles.notice} role="status">
          {notice}
        </p>
      </section>

      <ConfigurationDrawer
        node={configuringNode}
        mode={mode}
        onLocked={onLocked}
        onOpenChange={(open) => (open ? undefined : setConfiguring(null))}
        onChange={(nodeId, values) =>
          commit((current) => ({
            ...current,
            nodes: current.nodes.map((node) => (node.id === nodeId ? { ...node, data: { ...node.data, configuration: { ...node.data.configuration, basic: values } } } : node)),
          }))
        }
      />
      {wiringNode && wiring ? (
        <ConnectDialog node={wiringNode} kind={wiring.kind} nodes={nodes} edges={edges} onConnect={onConnect} onDisconnect={disconnect} onClose={() => setWiring(null)} />
      ) : null}
      {historyOf ? (
        <NodeHistoryDialog open title={historyOf.data.title} load={loadHistory} onOpenChange={(open) => (open ? undefined : setHistoryOf(null))} />
      ) : null}
      {viewingNode?.type === 'paperInput' ? <PaperModal open onOpenChange={closeViewing} execution={viewingNode.data.execution} /> : null}
      {viewingNode?.type === 'script' ? <ScriptModal open onOpenChange={closeViewing} execution={viewingNode.data.execution} {...resultEditing(viewingNode.id)} /> : null}
      {viewingNode?.type === 'storyboard' ? (
        <StoryboardModal open onOpenChange={closeViewing} execution={viewingNode.data.execution} {...resultEditing(viewingNode.id)} />
      ) : null}
      {viewingNode?.type === 'video' ? (
        <VideoPlayerModal
          open
          onOpenChange={closeViewing}
          mode={mode}
          videoUrl={viewingNode.data.execution?.videoUrl}
          subtitlesUrl={stringField(viewingNode.data.execution?.outputData, 'subtitlesUrl')}
          chaptersUrl={stringField(viewingNode.data.execution?.outputData, 'chaptersUrl')}
          posterUrl={stringField(viewingNode.data.execution?.outputData, 'posterUrl')}
          scenes={scenesOf(viewingNode.data.execution?.jsonOutput)}
          title={project.name}
          fetchFile={adapter.fetchFile}
        >
          {!guest && adapter.createShare && adapter.revokeShare && viewingNode.data.status === 'completed' ? (
            <ShareLinks
              tokens={shares.filter((link) => link.clientNodeId === viewingNode.id).map((link) => link.token)}
              urlOf={shareUrl}
              onCreate={async () => {
                const link = await adapter.createShare!(project.id, viewingNode.id);
                setShares((current) => [link, ...current]);
              }}
              onRevoke={async (token) => {
                await adapter.revokeShare!(project.id, token);
                setShares((current) => current.filter((link) => link.token !== token));
              }}
            />
          ) : null}
        </VideoPlayerModal>
      ) : null}
      </PaperSourceProvider>
    </CanvasActionsContext.Provider>
  );
}

function WithClientAdapter(props: PaperRemixCanvasProps) {
  const client = useApiClient();
  const adapter = useMemo(() => createApiAdapter(client), [client]);
  return <Workspace {...props} adapter={adapter} />;
}

/**
 * The Paper Remix workspace: header with Save, Clear and auto-save, the tool bar, the node
 * palette, the canvas (≥ 1024 px) or a stacked list, the configuration drawer and result modals.
 * Consumers import `@paperlight/paper-remix-canvas/styles.css` once; it includes React Flow's stylesheet.
 * @example
 * <PaperRemixCanvas project={project} mode="guest" onLocked={() => window.open(signUpUrl, '_blank')} />
 */
export function PaperRemixCanvas(props: PaperRemixCanvasProps) {
  // Only registered use without an explicit adapter needs the api client provider.
  return props.adapter ? <Workspace {...props} adapter={props.adapter} /> : <WithClientAdapter {...props} />;
}
