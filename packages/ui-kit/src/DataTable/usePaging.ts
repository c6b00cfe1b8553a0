import { useEffect, useRef } from 'react';
import { pageCount, type TableState } from './tableState';

/**
 * The current page, clamped to the pages there are, the rows it shows, and `goTo`. Paging keeps the
 * focus in the pager: on the same button when it is still there, else on the current page's number
 * (a button that turns off, like Next on the last page, keeps it too).
 */
export function usePaging(state: TableState, total: number, onStateChange: (state: TableState) => void) {
  const pages = pageCount(total, state.pageSize);
  const page = Math.min(state.page, pages);
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
  return { page, pages, from, to, goTo, pagerRef };
}
