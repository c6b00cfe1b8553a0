import { useEffect, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MS, type TableState } from './tableState';
import { useDebouncedCallback } from './useDebouncedCallback';

/** The search and column filters as typed, ahead of the view they are applied to. */
export interface FilterDraft {
  search: string;
  filters: Readonly<Record<string, string>>;
}

const pending = (state: TableState): FilterDraft => ({ search: state.search, filters: state.filters });

/**
 * The search and filters being typed: each keystroke shows at once and reaches the view after a
 * 1 s pause (or at Enter, `flush`); a select's choice applies at once (`setFilterNow`). Every
 * change goes back to page 1.
 */
export function useFilterDraft(state: TableState, onStateChange: (state: TableState) => void) {
  const [draft, setDraft] = useState(() => pending(state));
  const filtersKey = JSON.stringify(state.filters);
  const latestState = useRef(state);
  latestState.current = state;
  // A new view from outside (back button, a link) replaces what is being typed.
  useEffect(() => setDraft(pending(latestState.current)), [state.search, filtersKey]);

  const commit = useDebouncedCallback((next: FilterDraft) => {
    onStateChange({ ...state, ...next, page: 1 });
  }, FILTER_DEBOUNCE_MS);

  const typeDraft = (next: FilterDraft) => {
    setDraft(next);
    commit.call(next);
  };
  /** Types into a filter; an emptied one is dropped. */
  const typeFilter = (key: string, text: string) => {
    const filters = { ...draft.filters, [key]: text };
    if (text === '') delete filters[key];
    typeDraft({ ...draft, filters });
  };
  const setFilterNow = (column: string, value: string) => {
    commit.cancel();
    const filters = { ...draft.filters, [column]: value };
    if (value === '') delete filters[column];
    setDraft({ ...draft, filters });
    onStateChange({ ...state, search: draft.search, filters, page: 1 });
  };
  const typeSearch = (search: string) => typeDraft({ ...draft, search });
  return { draft, typeSearch, typeFilter, setFilterNow, flush: commit.flush };
}
