import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../styles/cx';
import * as styles from './DataTable.css';
import {
  ariaSort, dateRangeKeys, FILTER_DEBOUNCE_MS, nextSort, PAGE_SIZE_OPTIONS, pageCount, pageWindow, type PageSize, type TableState,
} from './tableState';
import { useDebouncedCallback } from './useDebouncedCallback';

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
}

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
  className?: string;
}

/**
 * A pager button that stays focusable when it cannot act (aria-disabled, not disabled), so the
 * focus does not fall to the page when Next reaches the last page.
 */
function PagerButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" aria-disabled={disabled || undefined} title={label} className={styles.pagerButton} onClick={disabled ? undefined : onClick}>
      {children}
    </Button>
  );
}

const pending = (state: TableState) => ({ search: state.search, filters: state.filters });

/**
 * A server-paged table whose whole view lives in `state` (sort, order, page, pageSize, search,
 * column filters), so the page can keep it in the URL. Shows 'No Data' when there are no rows.
 */
export function DataTable<Row>({
  caption, hideCaption = false, columns, rows, total, rowKey, state, onStateChange, loading = false, searchLabel, actions, className,
}: DataTableProps<Row>) {
  const id = useId();
  const [draft, setDraft] = useState(() => pending(state));
  const filtersKey = JSON.stringify(state.filters);
  // A new view from outside (back button, a link) replaces what is being typed.
  useEffect(() => setDraft(pending(state)), [state.search, filtersKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const commit = useDebouncedCallback((next: { search: string; filters: Readonly<Record<string, string>> }) => {
    onStateChange({ ...state, ...next, page: 1 });
  }, FILTER_DEBOUNCE_MS);

  const typeDraft = (next: typeof draft) => {
    setDraft(next);
    commit.call(next);
  };
  const setFilterNow = (column: string, value: string) => {
    commit.cancel();
    const filters = { ...draft.filters, [column]: value };
    if (value === '') delete filters[column];
    setDraft({ ...draft, filters });
    onStateChange({ ...state, search: draft.search, filters, page: 1 });
  };

  const pages = pageCount(total, state.pageSize);
  const page = Math.min(state.page, pages);

  // Paging keeps the focus in the pager: on the same button when it is still there, else on the
  // current page's number (a button that turns off, like Next on the last page, keeps it too).
  const pagerRef = useRef<HTMLElement>(null);
  const pagedFromPager = useRef(false);
  const goTo = (next: number) => {
    if (next === page || next < 1 || next > pages) return;
    pagedFromPager.current = true;
    onStateChange({ ...state, page: next });
  };
  useEffect(() => {
    if (!pagedFromPager.current) return;
    pagedFromPager.current = false;
    const pager = pagerRef.current;
    if (pager && !pager.contains(document.activeElement)) pager.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  const from = total === 0 ? 0 : (page - 1) * state.pageSize + 1;
  const to = Math.min(total, page * state.pageSize);
  const filtered = columns.filter((column) => column.filter);
  const hasToolbar = searchLabel || filtered.length > 0 || actions;

  return (
    <div className={cx(styles.root, className)}>
      {hasToolbar ? (
        <div className={styles.toolbar}>
          {searchLabel ? (
            <div className={styles.field}>
              <label className={styles.fieldLabel} htmlFor={`${id}-search`}>{searchLabel}</label>
              <input
                id={`${id}-search`}
                type="search"
                className={styles.fieldControl}
                value={draft.search}
                onChange={(event) => typeDraft({ ...draft, search: event.target.value })}
                onKeyDown={(event) => event.key === 'Enter' && commit.flush()}
              />
            </div>
          ) : null}
          {filtered.map((column) => {
            const typed = (key: string, text: string) => {
              const filters = { ...draft.filters, [key]: text };
              if (text === '') delete filters[key];
              typeDraft({ ...draft, filters });
            };
            if (column.filter === 'dateRange') {
              const keys = dateRangeKeys(column.id);
              const from = draft.filters[keys.from] ?? '';
              const to = draft.filters[keys.to] ?? '';
              return [
                { key: keys.from, label: `${column.header} from`, value: from, bounds: { max: to || undefined } },
                { key: keys.to, label: `${column.header} to`, value: to, bounds: { min: from || undefined } },
              ].map((end) => (
                <div key={end.key} className={cx(styles.field, styles.dateField)}>
                  <label className={styles.fieldLabel} htmlFor={`${id}-filter-${end.key}`}>{end.label}</label>
                  <input
                    id={`${id}-filter-${end.key}`}
                    type="date"
                    className={styles.fieldControl}
                    value={end.value}
                    {...end.bounds}
                    onChange={(event) => typed(end.key, event.target.value)}
                    onKeyDown={(event) => event.key === 'Enter' && commit.flush()}
                  />
                </div>
              ));
            }
            const value = draft.filters[column.id] ?? '';
            return (
              // A label around a select would take the options' text into its name.
              <div key={column.id} className={styles.field}>
                <label className={styles.fieldLabel} htmlFor={`${id}-filter-${column.id}`}>{column.header}</label>
                {column.filter === 'text' ? (
                  <input
                    id={`${id}-filter-${column.id}`}
                    type="search"
                    className={styles.fieldControl}
                    value={value}
                    onChange={(event) => typed(column.id, event.target.value)}
                    onKeyDown={(event) => event.key === 'Enter' && commit.flush()}
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
          })}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}

      {/* A wide table scrolls sideways on a phone: the region is focusable and named so a keyboard can scroll it. */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined} aria-describedby={`${id}-summary`}>
          <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) =>
                column.sortable ? (
                  <th key={column.id} scope="col" className={styles.th} aria-sort={ariaSort(state, column.id)}>
                    <button type="button" className={styles.sortButton} onClick={() => onStateChange(nextSort(state, column.id))}>
                      {column.header}
                      <span className={styles.sortIcon} aria-hidden="true">
                        {state.sort !== column.id ? '↕' : state.order === 'asc' ? '↑' : '↓'}
                      </span>
                    </button>
                  </th>
                ) : (
                  <th key={column.id} scope="col" className={styles.th}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: Math.min(state.pageSize, 10) }, (_, index) => (
                <tr key={`loading-${index}`} data-loading-row="">
                  {columns.map((column, columnIndex) => (
                    <td key={column.id} className={styles.td}>
                      {index === 0 && columnIndex === 0 ? <Skeleton shape="text" width="80%" label="Loading" /> : <Skeleton shape="text" width="80%" />}
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td className={cx(styles.td, styles.empty)} colSpan={columns.length}>
                  No Data
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className={styles.row}>
                  {columns.map((column) => (
                    <td key={column.id} className={styles.td}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <div className={styles.footer}>
        <p id={`${id}-summary`} className={styles.summary} aria-live="polite">
          {total === 0 ? '0 rows' : `${from}–${to} of ${total}`}
        </p>
        {total > 10 ? (
          <div className={styles.inlineField}>
            <label htmlFor={`${id}-page-size`}>Rows per page</label>
            <select
              id={`${id}-page-size`}
              className={styles.input}
              value={state.pageSize}
              onChange={(event) => onStateChange({ ...state, pageSize: Number(event.target.value) as PageSize, page: 1 })}
            >
              {PAGE_SIZE_OPTIONS.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <nav className={styles.pager} aria-label={`${caption} pages`} ref={pagerRef}>
          <PagerButton label="First page" disabled={page <= 1} onClick={() => goTo(1)}>
            <span aria-hidden="true">«</span>
            <VisuallyHidden>First page</VisuallyHidden>
          </PagerButton>
          <PagerButton label="Previous page" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous page
          </PagerButton>
          <ol className={styles.pageList}>
            {pageWindow(page, pages).map((n, index) =>
              n === 'gap' ? (
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n}>
                  <button
                    type="button"
                    className={n === page ? styles.pageCurrent : styles.pageButton}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={`Page ${n}`}
                    data-page={n}
                    onClick={() => goTo(n)}
                  >
                    {n}
                  </button>
                </li>
              ),
            )}
          </ol>
          <span className={styles.pageOf}>
            Page {page} of {pages}
          </span>
          <PagerButton label="Next page" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            Next page
          </PagerButton>
          <PagerButton label="Last page" disabled={page >= pages} onClick={() => goTo(pages)}>
            <VisuallyHidden>Last page</VisuallyHidden>
            <span aria-hidden="true">»</span>
          </PagerButton>
        </nav>
      </div>
    </div>
  );
}
