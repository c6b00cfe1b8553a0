import { Button, Skeleton, useClock } from '@paperlight/ui-kit';
import { storyboardFileName } from '../workflow/filenames';
import { NO_RESULT_MESSAGE, saveFile, sceneFields, storyboardOf, storyboardText } from '../workflow/results';
import { sceneThumbnails } from '../workflow/summary';
import type { ResultModalProps } from './ScriptModal';
import { ResultFrame } from './ResultFrame';
import * as styles from './ResultModals.css';
import { SourcesLink } from './SourcesLink';
import { useSkeleton } from './useSkeleton';
import { StoryboardEditor } from './StoryboardEditor';
import { useResultEditing, type EditableResultProps } from './useResultEditing';

/**
 * Every scene of the storyboard with every field, downloadable as storyboard-{yyyy}-{MM}-{dd}.txt.
 * Given `onSave`, an owner can edit each scene's texts (StoryboardEditor) and restore kept versions.
 */
export function StoryboardModal({
  open,
  onOpenChange,
  execution,
  onDownload = saveFile,
  loadVersionOutput: _scriptsOnly,
  presentation,
  fullScreen,
  onFullScreenChange,
  ...editable
}: ResultModalProps & EditableResultProps) {
  const clock = useClock();
  const storyboard = storyboardOf(execution);
  // Each scene's picture (the paper's figure it shows), as the card's thumbnails but for every scene.
  const images = new Map(sceneThumbnails(execution, Number.POSITIVE_INFINITY).map((image) => [image.scene, image]));
  const loading = useSkeleton(open);
  const edit = useResultEditing({ ...editable, open, onOpenChange, revision: execution });
  return (
    <ResultFrame title="Storyboard" open={open} {...edit.modalProps} {...{ presentation, fullScreen, onFullScreenChange }}>
      {loading ? (
        <div className={styles.skeleton}>
          <Skeleton shape="text" width="40%" label="Loading storyboard" />
          <Skeleton height={96} count={3} />
        </div>
      ) : storyboard && edit.editing ? (
        <StoryboardEditor storyboard={storyboard} output={execution?.jsonOutput} {...edit.editorProps} />
      ) : storyboard ? (
        <div className={styles.stack}>
          <div className={styles.toolbar}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onDownload(new Blob([storyboardText(storyboard)], { type: 'text/plain' }), storyboardFileName(clock.now()))}
            >
              Download
            </Button>
            {edit.actions}
          </div>
          {edit.panel}
          {storyboard.scenes.map((scene) => (
            <section key={scene.scene_number} className={styles.section} aria-label={`Scene ${scene.scene_number}`}>
              <h3 className={styles.heading}>Scene {scene.scene_number}</h3>
              {images.has(scene.scene_number) ? (
                <img
                  className={styles.sceneImage}
                  src={images.get(scene.scene_number)!.url}
                  alt={images.get(scene.scene_number)!.caption ?? `What scene ${scene.scene_number} shows from the paper`}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <dl className={styles.fields}>
                {sceneFields(scene).map(([label, value]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt className={styles.term}>{label}</dt>
                    <dd className={styles.definition}>{value}</dd>
                  </div>
                ))}
              </dl>
              <SourcesLink sources={scene.sources} label={`Scene ${scene.scene_number}`} />
            </section>
          ))}
        </div>
      ) : (
        <p className={styles.message}>{NO_RESULT_MESSAGE}</p>
      )}
    </ResultFrame>
  );
}
