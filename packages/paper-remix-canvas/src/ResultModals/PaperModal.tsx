import type { PaperDetails as Details } from '@paperlight/api-client';
import { Skeleton } from '@paperlight/ui-kit';
import { detailsOf, PaperDetails } from '../PaperDetails';
import { NO_RESULT_MESSAGE, paperOf, type PaperResult } from '../workflow/results';
import type { ResultModalProps } from './ScriptModal';
import { ResultFrame } from './ResultFrame';
import * as styles from './ResultModals.css';
import { SourcesLink } from './SourcesLink';
import { useSkeleton } from './useSkeleton';

export const NO_FIGURES_MESSAGE =
  'No captioned figure or table was found in this paper; the storyboard shows its numbers, quotes and claims instead.';
export const FIGURES_INTRO =
  'Cropped from the paper with their printed captions. The storyboard puts each on screen while the narration talks about it.';

/** 'English' for 'en', the code itself where the browser has no name for it. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The caption without the label the card already sets above it ('Figure 1: Overview' → 'Overview'). */
const captionBody = (caption: string) =>
  caption.replace(/^(?:fig(?:ure)?\.?|table)\s*(?:[A-Z]?\d+[a-z]?|[IVXL]+)\s*[.:|—–-]?\s*/i, '') || caption;

function paperFacts(paper: PaperResult): string {
  return [
    paper.pageCount ? `${paper.pageCount} ${paper.pageCount === 1 ? 'page' : 'pages'}` : null,
    paper.language ? languageName(paper.language) : null,
    `${paper.sections.length} ${paper.sections.length === 1 ? 'section' : 'sections'}`,
    `${paper.figures.length} ${paper.figures.length === 1 ? 'figure or table' : 'figures and tables'}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What the engine read from the uploaded paper (the paper input node's result): its bibliographic
 * facts, the sections in reading order and every captioned figure and table it cropped, each with a
 * link that opens the paper at its page (decision 0090).
 */
export function PaperModal({
  open,
  onOpenChange,
  execution,
  onSaveDetails,
  presentation,
  fullScreen,
  onFullScreenChange,
}: ResultModalProps & { onSaveDetails?: (details: Details) => Promise<void> }) {
  const paper = paperOf(execution);
  const loading = useSkeleton(open);
  const citation = paper?.citation;
  return (
    <ResultFrame title="Paper contents" open={open} onOpenChange={onOpenChange} {...{ presentation, fullScreen, onFullScreenChange }}>
      {loading ? (
        <div className={styles.skeleton}>
          <Skeleton shape="text" width="40%" label="Loading paper" />
          <Skeleton height={96} count={3} />
        </div>
      ) : paper ? (
        <div className={styles.stack}>
          <section className={styles.section} aria-label="The paper">
            <h3 className={styles.heading}>{paper.title}</h3>
            {paper.authors.length > 0 ? <p className={styles.paragraph}>{paper.authors.join(', ')}</p> : null}
            {citation && (citation.venue || citation.year || citation.doi) ? (
              <p className={styles.paperMeta}>
                {[citation.venue, citation.year, citation.doi ? `doi:${citation.doi}` : undefined].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            {citation?.license ? <p className={styles.paperMeta}>Licence: {citation.license}</p> : null}
            <p className={styles.paperMeta}>{paperFacts(paper)}</p>
          </section>
          <section className={styles.section} aria-label="Paper details">
            <h3 className={styles.heading}>Paper details</h3>
            <PaperDetails details={detailsOf(execution?.jsonOutput)} {...(onSaveDetails ? { onSave: onSaveDetails } : {})} />
          </section>
          <section className={styles.section} aria-label="Figures and tables">
            <h3 className={styles.heading}>Figures and tables</h3>
            {paper.figures.length === 0 ? (
              <p className={styles.hint}>{NO_FIGURES_MESSAGE}</p>
            ) : (
              <>
                <p className={styles.hint}>{FIGURES_INTRO}</p>
                <ul className={styles.figureGrid}>
                  {paper.figures.map((figure) => (
                    <li key={figure.id}>
                      <figure className={styles.figure}>
                        {figure.imageUrl ? (
                          <img
                            className={styles.figureImage}
                            src={figure.imageUrl}
                            alt={`${figure.label} of the paper, as cropped from page ${figure.page}`}
                            loading="lazy"
                            decoding="async"
                          />
                        ) : null}
                        <figcaption className={styles.figureCaption}>
                          <span className={styles.figureLabel}>
                            {figure.label}
                            {figure.page ? ` · p. ${figure.page}` : ''}
                          </span>
                          {captionBody(figure.caption)}
                        </figcaption>
                        {figure.page ? <SourcesLink sources={{ pages: [figure.page], figures: [figure.id] }} label={figure.label} /> : null}
                      </figure>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          {paper.sections.length > 0 ? (
            <section className={styles.section} aria-label="Sections">
              <h3 className={styles.heading}>Sections, in reading order</h3>
              <ul className={styles.sectionList}>
                {paper.sections.map((heading, i) => (
                  <li key={`${i}-${heading}`}>{heading}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : (
        <p className={styles.message}>{NO_RESULT_MESSAGE}</p>
      )}
    </ResultFrame>
  );
}
