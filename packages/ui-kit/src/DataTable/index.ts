export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableFilterOption, DataTableProps, DataTableSelection } from './DataTable';
export {
  ariaSort,
  clampPage,
  dateRangeKeys,
  DEFAULT_PAGE_SIZE,
  defaultTableState,
  FILTER_DEBOUNCE_MS,
  nextSort,
  PAGE_SIZE_OPTIONS,
  pageCount,
  pageWindow,
  parseTableState,
  isCalendarDay,
  serializeTableState,
  viewRows,
} from './tableState';
export type { PageSize, RowsViewSpec, SortOrder, TableState, TableStateOptions } from './tableState';
