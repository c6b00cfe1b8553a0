import type { NodeExecution } from '@paperlight/api-client';
import { Button, Skeleton, useClock } from '@paperlight/ui-kit';
import { scriptFileName } from '../workflow/filenames';
import { NO_RESULT_MESSAGE, saveFile, scriptOf, scriptText } from '../workflow/results';
import { GroundingSummary } from './GroundingSummary';
import { ResultFrame, type ResultFrameOptions } from './ResultFrame';
import * as styles from './ResultModals.css';
import { SourcesLink } from './SourcesLink';
import { useSkeleton } from './useSkeleton';
import { ScriptEditor } from './ScriptEditor';
import { useResultEditing, type EditableResultProps } from './useResultEditing';

export interface ResultModalProps extends ResultFrameOptions {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The node's execution; its `jsonOutput` is the result shown. */
  execution: NodeExecution | null | undefined;
  /** Replaces the browser download (tests, native shells). */
  onDownload?: (blob: Blob, fileName: string) => void;
}

/**
 * The generated script: opening, slides and closing, downloadable as script-{yyyy}-{MM}-{dd}.txt.
 * Given `onSave`, an owner can edit it (ScriptEditor) and restore kept versions.
 */
export function ScriptModal({
  open,
  onOpenChange,
  execution,
  onDownload = saveFile,
  presentation,
  fullScreen,
  onFullScreenChange,
  ...editable
}: ResultModalProps & EditableResultProps) {
  const clock = useClock();
  const script = scriptOf(execution);
  const loading = useSkeleton(open);
  const edit = useResultEditing({ ...editable, open, onOpenChange, revision: execution });
  return (
    <ResultFrame title="Script" open={open} {...edit.modalProps} {...{ presentation, fullScreen, onFullScreenChange }}>
      {loading ? (
        <div className={styles.skeleton}>
          <Skeleton shape="text" width="40%" label="Loading script" />
          <Skeleton height={96} count={3} />
        </div>
      ) : script && edit.editing ? (
        <ScriptEditor script={script} output={execution?.jsonOutput} {...edit.editorProps} />
      ) : script ? (
        <div className={styles.stack}>
          <div className={styles.toolbar}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onDownload(new Blob([scriptText(script)], { type: 'text/plain' }), scriptFileName(clock.now()))}
            >
              Download
            </Button>
            {edit.actions}
          </div>
          {edit.panel}
          <GroundingSummary script={script} />
          <section className={styles.section} aria-label="Opening">
            <h3 className={styles.heading}>Opening</h3>
            <p className={styles.paragraph}>{script.opening.narration}</p>
          </section>
          {script.slides.map((slide) => (
            <section key={slide.number} className={styles.section} aria-label={`Slide ${slide.number}`}>
              <h3 className={styles.heading}>
                {slide.number}. {slide.heading}
                {slide.is_technical ? <span className={styles.tag}>Technical</span> : null}
              </h3>
              <p className={styles.paragraph}>{slide.narration}</p>
              <SourcesLink sources={slide.sources} label={`Slide ${slide.number}`} />
            </section>
          ))}
          <section className={styles.section} aria-label="Closing">
            <h3 className={styles.heading}>Closing</h3>
            <p className={styles.paragraph}>{script.closing.narration}</p>
          </section>
        </div>
      ) : (
        <p className={styles.message}>{NO_RESULT_MESSAGE}</p>
      )}
    </ResultFrame>
  );
}
