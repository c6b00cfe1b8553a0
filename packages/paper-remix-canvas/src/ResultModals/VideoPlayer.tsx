import { Button, useClock, VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatMinutesSeconds } from '../workflow/filenames';
import { saveFile } from '../workflow/results';
import { chaptersOf, parseVtt, transcriptFileName, transcriptParagraphs, transcriptText, type Cue } from '../workflow/transcript';
import * as styles from './ResultModals.css';

export const SKIP_SECONDS = 10;
export const TRANSCRIPT_FAILED_MESSAGE = 'The transcript could not be loaded.';

export interface VideoPlayerProps {
  videoUrl: string;
  /** WebVTT narration: captions, the transcript and the chapter titles. */
  subtitlesUrl?: string | null;
  /** WebVTT chapters (one cue per scene), given to the browser as a chapters track. */
  chaptersUrl?: string | null;
  posterUrl?: string | null;
  /** The video's scenes (`jsonOutput.scenes`: {start, duration}); each is a chapter. */
  scenes?: readonly { start: number }[] | null;
  /** Heads the .txt transcript. */
  title?: string;
  /**
   * The film's length in seconds when it is known before the browser reads the file (the render
   * records it), so the time reads e.g. '00:00 / 01:35' from the first paint. @default null
   */
  durationSec?: number | null;
  /**
   * The WebVTT of `subtitlesUrl` when it was already read (a server render): the chapters and the
   * transcript then render with the page instead of appearing, and moving what follows, after a fetch.
   * @default null
   */
  subtitlesText?: string | null;
  /** The player alone, without the chapter list and the transcript panel (an embed). @default false */
  compact?: boolean;
  /** Reads the WebVTT file. @default fetch */
  fetchText?: (url: string) => Promise<string>;
  onDownload?: (blob: Blob, fileName: string) => void;
  /** More controls at the end of the bar (e.g. the modal's Download). */
  actions?: ReactNode;
}

