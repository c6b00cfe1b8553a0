/** Page sizes the table offers (SPEC §9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
/** @default 10 (SPEC §9) */
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** The search and text filters wait this long after the last key press (SPEC §9). */
export const FILTER_DEBOUNCE_MS = 1000;
/** Longest search or filter text kept from a URL; longer values are cut, not refused. */
export const MAX_FILTER_LENGTH = 100;
/** The largest page number a URL may ask for; anything beyond is treated as bad input. */
export const MAX_PAGE = 100_000;

export type SortOrder = 'asc' | 'desc';

/** The table's view, kept in the URL so it can be shared and survives a reload (SPEC §3). */
export interface TableState {
  /** Column id, or `null` for the server's default order. */
  sort: string | null;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  search: string;
  /** Column filters by column id; empty values are dropped. */
  filters: Readonly<Record<string, string>>;
}

export interface TableStateOptions {
  /** Column ids that may be sorted; any other `sort` falls back to `defaultSort`. */
  sortable?: readonly string[];
  /** @default null */
  defaultSort?: string | null;
  /** @default 'asc' */
  defaultOrder?: SortOrder;
  /**
   * Column filters read from the URL, by column id. A list restricts the values; `'text'` takes any
   * text; `'date'` a calendar day written `YYYY-MM-DD` (a date-range column's two ends, see `dateRangeKeys`).
   * @example { role: ['admin', 'sales', 'toolAdmin'], company: 'text', createdAtFrom: 'date', createdAtTo: 'date' }
   */
  filters?: Readonly<Record<string, readonly string[] | 'text' | 'date'>>;
}

const RESERVED = new Set(['sort', 'order', 'page', 'pageSize', 'search']);

/** The state of a URL without parameters. */
export function defaultTableState(options: TableStateOptions = {}): TableState {
  return {
    sort: options.defaultSort ?? null,
    order: options.defaultOrder ?? 'asc',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    search: '',
    filters: {},
  };
}

type Params = URLSearchParams | string | Record<string, string | undefined>;

function toParams(input: Params): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) params.set(key, value);
  return params;
}

const clean = (value: string | null) => (value ?? '').trim().slice(0, MAX_FILTER_LENGTH);

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === value;
}

/** The URL parameters of a date-range column filter: its first and last day, both included. */
export const dateRangeKeys = (column: string) => ({ from: `${column}From`, to: `${column}To` }) as const;

/**
 * Reads a table view from URL search parameters. Any missing, repeated-garbage or unknown value
 * falls back to its default, so a hand-edited or stale link always opens a valid view.
 * @example parseTableState(new URL(request.url).searchParams, { sortable: ['name'], filters: { role: ['admin'] } })
 */
export function parseTableState(input: Params, options: TableStateOptions = {}): TableState {
  const params = toParams(input);
  const state = defaultTableState(options);

  const sort = params.get('sort');
  if (sort !== null && (options.sortable ?? []).includes(sort)) state.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') state.order = order;

  const page = params.get('page');
  if (page !== null && /^[1-9]\d*$/.test(page) && Number(page) <= MAX_PAGE) state.page = Number(page);
  const pageSize = Number(params.get('pageSize'));
  if ((PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)) state.pageSize = pageSize as PageSize;

  state.search = clean(params.get('search'));

  const filters: Record<string, string> = {};
  for (const [id, allowed] of Object.entries(options.filters ?? {})) {
    if (RESERVED.has(id)) continue;
    const value = clean(params.get(id));
    if (value === '') continue;
    if (allowed === 'text' || (allowed === 'date' ? isCalendarDay(value) : allowed.includes(value))) filters[id] = value;
  }
  state.filters = filters;
  return state;
}

/**
 * Writes a table view as URL search parameters, leaving defaults out so links stay short.
 * `parseTableState(serializeTableState(s, o), o)` gives back `s` for any valid state.
 */
