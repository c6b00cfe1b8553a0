import { Skeleton } from '../Skeleton';
import { cx } from '../styles/cx';
import * as styles from './DataTable.css';
import type { DataTableColumn, DataTableSelection } from './types';

interface DataTableBodyProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading: boolean;
  /** How many skeleton rows stand in while loading (at most 10). */
  pageSize: number;
  selection?: DataTableSelection<Row>;
  selectedKeys: ReadonlySet<string>;
  onToggleRow: (key: string) => void;
  /** The sticky class of the first column. */
  sticky: string;
}

/** The body: skeleton rows while loading, 'No Data' without rows, else a row each with its checkbox. */
export function DataTableBody<Row>({
  columns,
  rows,
  rowKey,
  loading,
  pageSize,
  selection,
  selectedKeys,
  onToggleRow,
  sticky,
}: DataTableBodyProps<Row>) {
  const columnCount = columns.length + (selection ? 1 : 0);
  return (
    <tbody>
      {loading ? (
        Array.from({ length: Math.min(pageSize, 10) }, (_, index) => (
          <tr key={`loading-${index}`} data-loading-row="">
            {selection ? <td className={cx(styles.td, styles.selectCell)} /> : null}
            {columns.map((column, columnIndex) => (
              <td key={column.id} className={cx(styles.td, columnIndex === 0 && sticky)}>
                {index === 0 && columnIndex === 0 ? (
                  <Skeleton shape="text" width="80%" label="Loading" />
                ) : (
                  <Skeleton shape="text" width="80%" />
                )}
              </td>
            ))}
          </tr>
        ))
      ) : rows.length === 0 ? (
        <tr>
          <td className={cx(styles.td, styles.empty)} colSpan={columnCount}>
            No Data
          </td>
        </tr>
      ) : (
        rows.map((row) => {
          const key = rowKey(row);
          const selected = selectedKeys.has(key);
          return (
            <tr key={key} className={styles.row} data-selected={selected || undefined}>
              {selection ? (
                <td className={cx(styles.td, styles.selectCell)}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label={selection.rowLabel(row)}
                    checked={selected}
                    onChange={() => onToggleRow(key)}
                  />
                </td>
              ) : null}
              {columns.map((column, index) => (
                <td key={column.id} className={cx(styles.td, index === 0 && sticky)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })
      )}
    </tbody>
  );
}