const fetchText = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Transcript failed with status ${response.status}`);
  return response.text();
};

/**
 * The generated video with a real player: play/pause, ±10 s, a seek bar, mm:ss, 1080p, captions on/off,
 * fullscreen, chapters and the transcript (.txt and .vtt downloads).
 */
export function VideoPlayer({
  videoUrl,
  subtitlesUrl,
  chaptersUrl,
  posterUrl,
  scenes,
  title,
  durationSec = null,
  subtitlesText = null,
  compact = false,
  fetchText: readText = fetchText,
  onDownload = saveFile,
  actions,
}: VideoPlayerProps) {
  const clock = useClock();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(durationSec ?? 0);
  const [playing, setPlaying] = useState(false);
  const [captions, setCaptions] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [vtt, setVtt] = useState<{ text: string; cues: Cue[] } | null>(() =>
    subtitlesText ? { text: subtitlesText, cues: parseVtt(subtitlesText) } : null,
  );
  const [transcriptError, setTranscriptError] = useState(false);
  const [showTranscript, setShowTranscript] = useState(false);
  const transcriptId = useId();

  useEffect(() => {
    // The transcript and the chapter titles come from it; the browser reads the captions track itself.
    if (!subtitlesUrl || compact || subtitlesText) return undefined;
    let live = true;
    readText(subtitlesUrl).then(
      (text) => live && setVtt({ text, cues: parseVtt(text) }),
      () => live && setTranscriptError(true),
    );
    return () => {
      live = false;
    };
  }, [compact, readText, subtitlesText, subtitlesUrl]);

  // A server-rendered page's video can read its metadata before React hydrates and attaches
  // onLoadedMetadata: the event is then missed and the time read '00:00 / 00:00' for good.
  useEffect(() => {
    const video = videoRef.current;
    if (video && video.readyState >= 1 && Number.isFinite(video.duration) && video.duration > 0) setDuration(video.duration);
  }, [videoUrl]);

  useEffect(() => {
    const track = videoRef.current?.textTracks?.[0];
    if (track) track.mode = captions ? 'showing' : 'hidden';
  }, [captions, vtt]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current && frameRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A live or not yet known length (Infinity, NaN) keeps the one we have.
  const keepDuration = (seconds: number) => {
    if (Number.isFinite(seconds) && seconds > 0) setDuration(seconds);
  };

  const seek = (to: number) => {
    const video = videoRef.current;
    if (!video) return;
    const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
    video.currentTime = Math.min(end, Math.max(0, to));
    setCurrent(video.currentTime);
  };

  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void frame.requestFullscreen?.()?.catch(() => undefined);
  };

  const chapters = vtt ? chaptersOf(vtt.cues, scenes) : [];
  const activeChapter = chapters.reduce((found, chapter, index) => (chapter.start <= current + 0.05 ? index : found), 0);

  return (
    <div className={styles.player}>
      <div ref={frameRef} className={styles.frame}>
        <video
          ref={videoRef}
          className={styles.video}
          src={videoUrl}
          poster={posterUrl ?? undefined}
          crossOrigin={subtitlesUrl ? 'anonymous' : undefined}
          preload="metadata"
          playsInline
          onClick={() => {
            const video = videoRef.current;
            if (video?.paused) void video.play()?.catch(() => setPlaying(false));
            else video?.pause();
          }}
          onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => keepDuration(event.currentTarget.duration)}
          onDurationChange={(event) => keepDuration(event.currentTarget.duration)}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        >
          {subtitlesUrl ? <track kind="captions" src={subtitlesUrl} srcLang="en" label="English" default /> : <track kind="captions" />}
          {chaptersUrl ? <track kind="chapters" src={chaptersUrl} srcLang="en" label="Chapters" /> : null}
        </video>
      </div>
      <input
        type="range"
        className={styles.seek}
        aria-label="Seek"
        min={0}
        max={Number.isFinite(duration) && duration > 0 ? duration : 0}
        step={0.1}
        value={Math.min(current, Number.isFinite(duration) ? duration : current)}
        aria-valuetext={`${formatMinutesSeconds(current)} of ${formatMinutesSeconds(duration)}`}
        onChange={(event) => seek(Number(event.currentTarget.value))}
      />
      <div className={styles.controls}>
        {/* The name comes from content (not aria-label), so the short visible label never contradicts it. */}
        <Button size="sm" variant="secondary" onClick={() => seek((videoRef.current?.currentTime ?? 0) - SKIP_SECONDS)}>
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
        <Button size="sm" variant="secondary" onClick={() => seek((videoRef.current?.currentTime ?? 0) + SKIP_SECONDS)}>
          <span aria-hidden="true">+{SKIP_SECONDS}s</span>
          <VisuallyHidden>Forward {SKIP_SECONDS} seconds</VisuallyHidden>
        </Button>
        <span className={styles.time} aria-label="Time">
          {formatMinutesSeconds(current)} / {formatMinutesSeconds(duration)}
        </span>
        <span className={styles.quality}>1080p</span>
        <span className={styles.spacer} />
        {subtitlesUrl ? (
          <Button size="sm" variant="secondary" aria-pressed={captions} onClick={() => setCaptions((on) => !on)}>
            Captions
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" aria-pressed={fullscreen} onClick={toggleFullscreen}>
          {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        </Button>
        {actions}
      </div>

      {!compact && chapters.length > 0 ? (
        <nav aria-label="Chapters" className={styles.chapters}>
          <ol className={styles.chapterList}>
            {chapters.map((chapter, index) => (
              <li key={`${chapter.start}-${index}`}>
                <button
                  type="button"
                  className={styles.chapter}
                  aria-current={index === activeChapter ? 'true' : undefined}
                  onClick={() => seek(chapter.start)}
                >
                  <span className={styles.time}>{formatMinutesSeconds(chapter.start)}</span> {chapter.title}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {!compact && subtitlesUrl ? (
        <section className={styles.transcript} aria-label="Transcript">
          <div className={styles.toolbar}>
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showTranscript}
              aria-controls={transcriptId}
              onClick={() => setShowTranscript((open) => !open)}
            >
              {showTranscript ? 'Hide transcript' : 'Show transcript'}
            </Button>
            <span className={styles.spacer} />
            <Button
              size="sm"
              variant="secondary"
              disabled={!vtt}
              onClick={() =>
                vtt &&
                onDownload(new Blob([transcriptText(vtt.cues, title)], { type: 'text/plain' }), transcriptFileName(clock.now(), 'txt'))
              }
            >
              Transcript (.txt)
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!vtt}
              onClick={() => vtt && onDownload(new Blob([vtt.text], { type: 'text/vtt' }), transcriptFileName(clock.now(), 'vtt'))}
            >
              Captions (.vtt)
            </Button>
          </div>
          {transcriptError ? <p className={styles.errorMessage}>{TRANSCRIPT_FAILED_MESSAGE}</p> : null}
          {showTranscript && vtt ? (
            <div id={transcriptId} className={styles.transcriptBody}>
              {transcriptParagraphs(vtt.cues).map((cue, index) => (
                <p key={index} className={styles.paragraph}>
                  <button
                    type="button"
                    className={styles.cueTime}
                    onClick={() => seek(cue.start)}
                    aria-label={`Play from ${formatMinutesSeconds(cue.start)}`}
                  >
                    {formatMinutesSeconds(cue.start)}
                  </button>{' '}
                  {cue.text}
                </p>
              ))}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
