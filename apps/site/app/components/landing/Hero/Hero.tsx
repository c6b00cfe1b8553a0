import { Button, Link, VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../cx';
import { HERO_WORDS, WORD_INTERVAL_MS } from './heroVideo';
import { useHeroVideo } from './useHeroVideo';
import { useReducedMotion } from './useReducedMotion';
import { useRotatingWord } from './useRotatingWord';
import * as styles from './Hero.css';

export interface HeroProps {
  /** MP4 of the product film (a content-delivery asset in production). */
  videoUrl: string;
  /** Shown until the video plays; it is the page's largest paint, so it loads first. */
  posterUrl: string;
  /** Smaller renditions of the poster (`srcset` syntax), so a phone does not fetch the desktop one. */
  posterSrcSet?: string;
  /** WebVTT that says what each part of the film shows (the film has no sound), shown over it. */
  captionsUrl?: string;
  /** The credit of the paper the film shows (its licence asks for it wherever it is shown). */
  credit?: string;
}

/**
 * `fetchpriority="high"` as React 18 must be given it: it does not know the camelCase prop yet and
 * would warn, while the lowercase attribute reaches the DOM as written.
 */
export const FETCH_FIRST = { fetchpriority: 'high' } as Record<string, string>;

/** How wide the film is laid out (Hero.css.ts: the frame is min(880px, 100%) inside 24 px padding). */
export const POSTER_SIZES = '(min-width: 928px) 880px, calc(100vw - 48px)';

const FULL_SENTENCE = `AI tools for research publishing, built for ${HERO_WORDS.slice(0, -1).join(', ')} and ${HERO_WORDS.at(-1)}`;

function play(element: HTMLVideoElement) {
  // Browsers may refuse playback (data saver, autoplay policy); the poster then stays.
  Promise.resolve(element.play()).catch((error: unknown) => console.warn('Hero video did not play', error));
}

/** Headline with the rotating audience word, Get Started, and the product film that expands as it scrolls into the centre. */
export function Hero({ videoUrl, posterUrl, posterSrcSet, captionsUrl, credit }: HeroProps) {
  const reducedMotion = useReducedMotion();
  const index = useRotatingWord(HERO_WORDS.length, WORD_INTERVAL_MS, reducedMotion !== false);
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const { expanded, controlsVisible, toggle, wake } = useHeroVideo(frame);
  const [playing, setPlaying] = useState(false);
  // The poster is an <img> over the film rather than its poster attribute, which has no srcset.
  // Once the film has shown a frame, pausing shows that frame, as a poster attribute would.
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || reducedMotion !== false) return;
    // Muted autoplay starts after hydration, so the poster stays the first paint.
    play(element);
  }, [reducedMotion]);

  const togglePlayback = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) play(element);
    else element.pause();
    wake();
  };

  const onExpandToggle = () => {
    toggle();
    const element = video.current;
    if (element && !expanded && element.paused) play(element);
  };

  return (
    <section className={styles.root} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <h1 id="hero-title" className={styles.title}>
          <VisuallyHidden>{FULL_SENTENCE}</VisuallyHidden>
          {/* The rotation is decoration: screen readers get the full sentence once instead of a word every 2 s. */}
          <span aria-hidden="true">
            AI tools for research publishing, built for{' '}
            {/* Every word sits in one grid cell, the others invisible, so the box always has the size of the
                widest: the heading never changes height and nothing below it moves (issue 38). */}
            <span className={styles.wordBox}>
              {HERO_WORDS.map((word) => (
                <span key={word} className={styles.wordSizer}>
                  {word}
                </span>
              ))}
              <span className={styles.word} data-testid="hero-word">
                {HERO_WORDS[index]}
              </span>
            </span>
          </span>
        </h1>
        <p className={styles.copy}>
          Paperlight makes scholarly content accessible, discoverable and reusable: alt text for every figure, papers read aloud in 30
          languages, answers grounded in the literature, rejected-manuscript analytics and papers remixed into video.
        </p>
        <div className={styles.actions}>
          <Button asChild size="lg">
            <Link href="/dashboard">Get Started</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a href="#tools-showcase">Try a demo</a>
          </Button>
        </div>
      </div>
      <div className={styles.stage}>
        <div
          ref={frame}
          className={cx(styles.frame, expanded && styles.frameExpanded)}
          data-expanded={expanded}
          onPointerMove={wake}
          onFocus={wake}
        >
          <video
            ref={video}
            className={styles.video}
            src={videoUrl}
            muted
            loop
            playsInline
            preload="none"
            aria-label="Paperlight product film, recorded from the product: Alt Text and Gen AI Search tried as a guest on the landing page, then a paper uploaded and read, one Run to a script, a storyboard and a narrated video, and the video playing"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onPlaying={() => setStarted(true)}
          >
            {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label="English" default /> : null}
          </video>
          {started ? null : (
            <img
              className={styles.poster}
              src={posterUrl}
              srcSet={posterSrcSet}
              sizes={posterSrcSet ? POSTER_SIZES : undefined}
              alt=""
              width={1280}
              height={720}
              {...FETCH_FIRST}
              data-testid="hero-poster"
            />
          )}
          <div className={cx(styles.controls, !controlsVisible && styles.controlsHidden)} data-visible={controlsVisible}>
            <button type="button" className={styles.control} onClick={togglePlayback}>
              {playing ? 'Pause' : 'Play'}
              <VisuallyHidden> video</VisuallyHidden>
            </button>
            <button type="button" className={styles.control} onClick={onExpandToggle}>
              {expanded ? 'Collapse' : 'Expand'}
              <VisuallyHidden> video</VisuallyHidden>
            </button>
          </div>
        </div>
        {credit ? <p className={styles.credit}>{credit}</p> : null}
      </div>
    </section>
  );
}
