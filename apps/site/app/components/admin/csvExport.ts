import { DEFAULT_PAGE_SIZE, serializeTableState, type TableState, type TableStateOptions } from '@paperlight/ui-kit';

/** The export's parameter naming the columns the reader hid, comma-separated (decision 0091). */
export const HIDDEN_PARAM = 'hidden';

/** A column id as the api accepts it in `hidden` (and as the Columns list saves it). */
const COLUMN_ID = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** The hidden column ids of an export's URL, the invalid ones left out. */
export function hiddenOfExport(params: URLSearchParams): string[] {
  return (params.get(HIDDEN_PARAM) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => COLUMN_ID.test(id));
}

/**
 * The address of the CSV of the view on screen: its sort, search and filters (every page of them)
 * and the columns shown, so the file holds what the table shows.
 * @example exportUrl('/administration/users/export', state, usersTableOptions, ['email']) // '/administration/users/export?trial=active&hidden=email'
 */
export function exportUrl(path: string, state: TableState, options: TableStateOptions, hidden: readonly string[]): string {
  const query = serializeTableState({ ...state, page: 1, pageSize: DEFAULT_PAGE_SIZE }, options);
  const shownIds = hidden.filter((id) => COLUMN_ID.test(id));
  if (shownIds.length > 0) query.set(HIDDEN_PARAM, shownIds.join(','));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
