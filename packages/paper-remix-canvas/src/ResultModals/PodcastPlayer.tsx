import { VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { formatClock, speakerRole, turnAt, type PlayableEpisode } from '../workflow/podcast';
import * as styles from './Podcast.css';
import { SourcesLink } from './SourcesLink';

export const UNTRACED_LABEL = 'Not found in the paper:';

export interface PodcastPlayerProps {
  episode: PlayableEpisode;
  /** The episode's audio (the M4A); without it the transcript is still shown. */
  audioUrl: string | null | undefined;
  /** History's and the public page's read-only view: no 'From the paper' links. @default false */
  compact?: boolean;
  /** The level of the Chapters and Transcript headings. @default 3 */
  headingLevel?: 2 | 3;
}

/** Moves a turn into view as the episode reaches it, without animation when the reader asked for less motion. */
function useFollow(current: string | null, playing: boolean, items: React.MutableRefObject<Map<string, HTMLLIElement>>) {
  useEffect(() => {
    if (!current || !playing) return;
    const element = items.current.get(current);
    if (!element || typeof element.scrollIntoView !== 'function') return;
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [current, playing, items]);
}

/**
 * An episode to listen to with its transcript following along (issue 34): the audio player, its
 * chapters (each plays from its start), and every turn with its speaker and time; the turn being spoken
 * is highlighted (aria-current), choosing a turn plays from there, and each traced turn opens the
 * paper where it comes from ('From the paper', as a script's slides).
 */
export function PodcastPlayer({ episode, audioUrl, compact = false, headingLevel = 3 }: PodcastPlayerProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const audio = useRef<HTMLAudioElement>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const chaptersId = useId();
  const transcriptId = useId();
  const current = turnAt(episode.turns, time);
  const currentChapter = [...episode.chapters].reverse().find((chapter) => chapter.start <= time + 0.05)?.turn ?? null;
  useFollow(current, playing, items);

  const playFrom = (seconds: number) => {
    setTime(seconds);
    const element = audio.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play()?.catch(() => undefined);
  };

  return (
    <div className={styles.player}>
      {audioUrl ? (
        <audio
          ref={audio}
          className={styles.audio}
          src={audioUrl}
          controls
          preload="metadata"
          aria-label={`Episode: ${episode.title}`}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onSeeked={(event) => setTime(event.currentTarget.currentTime)}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
      ) : null}
      {episode.chapters.length > 0 ? (
        <section aria-labelledby={chaptersId}>
          <Heading id={chaptersId} className={styles.subheading}>
            Chapters
          </Heading>
          <ol className={styles.chapters}>
            {episode.chapters.map((chapter) => (
              <li key={`${chapter.turn}-${chapter.start}`}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-current={chapter.turn === currentChapter ? 'true' : undefined}
                  onClick={() => playFrom(chapter.start)}
                >
                  <span className={styles.clock}>{formatClock(chapter.start)}</span>
                  <span>{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby={transcriptId}>
        <Heading id={transcriptId} className={styles.subheading}>
          Transcript
        </Heading>
        <ol className={styles.turns} aria-labelledby={transcriptId}>
          {episode.turns.map((turn, index) => {
            const role = speakerRole(episode, turn.speaker);
            return (
              <li
                key={turn.id}
                ref={(element) => {
                  if (element) items.current.set(turn.id, element);
                  else items.current.delete(turn.id);
                }}
                className={styles.turn}
                aria-current={turn.id === current ? 'true' : undefined}
              >
                {/* Named by what it shows, after a hidden 'Play from' (a label that left out the role failed WCAG 2.5.3). */}
                <button type="button" className={styles.seek} onClick={() => playFrom(turn.start)}>
                  <VisuallyHidden>Play from </VisuallyHidden>
                  <span className={styles.clock}>{formatClock(turn.start)}</span> <span className={styles.speaker}>{turn.name}</span>
                  {role ? (
                    <>
                      {' '}
                      <span className={styles.role}>{role}</span>
                    </>
                  ) : null}
                </button>
                <p className={styles.text}>{turn.text}</p>
                {turn.untraced && turn.untraced.length > 0 ? (
                  <p className={styles.untraced}>
                    {UNTRACED_LABEL} {turn.untraced.join(' ')}
                  </p>
                ) : null}
                {compact || turn.framing ? null : <SourcesLink sources={turn.sources} label={`Turn ${index + 1}`} />}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
