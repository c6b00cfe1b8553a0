import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
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

/** Above this many pages the pager also offers 'Go to page' (its numbers no longer show them all). */
const JUMP_FROM_PAGES = 5;

/** 'Go to page [n] Go': a number past either end goes to that end. */
function PageJump({ id, pages, onJump }: { id: string; pages: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      className={styles.jump}
      // A number past the last page goes to the last page (like ?page=99), instead of the browser's refusal.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = Math.trunc(Number(value));
        if (!Number.isFinite(wanted) || value.trim() === '') return;
        onJump(Math.min(pages, Math.max(1, wanted)));
        setValue('');
      }}
    >
      <label htmlFor={id} className={styles.jumpLabel}>Go to page</label>
      <input id={id} className={cx(styles.input, styles.jumpInput)} type="number" inputMode="numeric" min={1} max={pages} value={value} onChange={(event) => setValue(event.target.value)} />
      <Button type="submit" variant="secondary" size="sm">Go</Button>
    </form>
  );
}

/**
 * 'Columns': a button that shows a list of checkboxes, one per column (not a menu role: each box
 * is a plain checkbox, reached with Tab). Escape or a click elsewhere closes it.
 */
function ColumnMenu<Row>({ columns, hidden, onChange }: { columns: readonly DataTableColumn<Row>[]; hidden: readonly string[]; onChange: (hidden: string[]) => void }) {
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
      <Button ref={buttonRef} variant="secondary" aria-expanded={open} aria-controls={open ? `${id}-columns` : undefined} onClick={() => setOpen(!open)}>
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

/** The page's select-all box: checked when every row is, mixed when some are. */
function SelectAll({ checked, mixed, onChange, label }: { checked: boolean; mixed: boolean; onChange: () => void; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" className={styles.checkbox} aria-label={label} checked={checked} onChange={onChange} />;
}

/**
 * A server-paged table whose whole view lives in `state` (sort, order, page, pageSize, search,
 * column filters), so the page can keep it in the URL. Shows 'No Data' when there are no rows.
 */
export function DataTable<Row>({
  caption, hideCaption = false, columns, rows, total, rowKey, state, onStateChange, loading = false, searchLabel, actions, selection,
  hiddenColumns = [], onHiddenColumnsChange, className,
}: DataTableProps<Row>) {
  const id = useId();
  const visible = columns.filter((column) => !hiddenColumns.includes(column.id));

  // Selection holds keys of this page's rows only: a new page (or rows gone after an action) drops the rest.
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const pageKeys = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  const pageKeysJoined = pageKeys.join('\n');
  useEffect(() => {
    setSelectedKeys((previous) => {
      const kept = new Set([...previous].filter((key) => pageKeys.includes(key)));
      return kept.size === previous.size ? previous : kept;
    });
  }, [pageKeysJoined]); // eslint-disable-line react-hooks/exhaustive-deps
  const selectedRows = rows.filter((row) => selectedKeys.has(rowKey(row)));
  const clearSelection = () => setSelectedKeys(new Set());
  const toggleRow = (key: string) =>
    setSelectedKeys((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  const selecting = Boolean(selection) && !loading;
  const columnCount = visible.length + (selection ? 1 : 0);
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
  const columnMenu = onHiddenColumnsChange ? <ColumnMenu columns={columns} hidden={hiddenColumns} onChange={onHiddenColumnsChange} /> : null;
  const hasToolbar = searchLabel || filtered.length > 0 || actions || columnMenu;
  const sticky = selection ? styles.stickyAfterSelect : styles.stickyFirst;

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
          {actions || columnMenu ? (
            <div className={styles.actions}>
              {actions}
              {columnMenu}
            </div>
          ) : null}
        </div>
      ) : null}

      {selection ? (
        // The count is a live region present from the start, so a change of selection is announced.
        <div className={selectedRows.length > 0 ? styles.selectionBar : styles.selectionIdle} data-part="selection-bar">
          <p role="status" className={styles.selectionCount}>
            {selectedRows.length === 0 ? '' : `${selectedRows.length} ${selectedRows.length === 1 ? 'row' : 'rows'} selected`}
          </p>
          {selectedRows.length > 0 ? (
            <>
              <div className={styles.selectionActions}>{selection.actions(selectedRows, clearSelection)}</div>
              <Button variant="ghost" size="sm" onClick={clearSelection}>Clear selection</Button>
            </>
          ) : null}
        </div>
      ) : null}

      {/* A wide table scrolls sideways on a phone: the region is focusable and named so a keyboard can scroll it. */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined} aria-describedby={`${id}-summary`}>
          <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className={cx(styles.th, styles.selectCell)}>
                  {selecting && rows.length > 0 ? (
                    <SelectAll
                      label="Select every row on this page"
                      checked={allSelected}
                      mixed={selectedRows.length > 0 && !allSelected}
                      onChange={() => setSelectedKeys(allSelected ? new Set() : new Set(pageKeys))}
                    />
                  ) : (
                    <VisuallyHidden>Selection</VisuallyHidden>
                  )}
                </th>
              ) : null}
              {visible.map((column, index) =>
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
          <tbody>
            {loading ? (
              Array.from({ length: Math.min(state.pageSize, 10) }, (_, index) => (
                <tr key={`loading-${index}`} data-loading-row="">
                  {selection ? <td className={cx(styles.td, styles.selectCell)} /> : null}
                  {visible.map((column, columnIndex) => (
                    <td key={column.id} className={cx(styles.td, columnIndex === 0 && sticky)}>
                      {index === 0 && columnIndex === 0 ? <Skeleton shape="text" width="80%" label="Loading" /> : <Skeleton shape="text" width="80%" />}
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
                        <input type="checkbox" className={styles.checkbox} aria-label={selection.rowLabel(row)} checked={selected} onChange={() => toggleRow(key)} />
                      </td>
                    ) : null}
                    {visible.map((column, index) => (
                      <td key={column.id} className={cx(styles.td, index === 0 && sticky)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
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
          {pages > JUMP_FROM_PAGES ? <PageJump id={`${id}-jump`} pages={pages} onJump={goTo} /> : null}
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
