import { Button, Skeleton, useClock } from '@paperlight/ui-kit';
import { presentationFileName } from '../workflow/filenames';
import {
  deckLine,
  PRESENTATION_DOWNLOADS,
  presentationDownloads,
  presentationOf,
  slideKindLabel,
  type PresentationDownload,
  type PresentationOutput,
} from '../workflow/presentation';
import { fetchBlob, NO_RESULT_MESSAGE, saveFile } from '../workflow/results';
import { DOWNLOAD_FAILED_MESSAGE } from './MindmapModal';
import { ResultFrame } from './ResultFrame';
import type { ResultModalProps } from './ScriptModal';
import * as styles from './Presentation.css';
import * as resultStyles from './ResultModals.css';
import { useSkeleton } from './useSkeleton';
import { useDownload } from './useDownload';

export const PRESENTATION_FILES_MISSING_MESSAGE = 'The files of this presentation are not available. Generate it again to make them.';

export interface SlideListProps {
  deck: PresentationOutput;
}

/** The deck's slides in order: each one's number, kind in words, heading and the page it comes from. */
export function SlideList({ deck }: SlideListProps) {
  return (
    <ol className={styles.slides} aria-label="Slides">
      {deck.slides.map((slide, index) => (
        <li key={index} className={styles.slide}>
          <span className={styles.number}>{index + 1}</span>{' '}
          <span className={styles.body}>
            <span className={styles.kind}>{slideKindLabel(slide.kind)}</span> <span className={styles.heading}>{slide.heading}</span>
          </span>
          {slide.page === undefined ? null : <span className={styles.page}> p. {slide.page}</span>}
        </li>
      ))}
    </ol>
  );
}

export interface PresentationModalProps extends ResultModalProps {
  /** Fetches a file of the deck for download. @default fetch */
  fetchFile?: (url: string) => Promise<Blob>;
}

/** A Presentation node's result: the first slide, the deck's slides and settings, and its PowerPoint and PDF downloads. */
export function PresentationModal({
  open,
  onOpenChange,
  execution,
  onDownload = saveFile,
  fetchFile = fetchBlob,
  presentation,
  fullScreen,
  onFullScreenChange,
}: PresentationModalProps) {
  const clock = useClock();
  const deck = presentationOf(execution);
  const downloads = presentationDownloads(execution);
  const offered = PRESENTATION_DOWNLOADS.filter(({ kind }) => downloads[kind]);
  const loading = useSkeleton(open);
  const files = useDownload(fetchFile, onDownload);
  const failed = files.failed;
  const download = (kind: PresentationDownload) => files.download(downloads[kind], () => presentationFileName(clock.now(), kind));
  return (
    <ResultFrame title="Presentation" open={open} onOpenChange={onOpenChange} {...{ presentation, fullScreen, onFullScreenChange }}>
      {loading ? (
        <div className={resultStyles.skeleton}>
          <Skeleton height={200} label="Loading presentation" />
          <Skeleton height={40} count={3} />
        </div>
      ) : deck ? (
        <div className={resultStyles.stack}>
          {downloads.png ? (
            <img className={styles.thumbnail} data-size={deck.size} src={downloads.png} alt={`First slide: ${deck.title}`} />
          ) : null}
          <p className={resultStyles.hint}>{deckLine(deck)}</p>
          {/* A deck made before its files were kept, or whose files were lost, still lists its slides. */}
          {offered.length > 0 ? (
            <div className={resultStyles.toolbar} role="group" aria-label="Download the presentation">
              {offered.map(({ kind, label }) => (
                <Button key={kind} size="sm" variant="secondary" onClick={() => void download(kind)}>
                  {label}
                </Button>
              ))}
            </div>
          ) : (
            <p className={resultStyles.hint}>{PRESENTATION_FILES_MISSING_MESSAGE}</p>
          )}
          {failed ? (
            <p className={styles.failed} role="alert">
              {DOWNLOAD_FAILED_MESSAGE}
            </p>
          ) : null}
          <SlideList deck={deck} />
        </div>
      ) : (
        <p className={resultStyles.message}>{NO_RESULT_MESSAGE}</p>
      )}
    </ResultFrame>
  );
}
