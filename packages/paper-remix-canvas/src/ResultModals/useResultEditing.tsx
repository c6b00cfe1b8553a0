import { Button } from '@paperlight/ui-kit';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { NodeVersion } from '../adapter';
import type { LeaveReason, ResultEditorHandle } from './ResultEditor';
import { VersionList } from './VersionList';

/** What makes a script or storyboard modal editable: registered users only (the guest demo passes none). */
export interface EditableResultProps {
  /**
   * Saves the node's whole result as edited (its `jsonOutput`); the modal shows Edit when given.
   * Reject with `ResultEditError` to show the api's message; the text typed stays.
   */
  onSave?: (output: unknown) => Promise<void>;
  /** The node's kept versions, newest first; with `onRestore` the modal shows Versions. */
  loadVersions?: () => Promise<NodeVersion[]>;
  /** Makes a kept version the node's result again. */
  onRestore?: (versionId: string) => Promise<void>;
  /** A kept version's output; with it a script's Versions can compare two side by side. */
  loadVersionOutput?: (versionId: string) => Promise<unknown>;
}

interface Options extends EditableResultProps {
  open: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
  /** Changes with the result shown, so the versions follow a save or a restore. */
  revision: unknown;
}

export interface ResultEditing {
  /** Whether the modal shows the editor instead of the result. */
  editing: boolean;
  /** For the Modal: Escape and Close ask the editor first. */
  modalProps: { onOpenChange: (open: boolean) => void; onEscapeKeyDown: (event: KeyboardEvent) => void };
  /** Edit and Versions, for the result's toolbar (nothing for guests). */
  actions: ReactNode;
  /** The versions list while Versions is open. */
  panel: ReactNode;
  /** For ScriptEditor / StoryboardEditor. */
  editorProps: { ref: RefObject<ResultEditorHandle>; onSave: (output: unknown) => Promise<void>; onLeave: (reason: LeaveReason) => void };
}

const noSave = async () => {};

/**
 * View ⇄ edit for a result modal: Edit opens the editor (focus in its first field); Save and Cancel
 * come back to the result with focus on Edit; Escape is Cancel, and with unsaved changes it and
 * Close ask before discarding. Versions toggles the node's kept versions.
 */
export function useResultEditing({
  open,
  onOpenChange,
  onSave,
  loadVersions,
  onRestore,
  loadVersionOutput,
  revision,
}: Options): ResultEditing {
  const [editing, setEditing] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const editor = useRef<ResultEditorHandle>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const versionsId = `${useId()}-versions`;
  const active = editing && Boolean(onSave);

  useEffect(() => {
    if (open === false) setEditing(false);
  }, [open]);

  useEffect(() => {
    if (active || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [active]);

  const onLeave = useCallback(
    (reason: LeaveReason) => {
      setEditing(false);
      if (reason === 'close') onOpenChange?.(false);
      else refocus.current = true;
    },
    [onOpenChange],
  );

  const showVersions = Boolean(loadVersions && onRestore);
  return {
    editing: active,
    modalProps: {
      onOpenChange: (next) => {
        if (!next && active && editor.current) return editor.current.requestLeave('close');
        return onOpenChange?.(next);
      },
      onEscapeKeyDown: (event) => {
        if (!active || !editor.current) return;
        event.preventDefault();
        editor.current.requestLeave('cancel');
      },
    },
    actions: (
      <>
        {onSave ? (
          <Button ref={editButton} size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        {showVersions ? (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={versionsOpen}
            {...(versionsOpen ? { 'aria-controls': versionsId } : {})}
            onClick={() => setVersionsOpen((current) => !current)}
          >
            Versions <span aria-hidden="true">{versionsOpen ? '▴' : '▾'}</span>
          </Button>
        ) : null}
      </>
    ),
    panel:
      versionsOpen && loadVersions && onRestore ? (
        <VersionList
          id={versionsId}
          load={loadVersions}
          onRestore={onRestore}
          revision={revision}
          {...(loadVersionOutput ? { loadOutput: loadVersionOutput } : {})}
        />
      ) : null,
    editorProps: { ref: editor, onSave: onSave ?? noSave, onLeave },
  };
}
