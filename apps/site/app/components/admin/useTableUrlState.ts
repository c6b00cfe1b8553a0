import { parseTableState, serializeTableState, type TableState, type TableStateOptions } from '@paperlight/ui-kit';
import { useNavigation, useSearchParams } from '@remix-run/react';
import { useCallback, useMemo } from 'react';

const NOTHING: readonly string[] = [];

/** The URL parameters of a table view with `keep`'s parameters of the page kept as they are (e.g. the overview's `range`). */
export function withKept(view: URLSearchParams, current: URLSearchParams, keep: readonly string[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of keep) for (const value of current.getAll(name)) next.append(name, value);
  for (const [name, value] of view) next.append(name, value);
  return next;
}

/**
 * The DataTable's view kept in the URL: reloads and shared links open the same page, sort and filters.
 * A change of view drops the page's other parameters (an open drawer's `request`) except those in `keep`.
 */
export function useTableUrlState(options: TableStateOptions, keep: readonly string[] = NOTHING) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const state = useMemo(() => parseTableState(searchParams, options), [searchParams, options]);
  const onStateChange = useCallback(
    (next: TableState) =>
      setSearchParams((current) => withKept(serializeTableState(next, options), current, keep), { preventScrollReset: true }),
    [setSearchParams, options, keep],
  );
  // Only a new view of this same table shows the skeleton: not leaving the page, nor opening a row's drawer (?request=).
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname === (typeof window === 'undefined' ? '' : window.location.pathname) &&
    serializeTableState(parseTableState(new URLSearchParams(navigation.location.search), options), options).toString() !==
      serializeTableState(state, options).toString();
  return { state, onStateChange, loading };
}

/** The api's query for a table view: page and size always, sort/search/filters when set. */
export function apiQuery(state: TableState): Record<string, string | undefined> {
  return {
    page: String(state.page),
    pageSize: String(state.pageSize),
    sort: state.sort ?? undefined,
    order: state.order,
    search: state.search || undefined,
    ...state.filters,
  };
}
