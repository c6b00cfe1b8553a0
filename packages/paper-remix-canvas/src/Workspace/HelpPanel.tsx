import { Button } from '@paperlight/ui-kit';
import * as styles from '../PaperRemixCanvas/PaperRemixCanvas.css';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';

const STEPS: readonly [string, string][] = [
  ['Paper Input', 'Holds your PDF. Upload a paper; the step reads its title, authors, pages and figures.'],
  ['Script', 'Writes the narration from the paper, every line traced to its sentence.'],
  ['Storyboard', 'Turns the script into scenes with what each one shows.'],
  ['Video Generation', 'Narrates the scenes and renders the video with subtitles and chapters.'],
  ['Output', 'Shows the finished result of the step that feeds it.'],
];

const SHORTCUTS: readonly [string, string][] = [
  ['Ctrl+Z', 'Undo'],
  ['Ctrl+Shift+Z or Ctrl+Y', 'Redo'],
  ['Delete or Backspace', 'Remove the selected steps or links'],
  ['Tab, then Enter', 'Reach and press any button on a step'],
];

/** Help inside the workspace: what each step does and the keyboard shortcuts; the canvas stays in view. */
export function HelpPanel() {
  const { store } = useWorkspaceEnv();
  const open = useWorkspace((state) => state.helpOpen);
  if (!open) return null;
  return (
    <aside id="paper-remix-help" className={styles.sidePanel} aria-labelledby="paper-remix-help-title">
      <div className={styles.sidePanelHeader}>
        <h2 id="paper-remix-help-title" className={styles.paletteTitle}>
          Help
        </h2>
        <Button size="sm" variant="ghost" onClick={() => store.getState().set({ helpOpen: false })}>
          Close help
        </Button>
      </div>
      <p className={styles.helpText}>Run makes every step that is new or out of date, in order. Each step's menu offers Run from here.</p>
      <h3 className={styles.helpHeading}>What each step does</h3>
      <dl className={styles.helpList}>
        {STEPS.map(([name, what]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.helpHeading}>Keyboard shortcuts</h3>
      <dl className={styles.helpList}>
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
