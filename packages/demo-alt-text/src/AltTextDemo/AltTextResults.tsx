import type { AltTextImage } from '@paperlight/api-client';
import { Button, useClock, VisuallyHidden, type TimerHandle } from '@paperlight/ui-kit';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as styles from './AltTextDemo.css';
import { COPIED_NOTICE_MS, countWords, FIGURE_SIZES, figureSrcSet, formatWordCount, THUMBNAIL_SIZES, visibleTag } from './altTextRules';
import type { AltTextSample } from './useAltTextSample';

export interface AltTextResultsProps {
  sample: AltTextSample;
  /** The SSO sign-up page: 'Try your file', 'Edit' and the closing call open it in a new tab. */
  signUpUrl: string;
  /**
   * Writes text to the clipboard.
   * @default navigator.clipboard.writeText, falling back to a hidden textarea
   */
  copyText?: (text: string) => Promise<void>;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

async function defaultCopyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy command refused');
  } finally {
    area.remove();
  }
}

const figureName = (image: AltTextImage, index: number) => image.figureTag?.trim() || `Figure ${index + 1}`;

function AltTextCard({
  label,
  text,
  signUpUrl,
  copyText,
}: {
  label: 'Short alt text' | 'Long alt text';
  text: string;
  signUpUrl: string;
  copyText: (text: string) => Promise<void>;
}) {
  const clock = useClock();
  const headingId = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<TimerHandle | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clock.clearTimeout(timer.current);
    },
    [clock],
  );

  const onCopy = useCallback(async () => {
    let next: 'copied' | 'failed' = 'copied';
    try {
      await copyText(text);
    } catch {
      next = 'failed';
    }
    setStatus(next);
    if (timer.current !== null) clock.clearTimeout(timer.current);
    timer.current = clock.setTimeout(() => {
      timer.current = null;
      setStatus('idle');
    }, COPIED_NOTICE_MS);
  }, [clock, copyText, text]);

  const words = countWords(text);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h4 id={headingId} className={styles.cardTitle}>
          {label}
        </h4>
        <span className={styles.wordCount}>{formatWordCount(words)}</span>
      </div>
      <p className={styles.altText}>{text}</p>
      <div className={styles.cardActions}>
        <Button size="sm" variant="secondary" onClick={onCopy}>
          {status === 'copied' ? 'Copied' : 'Copy'}
          <VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
        </Button>
        <a className={styles.textLink} href={signUpUrl} {...NEW_TAB}>
          Edit<VisuallyHidden> {label.toLowerCase()} (sign up, opens in a new tab)</VisuallyHidden>
        </a>
        <span role="status" className={styles.copyStatus[status]}>
          {status === 'copied' ? 'Copied to clipboard' : status === 'failed' ? 'Could not copy; select the text to copy it' : ''}
        </span>
      </div>
    </section>
  );
}

/**
 * The loaded Alt Text sample: a carousel of the figures with thumbnails, each figure's type and
 * complexity (values beginning with 'Error' hidden), its short and long alt texts with word counts,
 * copy buttons and edit links, the report download and the calls to sign up.
 */
