import { Button, ConfirmDialog } from '@paperlight/ui-kit';
import * as styles from '../PaperRemixCanvas/PaperRemixCanvas.css';
import { useGraphEdits } from './useGraphEdits';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';

export const TEMPLATE_TITLE = 'Add the starter workflow?';
export const TEMPLATE_DESCRIPTION =
  'Adds five connected steps in view: Paper Input, Script, Storyboard, Video Generation and Output. Undo removes them in one step.';

/** Templates (asks first), Add Nodes, Tidy up, Project, Help, Undo and Redo. */
export function WorkspaceToolbar() {
  const { guest, onHelpClick, onLocked, onProjectsClick, store } = useWorkspaceEnv();
  const canUndo = useWorkspace((state) => state.history.past.length > 0);
  const canRedo = useWorkspace((state) => state.history.future.length > 0);
  const hasNodes = useWorkspace((state) => state.nodes.length > 0);
  const helpOpen = useWorkspace((state) => state.helpOpen);
  const confirming = useWorkspace((state) => state.confirmingTemplate);
  const { addTemplate, tidy } = useGraphEdits();
  const lockedOr = (action: () => void) => () => (guest ? onLocked?.() : action());
  const { travel, set } = store.getState();
  const showPalette = () => {
    set({ paletteOpen: true });
    // The palette is where the next key press belongs.
    requestAnimationFrame(() => document.getElementById('paper-remix-palette')?.focus());
  };

  return (
    <nav aria-label="Workspace tools" className={styles.toolbar}>
      <Button size="sm" variant="ghost" onClick={lockedOr(() => set({ confirmingTemplate: true }))}>
        Templates
      </Button>
      <Button size="sm" variant="ghost" onClick={lockedOr(showPalette)}>
        Add Nodes
      </Button>
      {guest ? null : (
        <Button size="sm" variant="ghost" disabled={!hasNodes} onClick={tidy}>
          Tidy up
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={lockedOr(() => onProjectsClick?.())}>
        Project
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={guest ? undefined : helpOpen}
        aria-controls={helpOpen ? 'paper-remix-help' : undefined}
        onClick={lockedOr(() => {
          set({ helpOpen: !helpOpen });
          if (!helpOpen) onHelpClick?.();
        })}
      >
        Help
      </Button>
      {guest ? null : (
        <>
          <Button size="sm" variant="ghost" aria-keyshortcuts="Control+Z" disabled={!canUndo} onClick={() => travel('undo')}>
            Undo
          </Button>
          <Button size="sm" variant="ghost" aria-keyshortcuts="Control+Shift+Z" disabled={!canRedo} onClick={() => travel('redo')}>
            Redo
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => set({ confirmingTemplate: open })}
            title={TEMPLATE_TITLE}
            description={TEMPLATE_DESCRIPTION}
            confirmLabel="Add steps"
            variant="primary"
            onConfirm={() => {
              set({ confirmingTemplate: false });
              addTemplate();
            }}
          />
        </>
      )}
    </nav>
  );
}
