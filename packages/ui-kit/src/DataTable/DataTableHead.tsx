import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../styles/cx';
import * as styles from './DataTable.css';
import { ariaSort, nextSort, type TableState } from './tableState';
import type { DataTableColumn } from './types';

/** The page's select-all box: checked when every row is, mixed when some are. */
function SelectAll({ checked, mixed, onChange, label }: { checked: boolean; mixed: boolean; onChange: () => void; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" className={styles.checkbox} aria-label={label} checked={checked} onChange={onChange} />;
}

/** What the header's select-all box shows and does; absent without selection. */
export interface HeadSelection {
  /** Whether the box is there (rows shown and not loading); else the column is only named. */
  enabled: boolean;
  checked: boolean;
  mixed: boolean;
  onToggle: () => void;
}

interface DataTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  state: TableState;
  onStateChange: (state: TableState) => void;
  selection: HeadSelection | null;
  /** The sticky class of the first column. */
  sticky: string;
}

/** The header row: the select-all box, then each shown column, sortable ones as buttons. */
export function DataTableHead<Row>({ columns, state, onStateChange, selection, sticky }: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr>
        {selection ? (
          <th scope="col" className={cx(styles.th, styles.selectCell)}>
            {selection.enabled ? (
              <SelectAll
                label="Select every row on this page"
                checked={selection.checked}
                mixed={selection.mixed}
                onChange={selection.onToggle}
              />
            ) : (
              <VisuallyHidden>Selection</VisuallyHidden>
            )}
          </th>
        ) : null}
        {columns.map((column, index) =>
          column.sortable ? (
            <th key={column.id} scope="col" className={cx(styles.th, index === 0 && sticky)} aria-sort={ariaSort(state, column.id)}>
              <button type="button" className={styles.sortButton} onClick={() => onStateChange(nextSort(state, column.id))}>
                {column.header}
                <span className={styles.sortIcon} aria-hidden="true">
                  {state.sort !== column.id ? '↕' : state.order === 'asc' ? '↑' : '↓'}
                </span>
              </button>
            </th>
          ) : (
            <th key={column.id} scope="col" className={cx(styles.th, index === 0 && sticky)}>
              {column.header}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
