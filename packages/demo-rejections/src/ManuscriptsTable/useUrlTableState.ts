import { defaultTableState, parseTableState, serializeTableState, type TableState, type TableStateOptions } from '@paperlight/ui-kit';
import { useCallback, useState } from 'react';

const TABLE_KEYS = ['sort', 'order', 'page', 'pageSize', 'search'];

/**
 * A table view kept in the page's query string (page, pageSize, sort, order) with
 * `history.replaceState`, so it survives a reload and works in any app without its router.
 * Other query parameters are left alone; the history entry's own state is kept.
 */
export function useUrlTableState(options: TableStateOptions): [TableState, (next: TableState) => void] {
  const [state, setState] = useState<TableState>(() =>
    typeof window === 'undefined' ? defaultTableState(options) : parseTableState(window.location.search, options),
  );
  const update = useCallback(
    (next: TableState) => {
      setState(next);
      if (typeof window === 'undefined') return;
      const url = new URL(window.location.href);
      for (const key of [...TABLE_KEYS, ...Object.keys(options.filters ?? {})]) url.searchParams.delete(key);
      for (const [key, value] of serializeTableState(next, options)) url.searchParams.set(key, value);
      // Routers (Remix/React Router) keep their bookkeeping in history.state: hand it back unchanged.
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    },
    [options],
  );
  return [state, update];
}
