import type { PaperRemixProject } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { Button, useClock } from '@paperlight/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createApiAdapter, GenerateResponseError, type PaperRemixAdapter } from '../adapter';
import { ConfigurationDrawer } from '../ConfigurationDrawer';
import { NodeCard, type CanvasMode, type NodeMenuAction } from '../NodeCard';
import { ScriptModal, StoryboardModal, VideoPlayerModal } from '../ResultModals';
import { createAutoSaver, isAutoSaveEnabled, nextAutoSaveFlag, NOT_READY_MESSAGE, SAVE_FAILED_MESSAGE, TOGGLE_FAILED_MESSAGE } from '../workflow/autosave';
import { inputFileName } from '../workflow/filenames';
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
} from '../workflow/status';
import type { NodeType, Workflow, WorkflowNode, XYPosition } from '../workflow/types';
import { CanvasActionsContext, type CanvasActions } from './canvasActions';
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
  /** A node's History menu item (registered users). */
  onHistory?: (node: WorkflowNode) => void;
  /**
   * Height of the canvas on large screens; React Flow needs an explicit one.
   * @default 640
   */
  canvasHeight?: number;
  /** Forces the layout; by default a 1024 px media query decides (the server renders the list). */
  layout?: 'canvas' | 'list';
}

type Viewing = { nodeId: string } | null;

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
  const sequence = useRef(0);

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

  useEffect(() => {
    if (guest || !adapter.subscribe) return undefined;
    return adapter.subscribe((event) => setNodes((current) => applyProcessedEvent(current, event)));
  }, [adapter, guest]);

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
      setNodes((current) => [...current, createNode(type, id, position ?? chainPosition(current.length))]);
    },
    [makeId],
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
    setNodes((current) => [...current, ...template.nodes.map((node) => ({ ...node, position: { ...node.position, y: node.position.y + offset } }))]);
    setEdges((current) => [...current, ...template.edges]);
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
      const failure = generateFailure(node.type, error instanceof GenerateResponseError ? { kind: 'response', body: error.body } : { kind: 'exception' });
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
    if (action === 'reset') {
      const result = resetNode(latest.current.nodes, nodeId);
      if (!result.ok) return notify(result.message);
      setNodes(result.nodes);
      void adapter.reset?.(project.id, nodeId).catch(() => notify(SAVE_FAILED_MESSAGE));
      return undefined;
    }
    if (action === 'delete') {
      setNodes((current) => current.filter((node) => node.id !== nodeId));
      setEdges((current) => current.filter((edge) => edge.source !== nodeId && edge.target !== nodeId));
      return undefined;
    }
    const node = latest.current.nodes.find((candidate) => candidate.id === nodeId);
    if (node) onHistory?.(node);
    return undefined;
  };

  const actions: CanvasActions = {
    mode,
    onGenerate: (nodeId) => void generate(nodeId),
    onView: (nodeId) => setViewing({ nodeId }),
    onPreview: (nodeId) => void preview(nodeId),
    onMenuAction,
  };

  const onMove = useCallback((positions: Map<string, XYPosition>) => {
    setNodes((current) => current.map((node) => (positions.has(node.id) ? { ...node, position: positions.get(node.id)! } : node)));
  }, []);
  const onRemove = useCallback((nodeIds: string[], edgeIds: string[]) => {
    const removed = new Set(nodeIds);
    const removedEdges = new Set(edgeIds);
    setNodes((current) => current.filter((node) => !removed.has(node.id)));
    setEdges((current) => current.filter((edge) => !removedEdges.has(edge.id) && !removed.has(edge.source) && !removed.has(edge.target)));
  }, []);
  const onConnect = useCallback((source: string, target: string) => {
    if (source === target) return;
    setEdges((current) => (current.some((edge) => edge.source === source && edge.target === target) ? current : [...current, { id: edgeId(source, target), source, target }]));
  }, []);

  const configuringNode = nodes.find((node) => node.id === configuring) ?? null;
  const viewingNode = viewing ? (nodes.find((node) => node.id === viewing.nodeId) ?? null) : null;
  const closeViewing = (open: boolean) => (open ? undefined : setViewing(null));
  const empty = (
    <>
      <p className={styles.emptyTitle}>{EMPTY_TITLE}</p>
      <p className={styles.emptyHint}>{EMPTY_HINT}</p>
    </>
  );

  return (
    <CanvasActionsContext.Provider value={actions}>
      <section className={styles.root} aria-labelledby="paper-remix-title" data-layout={isDesktop ? 'canvas' : 'list'}>
        <header className={styles.header}>
          <div className={styles.titles}>
            <h1 id="paper-remix-title" className={styles.title}>
              Paper Remix Results
            </h1>
            <p className={styles.projectName}>{project.name}</p>
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
              onClick={lockedOr(() => {
                setNodes([]);
                setEdges([]);
              })}
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
          </nav>

          {!guest && paletteOpen ? <Palette onAdd={(type) => addNode(type)} /> : null}

          <div className={styles.stage} style={isDesktop ? { height: canvasHeight } : undefined}>
            <h2 className={styles.visuallyHidden}>Workflow</h2>
            {isDesktop ? (
              <>
                <FlowCanvas nodes={nodes} edges={edges} locked={guest} onMove={onMove} onRemove={onRemove} onConnect={onConnect} onDropNode={addNode} />
                {nodes.length === 0 ? <div className={styles.empty}>{empty}</div> : null}
              </>
            ) : nodes.length === 0 ? (
              <div className={styles.emptyList}>{empty}</div>
            ) : (
              <ol className={styles.list} aria-label="Workflow steps">
                {nodes.map((node) => (
                  <li key={node.id}>
                    <NodeCard node={node} {...actions} />
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
          setNodes((current) =>
            current.map((node) => (node.id === nodeId ? { ...node, data: { ...node.data, configuration: { ...node.data.configuration, basic: values } } } : node)),
          )
        }
      />
      {viewingNode?.type === 'script' ? <ScriptModal open onOpenChange={closeViewing} execution={viewingNode.data.execution} /> : null}
      {viewingNode?.type === 'storyboard' ? <StoryboardModal open onOpenChange={closeViewing} execution={viewingNode.data.execution} /> : null}
      {viewingNode?.type === 'video' ? (
        <VideoPlayerModal open onOpenChange={closeViewing} mode={mode} videoUrl={viewingNode.data.execution?.videoUrl} fetchFile={adapter.fetchFile} />
      ) : null}
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
 * Consumers import `@paperlight/paper-remix-canvas/styles.css` and `@xyflow/react/dist/style.css`.
 * @example
 * <PaperRemixCanvas project={project} mode="guest" onLocked={() => window.open(signUpUrl, '_blank')} />
 */
export function PaperRemixCanvas(props: PaperRemixCanvasProps) {
  // Only registered use without an explicit adapter needs the api client provider.
  return props.adapter ? <Workspace {...props} adapter={props.adapter} /> : <WithClientAdapter {...props} />;
}
