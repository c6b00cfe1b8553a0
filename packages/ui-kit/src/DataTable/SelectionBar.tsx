import { Button } from '../Button';
import * as styles from './DataTable.css';
import type { DataTableSelection } from './types';

/**
 * The count of selected rows with their actions and 'Clear selection'. The count is a live region
 * present from the start, so a change of selection is announced.
 */
export function SelectionBar<Row>({
  selection,
  selected,
  onClear,
}: {
  selection: DataTableSelection<Row>;
  selected: readonly Row[];
  onClear: () => void;
}) {
  return (
    <div className={selected.length > 0 ? styles.selectionBar : styles.selectionIdle} data-part="selection-bar">
      <p role="status" className={styles.selectionCount}>
        {selected.length === 0 ? '' : `${selected.length} ${selected.length === 1 ? 'row' : 'rows'} selected`}
      </p>
      {selected.length > 0 ? (
        <>
          <div className={styles.selectionActions}>{selection.actions(selected, onClear)}</div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        </>
      ) : null}
    </div>
  );
}
