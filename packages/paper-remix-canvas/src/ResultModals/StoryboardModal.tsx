import { Button, Modal, Skeleton, useClock } from '@paperlight/ui-kit';
import { storyboardFileName } from '../workflow/filenames';
import { NO_RESULT_MESSAGE, saveFile, sceneFields, storyboardOf, storyboardText } from '../workflow/results';
import type { ResultModalProps } from './ScriptModal';
import * as styles from './ResultModals.css';
import { SourcesLink } from './SourcesLink';
import { useSkeleton } from './useSkeleton';

/** Every scene of the storyboard with every field, downloadable as storyboard-{yyyy}-{MM}-{dd}.txt. */
export function StoryboardModal({ open, onOpenChange, execution, onDownload = saveFile }: ResultModalProps) {
  const clock = useClock();
  const storyboard = storyboardOf(execution);
  const loading = useSkeleton(open);
  return (
    <Modal title="Storyboard" open={open} onOpenChange={onOpenChange}>
      {loading ? (
        <div className={styles.skeleton}>
          <Skeleton shape="text" width="40%" label="Loading storyboard" />
          <Skeleton height={96} count={3} />
        </div>
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
          </div>
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
