export { JournalFilter } from './JournalFilter';
export type { JournalFilterProps } from './JournalFilter';
export {
  LIST_MAX_HEIGHT,
  MESSAGE_NO_MATCH,
  MESSAGE_TOO_SHORT,
  MIN_SEARCH_CHARS,
  SEARCH_DEBOUNCE_MS,
  searchJournals,
} from './journalSearch';