export function AltTextResults({ sample, signUpUrl, copyText = defaultCopyText }: AltTextResultsProps) {
  const { images } = sample;
  const [index, setIndex] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const titleId = useId();
  const safeIndex = Math.min(index, images.length - 1);
  const image = images[safeIndex]!;
  const name = figureName(image, safeIndex);
  const category = visibleTag(image.category);
  const complexity = visibleTag(image.complexity);
  const many = images.length > 1;
  const srcSet = figureSrcSet(image);

  const show = (next: number, focusThumb = false) => {
    const clamped = Math.max(0, Math.min(images.length - 1, next));
    setIndex(clamped);
    if (focusThumb) thumbs.current[clamped]?.focus();
  };

  // Arrow keys move along the thumbnail strip, Home and End jump to its ends.
  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: safeIndex + 1, ArrowLeft: safeIndex - 1, Home: 0, End: images.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <article className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Alt Text Results
          </h2>
          <p className={styles.subtitle}>
            {sample.fileName ? `${sample.fileName} · ` : ''}
            {images.length} {images.length === 1 ? 'image' : 'images'} · Academic style
          </p>
        </div>
        <div className={styles.actions}>
          {sample.reportUrl ? (
            <Button asChild variant="secondary">
              <a href={sample.reportUrl} download>
                Download report<VisuallyHidden> (DOCX, academic style)</VisuallyHidden>
              </a>
            </Button>
          ) : null}
          <Button asChild>
            <a href={signUpUrl} {...NEW_TAB}>
              Try your file<VisuallyHidden> (sign up, opens in a new tab)</VisuallyHidden>
            </a>
          </Button>
        </div>
      </header>

      <div className={styles.layout}>
        <section className={styles.carousel} aria-roledescription="carousel" aria-label="Figures">
          <div className={styles.stage}>
            <figure className={styles.figure} aria-roledescription="slide" aria-label={`${name}, ${safeIndex + 1} of ${images.length}`}>
              <img
                key={image.url}
                className={styles.image}
                src={image.url}
                srcSet={srcSet}
                sizes={srcSet ? FIGURE_SIZES : undefined}
                width={image.width}
                height={image.height}
                alt={image.altText.academic.short}
                // The first figure is the page's largest paint: fetched before other images
                // (lowercase: React 18 does not know `fetchPriority`).
                {...(safeIndex === 0 ? { fetchpriority: 'high' } : {})}
              />
            </figure>
          </div>
          {many ? (
            <div className={styles.navRow}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => show(safeIndex - 1)}
                disabled={safeIndex === 0}
                aria-label="Previous figure"
              >
                <span aria-hidden="true">←</span> Previous
              </Button>
              <p className={styles.counter} aria-live="polite">
                <span className={styles.figureTag}>{name}</span> · {safeIndex + 1} of {images.length}
              </p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => show(safeIndex + 1)}
                disabled={safeIndex === images.length - 1}
                aria-label="Next figure"
              >
                Next <span aria-hidden="true">→</span>
              </Button>
            </div>
          ) : null}
          {many ? (
            <ul className={styles.thumbnails} aria-label="Figure thumbnails">
              {images.map((item, itemIndex) => (
                <li key={String(item.imageId)}>
                  <button
                    ref={(element) => {
                      thumbs.current[itemIndex] = element;
                    }}
                    type="button"
                    className={styles.thumbnail}
                    aria-current={itemIndex === safeIndex ? 'true' : undefined}
                    aria-label={`Show ${figureName(item, itemIndex)}`}
                    tabIndex={itemIndex === safeIndex ? 0 : -1}
                    onClick={() => show(itemIndex)}
                    onKeyDown={onThumbKey}
                  >
                    <ThumbnailImage image={item} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section className={styles.details} aria-label={`Alt text for ${name}`}>
          <h3 className={styles.figureTitle}>{name}</h3>
          {category || complexity ? (
            <dl className={styles.tags}>
              {category ? (
                <div className={styles.tag}>
                  <dt className={styles.tagTerm}>Image type:</dt>
                  <dd className={styles.tagValue}>{category}</dd>
                </div>
              ) : null}
              {complexity ? (
                <div className={styles.tag}>
                  <dt className={styles.tagTerm}>Complexity:</dt>
                  <dd className={styles.tagValue}>{complexity}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <AltTextCard
            key={`${image.imageId}-short`}
            label="Short alt text"
            text={image.altText.academic.short}
            signUpUrl={signUpUrl}
            copyText={copyText}
          />
          <AltTextCard
            key={`${image.imageId}-long`}
            label="Long alt text"
            text={image.altText.academic.long}
            signUpUrl={signUpUrl}
            copyText={copyText}
          />
          <p className={styles.note}>Generated in the academic style. Sign up to edit the texts and export other styles.</p>
        </section>
      </div>

      <SignUpCall signUpUrl={signUpUrl} />
    </article>
  );
}

/** A thumbnail draws the narrowest rendition that is sharp at its 88 px. */
function ThumbnailImage({ image }: { image: AltTextImage }) {
  const srcSet = figureSrcSet(image);
  return (
    <img
      className={styles.thumbnailImage}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? THUMBNAIL_SIZES : undefined}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
    />
  );
}

/** Every demo ends with a call to sign up (SPEC §1). */
export function SignUpCall({ signUpUrl }: { signUpUrl: string }) {
  const id = useId();
  return (
    <aside className={styles.cta} aria-labelledby={id}>
      <div>
        <h3 id={id} className={styles.ctaTitle}>
          Describe every figure in your own papers
        </h3>
        <p className={styles.ctaText}>
          Upload a PDF, Word file or image and get short and long alt text for each figure, with word counts and a report ready for
          production.
        </p>
      </div>
      <Button asChild size="lg">
        <a href={signUpUrl} {...NEW_TAB}>
          Sign up free<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Button>
    </aside>
  );
}
