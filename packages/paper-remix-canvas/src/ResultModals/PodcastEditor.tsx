import { forwardRef, useMemo } from 'react';
import type { EditableGroup } from '../workflow/edits';
import { podcastEditOf, type PodcastEpisode } from '../workflow/podcast';
import { ResultEditor, type LeaveReason, type ResultEditorHandle } from './ResultEditor';

export const PODCAST_EDIT_INTRO =
  'Change what each voice says, turn by turn. Saving keeps the current episode under Versions and traces the changed turns to the paper again; Re-render then speaks only the changed turns.';

export interface PodcastEditorProps {
  episode: PodcastEpisode;
  /** Saves the changed turns: `{ turns: [{ id, text }] }` (PodcastEditSchema's `output`). */
  onSave: (output: unknown) => Promise<void>;
  onLeave: (reason: LeaveReason) => void;
}

/** Each turn of the episode as a field under its speaker's name. */
export function podcastGroups(episode: PodcastEpisode): EditableGroup[] {
  return episode.turns.map((turn, index) => ({
    title: `Turn ${index + 1} · ${turn.name}`,
    fields: [{ id: turn.id, label: `Turn ${index + 1} (${turn.name})`, value: turn.text }],
  }));
}

/** The episode's turns as text fields, like the script editor; only the turns changed are sent. */
export const PodcastEditor = forwardRef<ResultEditorHandle, PodcastEditorProps>(function PodcastEditor({ episode, onSave, onLeave }, ref) {
  const groups = useMemo(() => podcastGroups(episode), [episode]);
  return (
    <ResultEditor
      ref={ref}
      label="Edit episode"
      noun="episode"
      intro={PODCAST_EDIT_INTRO}
      groups={groups}
      onSave={async (draft) => {
        const edit = podcastEditOf(episode.turns, draft);
        // Nothing changed: there is nothing to keep or to speak again.
        if (edit.turns.length > 0) await onSave(edit);
      }}
      onLeave={onLeave}
    />
  );
});
