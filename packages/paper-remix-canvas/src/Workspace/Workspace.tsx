import { useClock } from '@paperlight/ui-kit';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PaperRemixAdapter } from '../adapter';
import { CanvasActionsContext } from '../PaperRemixCanvas/canvasActions';
import * as styles from '../PaperRemixCanvas/PaperRemixCanvas.css';
import type { PaperRemixCanvasProps } from '../PaperRemixCanvas/props';
import { useIsDesktop } from '../PaperRemixCanvas/useIsDesktop';
import { PaperSourceProvider, usePaperSourceOf } from '../ResultModals';
import { isAutoSaveEnabled } from '../workflow/autosave';
import { loadHistory, saveHistory, sessionStore } from '../workflow/historyStorage';
import { projectToWorkflow } from '../workflow/project';
import { NOTHING_TO_RUN_MESSAGE, RUN_FINISHED_MESSAGE } from '../workflow/run';
import { HelpPanel } from './HelpPanel';
import { ResultViews } from './ResultViews';
import { useAutoSaver } from './useAutoSaver';
import { useCanvasActionsValue } from './useCanvasActionsValue';
import { useNotify } from './useNotify';
import { useRealtime } from './useRealtime';
import { useRunner } from './useRunner';
import { useServerRefresh } from './useServerRefresh';
import { useUndoKeys } from './useUndoKeys';
import { WorkspaceContext, useWorkspace, useWorkspaceEnv, type WorkspaceEnv } from './WorkspaceContext';
import { WorkspaceDialogs } from './WorkspaceDialogs';
import { WorkspaceHeader } from './WorkspaceHeader';
import { WorkspaceStage } from './WorkspaceStage';
import { WorkspaceToolbar } from './WorkspaceToolbar';
import { createWorkspaceStore } from './workspaceStore';

const defaultShareUrl = (token: string) => `/share/${token}`;

/** Notices that report success, shown in the text colour rather than the error red. */
const GOOD_NEWS: ReadonlySet<string> = new Set([RUN_FINISHED_MESSAGE, NOTHING_TO_RUN_MESSAGE]);

/** The paper a viewed script, storyboard or mind map was made from, for its 'From the paper' links (issue 15). */
function PaperSourceOfViewed({ children }: { children: ReactNode }) {
  const { adapter, pdfLoader, project } = useWorkspaceEnv();
  const nodes = useWorkspace((state) => state.nodes);
  const edges = useWorkspace((state) => state.edges);
  const viewing = useWorkspace((state) => state.viewing);
  const viewingNode = viewing ? (nodes.find((node) => node.id === viewing) ?? null) : null;
  const paperSource = usePaperSourceOf(
    viewingNode,
    { nodes, edges },
    (projectNodeId) => adapter.preview(project.id, projectNodeId),
    pdfLoader,
  );
  return <PaperSourceProvider value={paperSource}>{children}</PaperSourceProvider>;
}

function WorkspaceLayout({ layout, canvasHeight }: Pick<PaperRemixCanvasProps, 'layout'> & { canvasHeight: number | 'fill' }) {
  const isDesktop = useIsDesktop(layout === undefined ? undefined : layout === 'canvas');
  const rootRef = useRef<HTMLElement>(null);
  const notice = useWorkspace((state) => state.notice);
  const actions = useCanvasActionsValue();
  useRealtime();
  useRunner();
  useUndoKeys(rootRef);

  return (
    <CanvasActionsContext.Provider value={actions}>
      <PaperSourceOfViewed>
        <section
          ref={rootRef}
          className={canvasHeight === 'fill' ? `${styles.root} ${styles.rootFill}` : styles.root}
          aria-labelledby="paper-remix-title"
          data-layout={isDesktop ? 'canvas' : 'list'}
        >
          <WorkspaceHeader />
          <div className={canvasHeight === 'fill' ? `${styles.workspace} ${styles.workspaceFill}` : styles.workspace}>
            <WorkspaceToolbar />
            <WorkspaceStage isDesktop={isDesktop} canvasHeight={canvasHeight} actions={actions} />
            <HelpPanel />
            {/* Results open beside the canvas, which stays in view (issue 31). */}
            <ResultViews />
          </div>
          <p className={notice !== null && GOOD_NEWS.has(notice) ? `${styles.notice} ${styles.noticeGood}` : styles.notice} role="status">
            {notice}
          </p>
        </section>
        <WorkspaceDialogs />
      </PaperSourceOfViewed>
    </CanvasActionsContext.Provider>
  );
}

/** The workspace: one store for its state, the services its hooks share, and the layout. */
export function Workspace({
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
  const initial = useMemo(() => projectToWorkflow(project), [project]);
  const [store] = useState(() =>
    createWorkspaceStore({
      ...initial,
      autoSave: isAutoSaveEnabled(project.autoSaveEnabled),
      history: guest ? undefined : loadHistory(sessionStore(), project.id),
    }),
  );
  // Undo survives a reload: the history is kept per project in sessionStorage, bounded.
  useEffect(() => {
    if (guest) return undefined;
    return store.subscribe((state, previous) => {
      if (state.history !== previous.history) saveHistory(sessionStore(), project.id, state.history);
    });
  }, [guest, project.id, store]);
  const notify = useNotify(store, onNotify);
  const saver = useAutoSaver({ store, adapter, clock, project, initial, guest, notify });
  const refresh = useServerRefresh({ store, adapter, clock, guest, projectId: project.id });
  const env = useMemo<WorkspaceEnv>(
    () => ({
      store,
      project,
      mode,
      guest,
      adapter,
      saver,
      refresh,
      notify,
      onLocked,
      onProjectsClick,
      onHelpClick,
      onHistory,
      bookingUrl,
      shareUrl,
      pdfLoader,
    }),
    [
      store,
      project,
      mode,
      guest,
      adapter,
      saver,
      refresh,
      notify,
      onLocked,
      onProjectsClick,
      onHelpClick,
      onHistory,
      bookingUrl,
      shareUrl,
      pdfLoader,
    ],
  );
  return (
    <WorkspaceContext.Provider value={env}>
      <WorkspaceLayout layout={layout} canvasHeight={canvasHeight} />
    </WorkspaceContext.Provider>
  );
}
