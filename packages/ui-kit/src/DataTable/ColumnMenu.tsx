import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './types';

/**
 * 'Columns': a button that shows a list of checkboxes, one per column (not a menu role: each box
 * is a plain checkbox, reached with Tab). Escape or a click elsewhere closes it.
 */
export function ColumnMenu<Row>({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly DataTableColumn<Row>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const shown = columns.filter((column) => !hidden.includes(column.id));
  const hiddenCount = columns.length - shown.length;
  return (
    <div
      ref={rootRef}
      className={styles.columnMenu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? `${id}-columns` : undefined}
        onClick={() => setOpen(!open)}
      >
        {hiddenCount > 0 ? `Columns, ${hiddenCount} hidden` : 'Columns'}
      </Button>
      {open ? (
        <div id={`${id}-columns`} className={styles.columnPanel}>
          <fieldset className={styles.columnFieldset}>
            <legend className={styles.fieldLabel}>Shown columns</legend>
            {columns.map((column) => {
              const visible = !hidden.includes(column.id);
              // The row's name stays, and so does the last column shown.
              const locked = column.hideable === false || (visible && shown.length === 1);
              return (
                <label key={column.id} className={styles.columnOption}>
                  <input
                    type="checkbox"
                    checked={visible}
                    disabled={locked}
                    onChange={() => onChange(visible ? [...hidden, column.id] : hidden.filter((h) => h !== column.id))}
                  />
                  {column.header}
                </label>
              );
            })}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
