import type { ScriptOutput } from '@paperlight/api-client';
import { forwardRef, useMemo } from 'react';
import { applyDraft, scriptGroups } from '../workflow/edits';
import { ResultEditor, type LeaveReason, type ResultEditorHandle } from './ResultEditor';

export const SCRIPT_EDIT_INTRO =
  'Change the opening, each slide’s heading and narration, and the closing. Saving keeps the current version under Versions; steps after this one will be marked Out of date.';

export interface ScriptEditorProps {
  /** The script shown. */
  script: ScriptOutput;
  /** The node's whole result as stored; the edit is applied to it, so fields not shown are kept. */
  output: unknown;
  /** Saves the whole edited result. */
  onSave: (output: unknown) => Promise<void>;
  onLeave: (reason: LeaveReason) => void;
}

/** The script's opening, slide headings and narrations and closing as text fields, with Save and Cancel. */
export const ScriptEditor = forwardRef<ResultEditorHandle, ScriptEditorProps>(function ScriptEditor(
  { script, output, onSave, onLeave },
  ref,
) {
  const groups = useMemo(() => scriptGroups(script), [script]);
  return (
    <ResultEditor
      ref={ref}
      label="Edit script"
      noun="script"
      intro={SCRIPT_EDIT_INTRO}
      groups={groups}
      onSave={(draft) => onSave(applyDraft((output ?? script) as object, draft))}
      onLeave={onLeave}
    />
  );
});
