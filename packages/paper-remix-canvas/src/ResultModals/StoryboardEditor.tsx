import type { StoryboardOutput } from '@paperlight/api-client';
import { forwardRef, useMemo } from 'react';
import { applyDraft, storyboardGroups } from '../workflow/edits';
import { ResultEditor, type LeaveReason, type ResultEditorHandle } from './ResultEditor';

export const STORYBOARD_EDIT_INTRO =
  'Change each scene’s visual description, script line, background, narration and directions; sound cues, durations, visual elements and annotations are kept. Saving keeps the current version under Versions; steps after this one will be marked Out of date.';

export interface StoryboardEditorProps {
  storyboard: StoryboardOutput;
  /** The node's whole result as stored; the edit is applied to it, so fields not shown are kept. */
  output: unknown;
  onSave: (output: unknown) => Promise<void>;
  onLeave: (reason: LeaveReason) => void;
}

/** Each scene's texts as text fields, with Save and Cancel. */
export const StoryboardEditor = forwardRef<ResultEditorHandle, StoryboardEditorProps>(function StoryboardEditor(
  { storyboard, output, onSave, onLeave },
  ref,
) {
  const groups = useMemo(() => storyboardGroups(storyboard), [storyboard]);
  return (
    <ResultEditor
      ref={ref}
      label="Edit storyboard"
      noun="storyboard"
      intro={STORYBOARD_EDIT_INTRO}
      groups={groups}
      onSave={(draft) => onSave(applyDraft((output ?? storyboard) as object, draft))}
      onLeave={onLeave}
    />
  );
});
