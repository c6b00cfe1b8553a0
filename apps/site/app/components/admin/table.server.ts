import { clampPage, serializeTableState, type TableState, type TableStateOptions } from '@paperlight/ui-kit';
import { redirect } from '@remix-run/node';
import { withKept } from './useTableUrlState';

/**
 * A page past the last one (`?page=99` of 2) redirects to the last page with the same view,
 * instead of 'No Data' beside '11–12 of 12' (decision 0081). Returns nothing when the page exists.
 */
export function redirectPastLastPage(
  request: Request,
  state: TableState,
  total: number,
  options: TableStateOptions,
  headers: Headers,
  keep: readonly string[] = [],
): void {
  const last = clampPage(state.page, total, state.pageSize);
  if (last === null) return;
  const url = new URL(request.url);
  // The page's own parameters in `keep` (the overview's period) stay as they were.
  const query = withKept(serializeTableState({ ...state, page: last }, options), url.searchParams, keep).toString();
  throw redirect(`${url.pathname}${query ? `?${query}` : ''}`, { headers });
}
