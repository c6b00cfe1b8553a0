/** The quick search of the consoles (decision 0170): what it finds and how a result is shown. */

export type SearchKind = 'users' | 'requests' | 'tools';

export interface SearchResult {
  id: string;
  kind: SearchKind;
  /** A person's or a tool's name. */
  title: string;
  /** The e-mail, the organisation, the slug: what tells two results apart. */
  detail: string;
  /** Where Enter takes you: the user's page, the request's drawer, the tool's page. */
  href: string;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  results: SearchResult[];
  /** Every match (more than the few shown). */
  total: number;
  /** The console's table with this search, when more matched than are shown. */
  moreHref?: string;
}

/** Asks for the matches of a query; rejects with a {@link SearchError} to show its words. */
export type SearchFunction = (query: string, signal: AbortSignal) => Promise<SearchGroup[]>;

/** A failure with a message for the person searching. */
export class SearchError extends Error {
  override name = 'SearchError';
}

export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_MIN_LENGTH = 2;
/** Results shown per kind; the rest behind 'All N matching …'. */
export const SEARCH_RESULTS_PER_KIND = 5;
export const SEARCH_FAILED = 'The search could not be completed. Please try again.';

export const KIND_LABEL: Record<SearchKind, string> = { users: 'Users', requests: 'Contact requests', tools: 'Tools' };

/** One option of the listbox: a result, or the link to the table with every match. */
export type SearchOption = { type: 'result'; result: SearchResult } | { type: 'more'; group: SearchGroup };

export function optionsOf(groups: readonly SearchGroup[]): SearchOption[] {
  return groups.flatMap((group) => [
    ...group.results.map((result): SearchOption => ({ type: 'result', result })),
    ...(group.moreHref && group.total > group.results.length ? [{ type: 'more', group } as SearchOption] : []),
  ]);
}

export const hrefOf = (option: SearchOption) => (option.type === 'result' ? option.result.href : (option.group.moreHref ?? ''));

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sentence for the live region: how many were found, or none. */
export function summaryOf(query: string, groups: readonly SearchGroup[]): string {
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  return total === 0 ? `No results for “${query}”` : count(total, 'result', 'results');
}

/** 'All 23 matching users' */
export function moreLabel(group: SearchGroup): string {
  return `All ${group.total} matching ${group.label.toLowerCase()}`;
}

/** Ctrl-K, or Cmd-K on a Mac: opens the search from anywhere in a console. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** What a person with these roles may search: users and requests (administrators, sales), tools (tool administrators). */
export function searchKindsOf(user: { isAdmin: boolean; isSales: boolean; isToolAdmin: boolean }): SearchKind[] {
  return [...(user.isAdmin || user.isSales ? (['users', 'requests'] as const) : []), ...(user.isToolAdmin ? (['tools'] as const) : [])];
}
