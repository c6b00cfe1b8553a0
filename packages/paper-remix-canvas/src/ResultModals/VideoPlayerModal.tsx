import { Button, Skeleton, useClock } from '@paperlight/ui-kit';
import { useState, type ReactNode } from 'react';
import type { CanvasMode } from '../NodeCard';
import { videoFileName } from '../workflow/filenames';
import { fetchBlob, NO_RESULT_MESSAGE, saveFile, VIDEO_DOWNLOAD_FAILED_MESSAGE } from '../workflow/results';
import { ResultFrame, type ResultFrameOptions } from './ResultFrame';
import * as styles from './ResultModals.css';
import { useSkeleton } from './useSkeleton';
import { VideoPlayer } from './VideoPlayer';

export { SKIP_SECONDS } from './VideoPlayer';

export interface VideoPlayerModalProps extends ResultFrameOptions {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  videoUrl: string | null | undefined;
  /** WebVTT narration subtitles: captions, transcript and chapter titles. */
  subtitlesUrl?: string | null;
  /** WebVTT chapters track, one cue per scene. */
  chaptersUrl?: string | null;
  /** Shown before the video plays. */
  posterUrl?: string | null;
  /** The video's scenes ({start}), one chapter each. */
  scenes?: readonly { start: number }[] | null;
  /** Heads the transcript download. */
  title?: string;
  /** Guests cannot download: the button answers 'Not able to download file.' @default 'user' */
  mode?: CanvasMode;
  /** Fetches the video for download. @default fetch */
  fetchFile?: (url: string) => Promise<Blob>;
  /** Reads the WebVTT file. @default fetch */
  fetchText?: (url: string) => Promise<string>;
  onDownload?: (blob: Blob, fileName: string) => void;
  /** Shown under the player, e.g. the owner's share links. */
  children?: ReactNode;
}

/** The generated video at 1080p in a real player (VideoPlayer) with a download; a skeleton for the first 500 ms (SPEC §9). */
export function VideoPlayerModal({
  open,
  onOpenChange,
  videoUrl,
  subtitlesUrl,
  chaptersUrl,
  posterUrl,
  scenes,
  title,
  mode = 'user',
  fetchFile = fetchBlob,
  fetchText,
  onDownload = saveFile,
  children,
  presentation,
  fullScreen,
  onFullScreenChange,
}: VideoPlayerModalProps) {
  const clock = useClock();
  const loading = useSkeleton(open);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setError(null);
    if (mode === 'guest' || !videoUrl) {
      setError(VIDEO_DOWNLOAD_FAILED_MESSAGE);
      return;
    }
    setDownloading(true);
    try {
      onDownload(await fetchFile(videoUrl), videoFileName(clock.now()));
    } catch {
      setError(VIDEO_DOWNLOAD_FAILED_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ResultFrame title="Video" open={open} onOpenChange={onOpenChange} {...{ presentation, fullScreen, onFullScreenChange }}>
      {loading ? (
        <div className={styles.skeleton}>
          <Skeleton height={320} label="Loading video" />
          <Skeleton shape="text" count={2} />
        </div>
      ) : videoUrl ? (
        <>
          <VideoPlayer
            videoUrl={videoUrl}
            subtitlesUrl={subtitlesUrl}
            chaptersUrl={chaptersUrl}
            posterUrl={posterUrl}
            scenes={scenes}
            {...(title ? { title } : {})}
            {...(fetchText ? { fetchText } : {})}
            onDownload={onDownload}
            actions={
              <Button size="sm" variant="secondary" loading={downloading} onClick={() => void download()}>
                Download
              </Button>
            }
          />
          {error ? (
            <p className={styles.errorMessage} role="alert">
              {error}
            </p>
          ) : null}
          {children}
        </>
      ) : (
        <p className={styles.message}>{NO_RESULT_MESSAGE}</p>
      )}
    </ResultFrame>
  );
}
