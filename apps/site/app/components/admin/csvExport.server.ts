import { parseTableState, type TableStateOptions } from '@paperlight/ui-kit';
import { apiRaw } from './admin-api.server';
import { HIDDEN_PARAM, hiddenOfExport } from './csvExport';

/** The api's query for the CSV of a table view read from the page's URL: sort, search, filters and hidden columns, no page. */
export function exportApiQuery(url: URL, options: TableStateOptions): URLSearchParams {
  const state = parseTableState(url.searchParams, options);
  const query = new URLSearchParams();
  if (state.sort) query.set('sort', state.sort);
  query.set('order', state.order);
  if (state.search) query.set('search', state.search);
  for (const [name, value] of Object.entries(state.filters)) query.set(name, value);
  const hidden = hiddenOfExport(url.searchParams);
  if (hidden.length > 0) query.set(HIDDEN_PARAM, hidden.join(','));
  return query;
}

/** The api's CSV passed on as the download, with its type, file name and no-store, and the session's headers. */
export async function csvFromApi(
  path: string,
  accessToken: string,
  query: URLSearchParams,
  headers: Headers,
  clientAddress?: string | null,
): Promise<Response> {
  const response = await apiRaw(path, accessToken, query, clientAddress);
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
