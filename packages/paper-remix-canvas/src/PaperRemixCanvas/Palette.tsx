import { PALETTE, NODE_TITLES } from '../workflow/configurations';
import type { NodeType } from '../workflow/types';
import { PALETTE_MIME } from './FlowCanvas';
import * as styles from './PaperRemixCanvas.css';

export interface PaletteProps {
  /** Adds a node of the type where the canvas has room (click or Enter). */
  onAdd: (type: NodeType) => void;
}

/** The node palette: drag an active step onto the canvas, or click it to add it. */
export function Palette({ onAdd }: PaletteProps) {
  return (
    <section aria-labelledby="paper-remix-palette" className={styles.palette}>
      <h2 id="paper-remix-palette" className={styles.paletteTitle}>
        Nodes
      </h2>
      {PALETTE.map(({ type, availability }) => (
        <button
          key={type}
          type="button"
          className={styles.paletteItem}
          disabled={availability !== 'active'}
          draggable={availability === 'active'}
          data-availability={availability}
          onDragStart={(event) => {
            event.dataTransfer.setData(PALETTE_MIME, type);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onClick={() => onAdd(type)}
        >
          {NODE_TITLES[type]}
          {availability === 'soon' ? <span className={styles.soon}>Soon</span> : null}
        </button>
      ))}
    </section>
  );
}
