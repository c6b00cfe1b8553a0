import type { ReactNode } from 'react';

export interface DataTableFilterOption {
  value: string;
  label: string;
}

export interface DataTableColumn<Row> {
  /** Also the `sort` value and the filter's URL parameter. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** @default false */
  sortable?: boolean;
  /**
   * A column filter: a list shows a select (applied at once), `'text'` a search field (debounced 1 s),
   * `'dateRange'` two date fields, '{header} from' and '{header} to' (both days included, debounced
   * 1 s), kept in the filters `{id}From` and `{id}To` (`dateRangeKeys`).
   * @example { filter: [{ value: 'admin', label: 'Administrator' }] }
   */
  filter?: readonly DataTableFilterOption[] | 'text' | 'dateRange';
  /**
   * Whether the Columns menu may hide it; keep the column that names the row shown.
   * @default true
   */
  hideable?: boolean;
}

export interface DataTableSelection<Row> {
  /**
   * Names a row's checkbox.
   * @example (row) => `Select ${row.name}`
   */
  rowLabel: (row: Row) => string;
  /**
   * What can be done to the selected rows of this page, shown in a bar above the table while any
   * is selected; call `clear` once an action has worked.
   */
  actions: (selected: readonly Row[], clear: () => void) => ReactNode;
}
