import { useId, type ReactNode } from 'react';
import { cx } from '../styles/cx';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import { ColumnMenu } from './ColumnMenu';
import * as styles from './DataTable.css';
import { DataTableBody } from './DataTableBody';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHead } from './DataTableHead';
import { DataTableToolbar } from './DataTableToolbar';
import { SelectionBar } from './SelectionBar';
import type { TableState } from './tableState';
import type { DataTableColumn, DataTableSelection } from './types';
import { useFilterDraft } from './useFilterDraft';
import { usePaging } from './usePaging';
import { useRowSelection } from './useRowSelection';

export type { DataTableColumn, DataTableFilterOption, DataTableSelection } from './types';

export interface DataTableProps<Row> {
  /** Accessible name of the table, shown as its caption. */
  caption: string;
  /** Hides the caption visually while keeping the table's name. @default false */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** Only the current page: paging, sorting and filtering happen on the server. */
  rows: readonly Row[];
  /** Rows matching the current search and filters, over all pages. */
  total: number;
  rowKey: (row: Row) => string;
  /** The view, usually parsed from the URL with `parseTableState`. */
  state: TableState;
  /** Called with the next view; write it back to the URL with `serializeTableState`. */
  onStateChange: (state: TableState) => void;
  /** Shows skeleton rows in place of the body. @default false */
  loading?: boolean;
  /** Label of the search field; without it there is no search. @example 'Search users' */
  searchLabel?: string;
  /** Extra controls beside the search, e.g. an export button. */
  actions?: ReactNode;
  /** A checkbox on each row and one for the page, with bulk actions for the selected rows. */
  selection?: DataTableSelection<Row>;
  /** Ids of the columns not shown (controlled, e.g. kept per person on the server). */
  hiddenColumns?: readonly string[];
  /** With it, a Columns menu lets people choose the columns; called with the next hidden ids. */
  onHiddenColumnsChange?: (hidden: string[]) => void;
  className?: string;
}

/**
 * A server-paged table whose whole view lives in `state` (sort, order, page, pageSize, search,
 * column filters), so the page can keep it in the URL. Shows 'No Data' when there are no rows.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  total,
  rowKey,
  state,
  onStateChange,
  loading = false,
  searchLabel,
  actions,
  selection,
  hiddenColumns = [],
  onHiddenColumnsChange,
  className,
}: DataTableProps<Row>) {
  const id = useId();
  const visible = columns.filter((column) => !hiddenColumns.includes(column.id));
  const { selectedKeys, selectedRows, allSelected, clearSelection, toggleRow, togglePage } = useRowSelection(rows, rowKey);
  const selecting = Boolean(selection) && !loading;
  const filterDraft = useFilterDraft(state, onStateChange);
  const paging = usePaging(state, total, onStateChange);
  const columnMenu = onHiddenColumnsChange ? (
    <ColumnMenu columns={columns} hidden={hiddenColumns} onChange={onHiddenColumnsChange} />
  ) : null;
  const sticky = selection ? styles.stickyAfterSelect : styles.stickyFirst;

  return (
    <div className={cx(styles.root, className)}>
      <DataTableToolbar id={id} columns={columns} searchLabel={searchLabel} actions={actions} columnMenu={columnMenu} {...filterDraft} />

      {selection ? <SelectionBar selection={selection} selected={selectedRows} onClear={clearSelection} /> : null}

      {/* A wide table scrolls sideways on a phone: the region is focusable and named so a keyboard can scroll it. */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined} aria-describedby={`${id}-summary`}>
          <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
          <DataTableHead
            columns={visible}
            state={state}
            onStateChange={onStateChange}
            selection={
              selection
                ? {
                    enabled: selecting && rows.length > 0,
                    checked: allSelected,
                    mixed: selectedRows.length > 0 && !allSelected,
                    onToggle: togglePage,
                  }
                : null
            }
            sticky={sticky}
          />
          <DataTableBody
            columns={visible}
            rows={rows}
            rowKey={rowKey}
            loading={loading}
            pageSize={state.pageSize}
            selection={selection}
            selectedKeys={selectedKeys}
            onToggleRow={toggleRow}
            sticky={sticky}
          />
        </table>
      </div>

      <DataTableFooter
        id={id}
        caption={caption}
        total={total}
        pageSize={state.pageSize}
        onPageSizeChange={(pageSize) => onStateChange({ ...state, pageSize, page: 1 })}
        paging={paging}
      />
    </div>
  );
}
