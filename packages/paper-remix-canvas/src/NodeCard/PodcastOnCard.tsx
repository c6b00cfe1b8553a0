import { useEffect, useRef, useState } from 'react';
import { formatClock, podcastDownloads, podcastOf } from '../workflow/podcast';
import { resultSummary } from '../workflow/summary';
import type { WorkflowNode } from '../workflow/types';
import * as styles from './NodeCard.css';

/**
 * A finished episode on its card (issue 34): a play button that plays it right there (the M4A the api
 * signs), beside '2 voices · 7:36' and, once it plays, the time reached.
 */
export function PodcastOnCard({ node }: { node: WorkflowNode }) {
  const { execution } = node.data;
  const [line, chapters] = resultSummary('podcast', execution);
  const audioUrl = podcastDownloads(execution?.outputData).m4a;
  const episode = podcastOf(execution);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState<number | null>(null);
  // A new episode (a re-render) starts from its beginning.
  useEffect(() => {
    setPlaying(false);
    setTime(null);
  }, [audioUrl]);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const title = episode?.title ?? node.data.title;
  return (
    <div className={styles.media}>
      {audioUrl ? (
        <>
          <button
            type="button"
            className={`${styles.audioButton} ${playing ? styles.audioButtonPlaying : ''} nodrag`}
            aria-label={`${playing ? 'Pause' : 'Play'} ${node.data.title}`}
            aria-pressed={playing}
            title={title}
            onClick={toggle}
          />
          <audio
            ref={audio}
            src={audioUrl}
            preload="none"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          />
        </>
      ) : null}
      <div className={styles.mediaText}>
        {line ? <p className={styles.mediaLine}>{line}</p> : null}
        {time !== null ? (
          <p className={styles.audioTime} aria-live="off">
            {formatClock(time)} played
          </p>
        ) : chapters ? (
          <p className={styles.headings} title={chapters}>
            {chapters}
          </p>
        ) : null}
      </div>
    </div>
  );
}
