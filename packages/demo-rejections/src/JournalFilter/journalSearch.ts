/** Journal search waits this long after the last key (SPEC §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Results appear from this many characters on (SPEC §5). */
export const MIN_SEARCH_CHARS = 3;
/** The result list is never taller than this (SPEC §9). */
export const LIST_MAX_HEIGHT = 240;

export const MESSAGE_TOO_SHORT = 'Enter at least 3 characters to search';
export const MESSAGE_NO_MATCH = 'No matching options found';

/**
 * The journals matching a (debounced) query: a message below 3 characters or without a match,
 * otherwise the case-insensitive substring matches in their original order.
 */
export function searchJournals(journals: readonly string[], query: string): { message: string } | { matches: string[] } {
  const needle = query.trim().toLocaleLowerCase();
  if (Array.from(needle).length < MIN_SEARCH_CHARS) return { message: MESSAGE_TOO_SHORT };
  const matches = journals.filter((journal) => journal.toLocaleLowerCase().includes(needle));
  return matches.length === 0 ? { message: MESSAGE_NO_MATCH } : { matches };
}
