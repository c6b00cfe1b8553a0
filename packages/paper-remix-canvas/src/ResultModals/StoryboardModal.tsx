import { Button, Modal, Skeleton, useClock } from '@paperlight/ui-kit';
import { storyboardFileName } from '../workflow/filenames';
import { NO_RESULT_MESSAGE, saveFile, sceneFields, storyboardOf, storyboardText } from '../workflow/results';
import type { ResultModalProps } from './ScriptModal';
import * as styles from './ResultModals.css';
import { SourcesLink } from './SourcesLink';
import { useSkeleton } from './useSkeleton';
import { StoryboardEditor } from './StoryboardEditor';
import { useResultEditing, type EditableResultProps } from './useResultEditing';

/**
 * Every scene of the storyboard with every field, downloadable as storyboard-{yyyy}-{MM}-{dd}.txt.
 * Given `onSave`, an owner can edit each scene's texts (StoryboardEditor) and restore kept versions.
 */
export function StoryboardModal({ open, onOpenChange, execution, onDownload = saveFile, ...editable }: ResultModalProps & EditableResultProps) {
  const clock = useClock();
  const storyboard = storyboardOf(execution);
  const loading = useSkeleton(open);
  const edit = useResultEditing({ ...editable, open, onOpenChange, revision: execution });
  return (
    <Modal title="Storyboard" open={open} {...edit.modalProps}>
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
    </Modal>
  );
}
