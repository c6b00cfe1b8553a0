import { Button } from '@paperlight/ui-kit';
import { NOT_READY_MESSAGE, nextAutoSaveFlag, TOGGLE_FAILED_MESSAGE } from '../workflow/autosave';
import { workflowKey } from '../workflow/payload';
import * as styles from '../PaperRemixCanvas/PaperRemixCanvas.css';
import { useGraphEdits } from './useGraphEdits';
import { useStartRun } from './useStartRun';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';

/** The project's name, Run, the auto-save switch, Save and Clear (and 'Try your file' for guests). */
export function WorkspaceHeader() {
  const { adapter, guest, notify, onLocked, project, saver, store } = useWorkspaceEnv();
  const autoSave = useWorkspace((state) => state.autoSave);
  const { clear } = useGraphEdits();
  const startRun = useStartRun();
  const running = useWorkspace((state) => state.run !== null);
  const saved = useWorkspace((state) =>
    state.saveFailed ? 'Not saved' : workflowKey(state.nodes, state.edges) === state.savedKey ? 'Saved' : 'Unsaved changes',
  );
  const finishedVideo = useWorkspace(
    (state) => state.nodes.find((node) => node.type === 'video' && node.data.status === 'completed')?.id ?? null,
  );
  const lockedOr = (action: () => void) => () => (guest ? onLocked?.() : action());

  const save = async () => {
    if (!project.id) return notify(NOT_READY_MESSAGE);
    const { nodes, edges } = store.getState();
    await saver.saveNow({ nodes, edges });
    return undefined;
  };

  const toggleAutoSave = async () => {
    const requested = !autoSave;
    try {
      const answer = await adapter.updateAutoSave(project.id, requested);
      const next = nextAutoSaveFlag(autoSave, requested, answer);
      if (next === autoSave) notify(TOGGLE_FAILED_MESSAGE);
      store.getState().set({ autoSave: next });
    } catch {
      notify(TOGGLE_FAILED_MESSAGE);
    }
  };

  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {/* The guest sample is 'Paper Remix Results' (SPEC §2); a user's own project is titled by its name. */}
        <h1 id="paper-remix-title" className={styles.title}>
          {guest ? 'Paper Remix Results' : project.name}
        </h1>
        <p className={styles.projectName}>{guest ? project.name : 'Paper Remix project'}</p>
      </div>
      {/* Whether the work is saved, beside the switch that saves it as it changes. */}
      <div className={styles.saving}>
        {guest ? null : (
          <p className={styles.savedState} aria-live="polite">
            {saved}
          </p>
        )}
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
      </div>
      <div className={styles.headerActions}>
        <Button size="sm" aria-disabled={running || undefined} onClick={() => (running ? undefined : startRun())}>
          {running ? 'Running…' : 'Run'}
        </Button>
        {guest ? null : (
          // Share opens the finished video with its share links; before there is one it says what to do.
          <Button
            size="sm"
            variant="secondary"
            aria-disabled={finishedVideo === null || undefined}
            title={finishedVideo === null ? 'Run the video first' : undefined}
            onClick={() => (finishedVideo ? store.getState().set({ viewing: finishedVideo }) : notify('Run the video first'))}
          >
            Share
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={lockedOr(() => void save())}>
          Save
        </Button>
        <Button size="sm" variant="secondary" onClick={lockedOr(clear)}>
          Clear
        </Button>
        {guest ? (
          <Button size="sm" onClick={() => onLocked?.()}>
            Try your file
          </Button>
        ) : null}
      </div>
    </header>
  );
}
