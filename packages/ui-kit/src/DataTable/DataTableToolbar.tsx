import type { ReactNode } from 'react';
import { cx } from '../styles/cx';
import * as styles from './DataTable.css';
import { dateRangeKeys } from './tableState';
import type { DataTableColumn } from './types';
import type { FilterDraft } from './useFilterDraft';

/** What the fields of the toolbar type into: the draft of `useFilterDraft`. */
interface DraftControls {
  draft: FilterDraft;
  typeSearch: (search: string) => void;
  typeFilter: (key: string, text: string) => void;
  setFilterNow: (column: string, value: string) => void;
  flush: () => void;
}

interface DataTableToolbarProps<Row> extends DraftControls {
  /** The table's `useId`, the prefix of every field's id. */
  id: string;
  columns: readonly DataTableColumn<Row>[];
  searchLabel?: string;
  actions?: ReactNode;
  columnMenu: ReactNode;
}

/** A column's filter: two date fields for a range, a search field for text, else a select. */
function ColumnFilter<Row>({
  id,
  column,
  draft,
  typeFilter,
  setFilterNow,
  flush,
}: { id: string; column: DataTableColumn<Row> } & Omit<DraftControls, 'typeSearch'>) {
  if (column.filter === 'dateRange') {
    const keys = dateRangeKeys(column.id);
    const from = draft.filters[keys.from] ?? '';
    const to = draft.filters[keys.to] ?? '';
    return (
      <>
        {[
          { key: keys.from, label: `${column.header} from`, value: from, bounds: { max: to || undefined } },
          { key: keys.to, label: `${column.header} to`, value: to, bounds: { min: from || undefined } },
        ].map((end) => (
          <div key={end.key} className={cx(styles.field, styles.dateField)}>
            <label className={styles.fieldLabel} htmlFor={`${id}-filter-${end.key}`}>
              {end.label}
            </label>
            <input
              id={`${id}-filter-${end.key}`}
              type="date"
              className={styles.fieldControl}
              value={end.value}
              {...end.bounds}
              onChange={(event) => typeFilter(end.key, event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && flush()}
            />
          </div>
        ))}
      </>
    );
  }
  const value = draft.filters[column.id] ?? '';
  return (
    // A label around a select would take the options' text into its name.
    <div className={styles.field}>
      <label className={styles.fieldLabel} htmlFor={`${id}-filter-${column.id}`}>
        {column.header}
      </label>
      {column.filter === 'text' ? (
        <input
          id={`${id}-filter-${column.id}`}
          type="search"
          className={styles.fieldControl}
          value={value}
          onChange={(event) => typeFilter(column.id, event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && flush()}
        />
      ) : (
        <select
          id={`${id}-filter-${column.id}`}
          className={styles.fieldControl}
          value={value}
          onChange={(event) => setFilterNow(column.id, event.target.value)}
        >
          <option value="">All</option>
          {column.filter?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/** The bar above the table: the search, each column's filter, then the actions and the Columns menu; nothing when it has none. */
export function DataTableToolbar<Row>({
  id,
  columns,
  searchLabel,
  actions,
  columnMenu,
  draft,
  typeSearch,
  typeFilter,
  setFilterNow,
  flush,
}: DataTableToolbarProps<Row>) {
  const filtered = columns.filter((column) => column.filter);
  const hasToolbar = searchLabel || filtered.length > 0 || actions || columnMenu;
  if (!hasToolbar) return null;
  return (
    <div className={styles.toolbar}>
      {searchLabel ? (
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={`${id}-search`}>
            {searchLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={styles.fieldControl}
            value={draft.search}
            onChange={(event) => typeSearch(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && flush()}
          />
        </div>
      ) : null}
      {filtered.map((column) => (
        <ColumnFilter
          key={column.id}
          id={id}
          column={column}
          draft={draft}
          typeFilter={typeFilter}
          setFilterNow={setFilterNow}
          flush={flush}
        />
      ))}
      {actions || columnMenu ? (
        <div className={styles.actions}>
          {actions}
          {columnMenu}
        </div>
      ) : null}
    </div>
  );
}
