import { parseTableState, serializeTableState, type TableState, type TableStateOptions } from '@paperlight/ui-kit';
import { useNavigation, useSearchParams } from '@remix-run/react';
import { useCallback, useMemo } from 'react';

/** The DataTable's view kept in the URL: reloads and shared links open the same page, sort and filters. */
export function useTableUrlState(options: TableStateOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const state = useMemo(() => parseTableState(searchParams, options), [searchParams, options]);
  const onStateChange = useCallback(
    (next: TableState) => setSearchParams(serializeTableState(next, options), { preventScrollReset: true }),
    [setSearchParams, options],
  );
  // Only a new view of this same table shows the skeleton: not leaving the page, nor opening a row's drawer (?request=).
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname === (typeof window === 'undefined' ? '' : window.location.pathname) &&
    serializeTableState(parseTableState(new URLSearchParams(navigation.location.search), options), options).toString() !== serializeTableState(state, options).toString();
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
