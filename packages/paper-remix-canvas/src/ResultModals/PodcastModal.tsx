import { Button, Skeleton, useClock } from '@paperlight/ui-kit';
import type { ReactNode } from 'react';
import { podcastFileName } from '../workflow/filenames';
import { episodeLine, PODCAST_DOWNLOADS, podcastDownloads, podcastOf, rerenderPending, type PodcastDownload } from '../workflow/podcast';
import { fetchBlob, NO_RESULT_MESSAGE, saveFile } from '../workflow/results';
import { DOWNLOAD_FAILED_MESSAGE } from './MindmapModal';
import * as styles from './Podcast.css';
import { PodcastEditor } from './PodcastEditor';
import { PodcastPlayer } from './PodcastPlayer';
import { ResultFrame } from './ResultFrame';
import * as resultStyles from './ResultModals.css';
import type { ResultModalProps } from './ScriptModal';
import { useResultEditing, type EditableResultProps } from './useResultEditing';
import { useSkeleton } from './useSkeleton';
import { useDownload } from './useDownload';

export const RERENDER_PENDING_MESSAGE = 'Your edits are saved. Re-render to hear them: only the changed turns are spoken again.';
export const RERENDER_BUTTON_LABEL = 'Re-render';

export interface PodcastModalProps extends ResultModalProps, EditableResultProps {
  /** Fetches a file of the episode for download. @default fetch */
  fetchFile?: (url: string) => Promise<Blob>;
  /** Runs the node again after an edit: the changed turns are spoken, the others come from the render cache. */
  onRerender?: () => void;
  /** Below the downloads: the owner's share links. */
  children?: ReactNode;
}

/**
 * A Podcast node's result (issue 34): the episode to play with its transcript following along, its
 * chapters, its downloads (M4A, MP3, the WebVTT transcript), why it is shorter than its band when the
 * paper was too short, and, for its owner, Edit (turn by turn), Versions and Re-render.
 */
export function PodcastModal({
  open,
  onOpenChange,
  execution,
  onDownload = saveFile,
  fetchFile = fetchBlob,
  onRerender,
  children,
  presentation,
  fullScreen,
  onFullScreenChange,
  ...editable
}: PodcastModalProps) {
  const clock = useClock();
  const episode = podcastOf(execution);
  const downloads = podcastDownloads(execution?.outputData);
  const loading = useSkeleton(open);
  const edit = useResultEditing({ ...editable, open, onOpenChange, revision: execution });
  const note = episode?.fit.note ?? (execution?.outputData as { note?: unknown } | null | undefined)?.note;
  const pending = rerenderPending(execution);
  const files = useDownload(fetchFile, onDownload);
  const failed = files.failed;
  const download = (kind: PodcastDownload, extension: 'm4a' | 'mp3' | 'vtt') =>
    files.download(downloads[kind], () => podcastFileName(clock.now(), extension));
  const offered = PODCAST_DOWNLOADS.filter(({ kind }) => downloads[kind]);
  return (
    <ResultFrame title="Podcast" open={open} {...edit.modalProps} {...{ presentation, fullScreen, onFullScreenChange }}>
      {loading ? (
        <div className={resultStyles.skeleton}>
          <Skeleton height={40} label="Loading episode" />
          <Skeleton height={64} count={4} />
        </div>
      ) : episode && edit.editing ? (
        <PodcastEditor episode={episode} {...edit.editorProps} />
      ) : episode ? (
        <div className={resultStyles.stack}>
          <p className={styles.meta}>
            <strong>{episode.title}</strong>
            {episode.authors.length > 0 ? <> · {episode.authors.join(', ')}</> : null}
            <br />
            {episodeLine(episode.participants.length, episode.durationSec)}
          </p>
          {typeof note === 'string' && note !== '' ? <p className={styles.note}>{note}</p> : null}
          {pending ? (
            <div className={resultStyles.toolbar}>
              <p className={resultStyles.hint} role="status">
                {RERENDER_PENDING_MESSAGE}
              </p>
              {onRerender ? (
                <Button size="sm" onClick={onRerender}>
                  {RERENDER_BUTTON_LABEL}
                </Button>
              ) : null}
            </div>
          ) : null}
          <div className={resultStyles.toolbar}>
            {offered.length > 0 ? (
              <div className={resultStyles.toolbar} role="group" aria-label="Download the episode">
                {offered.map(({ kind, label, extension }) => (
                  <Button key={kind} size="sm" variant="secondary" onClick={() => void download(kind, extension)}>
                    Download {label}
                  </Button>
                ))}
              </div>
            ) : null}
            {edit.actions}
          </div>
          {failed ? (
            <p className={styles.failed} role="alert">
              {DOWNLOAD_FAILED_MESSAGE}
            </p>
          ) : null}
          {edit.panel}
          {children}
          <PodcastPlayer episode={episode} audioUrl={downloads.m4a} />
        </div>
      ) : (
        <p className={resultStyles.message}>{NO_RESULT_MESSAGE}</p>
      )}
    </ResultFrame>
  );
}