export function serializeTableState(state: TableState, options: TableStateOptions = {}): URLSearchParams {
  const defaults = defaultTableState(options);
  const params = new URLSearchParams();
  if (state.sort !== null && state.sort !== defaults.sort) params.set('sort', state.sort);
  // A sorted link always spells out its direction, so it reads the same whatever the default is.
  if (state.order !== defaults.order || (state.sort !== null && state.sort !== defaults.sort)) params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.search.trim() !== '') params.set('search', state.search.trim());
  for (const [id, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (!RESERVED.has(id) && value.trim() !== '') params.set(id, value.trim());
  }
  return params;
}

/** The next sort when a column header is activated: a new column starts ascending, the same one flips. */
export function nextSort(state: TableState, column: string): TableState {
  const order: SortOrder = state.sort === column && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: column, order, page: 1 };
}

/** Number of pages for `total` rows; at least 1 so an empty table still reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The value of `aria-sort` for a column header. */
export function ariaSort(state: TableState, column: string): 'ascending' | 'descending' | 'none' {
  if (state.sort !== column) return 'none';
  return state.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * The page numbers the pager shows: always the first and the last, the current one with one
 * neighbour each side, and `'gap'` where numbers are left out (1 … 4 5 6 … 1000).
 */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  // A gap of a single number shows that number instead.
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

/**
 * The last page when `page` lies past it (e.g. `?page=99` of 2 pages), so the page can redirect
 * there instead of showing 'No Data'; `null` when the page exists.
 */
export function clampPage(page: number, total: number, pageSize: number): number | null {
  const pages = pageCount(total, pageSize);
  return page > pages ? pages : null;
}

/** How `viewRows` reads a list held in memory; every part is optional. */
export interface RowsViewSpec<Row> {
  /** The text the search looks in (case- and accent-insensitive substring). Without it the search matches every row. */
  searchText?: (row: Row) => string;
  /** The value each sortable column sorts by: text in the reader's alphabetical order, numbers by size. */
  sortValue?: Readonly<Record<string, (row: Row) => string | number>>;
  /** Whether a row passes a column filter's value, by filter id. A filter without a test keeps every row. */
  filters?: Readonly<Record<string, (row: Row, value: string) => boolean>>;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
// Made on first sort, not when the module loads.
let collatorInstance: Intl.Collator | undefined;
const collator = {
  compare: (a: string, b: string) => (collatorInstance ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b),
};

/**
 * A table view of a list that is small enough to hold whole (e.g. a catalogue of a few dozen
 * entries): searched, filtered, sorted and cut to the page, with the total for the pager, as a
 * server does for `DataTable`. Without a sort the list keeps its own order; ties keep it too.
 * @example const { rows, total } = viewRows(tools, state, { searchText: (t) => t.name, sortValue: { name: (t) => t.name } })
 */
export function viewRows<Row>(all: readonly Row[], state: TableState, spec: RowsViewSpec<Row> = {}): { rows: Row[]; total: number } {
  const needle = folded(state.search.trim());
  let rows = needle && spec.searchText ? all.filter((row) => folded(spec.searchText!(row)).includes(needle)) : [...all];
  for (const [id, value] of Object.entries(state.filters)) {
    const test = spec.filters?.[id];
    if (test && value !== '') rows = rows.filter((row) => test(row, value));
  }
  const key = state.sort === null ? undefined : spec.sortValue?.[state.sort];
  if (key) {
    const direction = state.order === 'asc' ? 1 : -1;
    // Array.prototype.sort is stable: equal values keep the list's own order, whichever the direction.
    rows = rows
      .map((row, index) => ({ row, index, value: key(row) }))
      .sort((a, b) => {
        const byValue =
          typeof a.value === 'number' && typeof b.value === 'number'
            ? a.value - b.value
            : collator.compare(String(a.value), String(b.value));
        return byValue * direction || a.index - b.index;
      })
      .map(({ row }) => row);
  }
  const start = (state.page - 1) * state.pageSize;
  return { rows: rows.slice(start, start + state.pageSize), total: rows.length };
}
