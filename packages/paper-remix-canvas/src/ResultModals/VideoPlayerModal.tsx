import { Button, Modal, useClock, VisuallyHidden } from '@paperlight/ui-kit';
import { useRef, useState } from 'react';
import type { CanvasMode } from '../NodeCard';
import { formatMinutesSeconds, videoFileName } from '../workflow/filenames';
import { NO_RESULT_MESSAGE, saveFile, VIDEO_DOWNLOAD_FAILED_MESSAGE } from '../workflow/results';
import * as styles from './ResultModals.css';

export const SKIP_SECONDS = 10;

export interface VideoPlayerModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  videoUrl: string | null | undefined;
  /** WebVTT narration subtitles, offered as English captions. */
  subtitlesUrl?: string | null;
  /** Shown before the video plays. */
  posterUrl?: string | null;
  /** Guests cannot download: the button answers 'Not able to download file.' @default 'user' */
  mode?: CanvasMode;
  /** Fetches the video for download. @default fetch */
  fetchFile?: (url: string) => Promise<Blob>;
  onDownload?: (blob: Blob, fileName: string) => void;
}

const fetchBlob = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  return response.blob();
};

/** The generated video at 1080p with play/pause, ±10 s skips, mm:ss time and a download. */
export function VideoPlayerModal({ open, onOpenChange, videoUrl, subtitlesUrl, posterUrl, mode = 'user', fetchFile = fetchBlob, onDownload = saveFile }: VideoPlayerModalProps) {
  const clock = useClock();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const skip = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
    video.currentTime = Math.min(end, Math.max(0, video.currentTime + seconds));
    setCurrent(video.currentTime);
  };

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
    <Modal title="Video" open={open} onOpenChange={onOpenChange}>
      {videoUrl ? (
        <div className={styles.player}>
          <video
            ref={videoRef}
            className={styles.video}
            src={videoUrl}
            poster={posterUrl ?? undefined}
            crossOrigin={subtitlesUrl ? 'anonymous' : undefined}
            preload="metadata"
            playsInline
            onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
            onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
            onDurationChange={(event) => setDuration(event.currentTarget.duration)}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
          >
            {subtitlesUrl ? <track kind="captions" src={subtitlesUrl} srcLang="en" label="English" default /> : <track kind="captions" />}
          </video>
          <div className={styles.controls}>
            {/* The name comes from content (not aria-label), so the short visible label never contradicts it. */}
            <Button size="sm" variant="secondary" onClick={() => skip(-SKIP_SECONDS)}>
              <span aria-hidden="true">−{SKIP_SECONDS}s</span>
              <VisuallyHidden>Back {SKIP_SECONDS} seconds</VisuallyHidden>
            </Button>
            <Button
              size="sm"
              onClick={() => {
                const video = videoRef.current;
                if (!video) return;
                if (video.paused) void video.play()?.catch(() => setPlaying(false));
                else video.pause();
              }}
            >
              {playing ? 'Pause' : 'Play'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => skip(SKIP_SECONDS)}>
              <span aria-hidden="true">+{SKIP_SECONDS}s</span>
              <VisuallyHidden>Forward {SKIP_SECONDS} seconds</VisuallyHidden>
            </Button>
            <span className={styles.time} aria-label="Time">
              {formatMinutesSeconds(current)} / {formatMinutesSeconds(duration)}
            </span>
            <span className={styles.quality}>1080p</span>
            <span className={styles.spacer} />
            <Button size="sm" variant="secondary" loading={downloading} onClick={() => void download()}>
              Download
            </Button>
          </div>
          {error ? (
            <p className={styles.errorMessage} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={styles.message}>{NO_RESULT_MESSAGE}</p>
      )}
    </Modal>
  );
}
