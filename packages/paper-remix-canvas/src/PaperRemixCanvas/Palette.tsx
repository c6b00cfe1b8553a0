import { VisuallyHidden } from '@paperlight/ui-kit';
import { useId } from 'react';
import { availabilityFor, PALETTE, NODE_TITLES } from '../workflow/configurations';
import type { NodeType } from '../workflow/types';
import { PALETTE_MIME } from './FlowCanvas';
import * as styles from './PaperRemixCanvas.css';

export interface PaletteProps {
  /** Adds a node of the type where the canvas has room (click or Enter). */
  onAdd: (type: NodeType) => void;
  /**
   * Guests see the palette read-only, with every state: dragging or clicking an active step calls
   * `onLocked` (sign-up) instead of adding it.
   * @default false
   */
  locked?: boolean;
  onLocked?: () => void;
  /** Closes the palette (registered users); 'Add Nodes' opens it again. */
  onClose?: () => void;
}

/** The node palette: drag an active step onto the canvas, or click it to add it. Inactive steps are greyed out; one is marked 'Soon'. */
export function Palette({ onAdd, locked = false, onLocked, onClose }: PaletteProps) {
  const noteId = useId();
  return (
    <section aria-labelledby="paper-remix-palette" className={styles.palette} data-locked={locked || undefined}>
      <h2 id="paper-remix-palette" className={styles.paletteTitle} tabIndex={-1}>
        Nodes
      </h2>
      {onClose ? (
        <button type="button" className={styles.paletteItem} onClick={onClose}>
          Hide nodes
        </button>
      ) : null}
      {locked ? (
        <p id={noteId} className={styles.paletteNote}>
          Sign up to add steps to your own workflow.
        </p>
      ) : null}
      {PALETTE.map((entry) => {
        const { type } = entry;
        const availability = availabilityFor(entry, locked);
        const active = availability === 'active';
        return (
          <button
            key={type}
            type="button"
            className={styles.paletteItem}
            disabled={!active}
            draggable={active}
            data-availability={availability}
            aria-describedby={locked && active ? noteId : undefined}
            onDragStart={(event) => {
              if (locked) {
                event.preventDefault();
                onLocked?.();
                return;
              }
              event.dataTransfer.setData(PALETTE_MIME, type);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onClick={() => (locked ? onLocked?.() : onAdd(type))}
          >
            {NODE_TITLES[type]}
            {availability === 'soon' ? (
              <span className={styles.soon}>
                Soon<VisuallyHidden> (coming soon)</VisuallyHidden>
              </span>
            ) : availability === 'inactive' ? (
              <VisuallyHidden> (not available)</VisuallyHidden>
            ) : null}
          </button>
        );
      })}
    </section>
  );
}
