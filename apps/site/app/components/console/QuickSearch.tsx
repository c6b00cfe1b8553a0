import { Dialog, useScrollFocus } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  hrefOf,
  KIND_LABEL,
  moreLabel,
  optionsOf,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FAILED,
  SEARCH_MIN_LENGTH,
  SearchError,
  summaryOf,
  type SearchFunction,
  type SearchGroup,
  type SearchKind,
  type SearchOption,
} from './quickSearch';
import * as styles from './QuickSearch.css';

export interface QuickSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Finds the matches of a query among what the signed-in person may see. */
  search: SearchFunction;
  /** Opens a result's page (or drawer); the dialog closes after. */
  onOpenResult: (href: string) => void;
  /**
   * The kinds this person can search, for the box's name and hint.
   * @example ['users', 'requests']
   */
  kinds: readonly SearchKind[];
  /**
   * Quiet time after the last key before asking.
   * @default SEARCH_DEBOUNCE_MS (250 ms)
   */
  debounceMs?: number;
  /** The text in the box when it opens (stories, a remembered search). @default '' */
  defaultQuery?: string;
}

type Status = { state: 'idle' } | { state: 'loading' } | { state: 'done'; query: string } | { state: 'error'; message: string };

const HINT: Record<SearchKind, string> = {
  users: 'a user’s name or email',
  requests: 'a request’s name, email or organisation',
  tools: 'a tool’s name or slug',
};

function list(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The consoles' Cmd-K / Ctrl-K search (decision 0170): a dialog with a combobox over a listbox of
 * results grouped by kind. Typing waits `debounceMs`, arrows move, Enter opens, Escape closes and
 * focus goes back to what had it.
 */
export function QuickSearch({
  open,
  onOpenChange,
  search,
  onOpenResult,
  kinds,
  debounceMs = SEARCH_DEBOUNCE_MS,
  defaultQuery = '',
}: QuickSearchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(defaultQuery);
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [active, setActive] = useState(-1);
  const options = optionsOf(groups);
  const optionId = (index: number) => `${id}-option-${index}`;

  // A closed search starts afresh next time.
  useEffect(() => {
    if (!open) setQuery(defaultQuery);
  }, [open, defaultQuery]);

  useEffect(() => {
    const text = query.trim();
    if (!open || text.length < SEARCH_MIN_LENGTH) {
      setGroups([]);
      setActive(-1);
      setStatus({ state: 'idle' });
      return;
    }
    setStatus({ state: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setGroups(found);
          setActive(optionsOf(found).length > 0 ? 0 : -1);
          setStatus({ state: 'done', query: text });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (!(error instanceof SearchError)) console.error('Quick search failed', error);
          setGroups([]);
          setActive(-1);
          setStatus({ state: 'error', message: error instanceof SearchError ? error.message : SEARCH_FAILED });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, open, search, debounceMs]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    onOpenResult(hrefOf(option));
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[active >= 0 ? active : 0]);
    }
  };

  // The arrows move through the results; a list longer than the dialog also takes a tab stop, so
  // a keyboard can scroll it without choosing (axe's scrollable-region-focusable at 390 px).
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const label = `Search ${list(kinds.map((kind) => KIND_LABEL[kind].toLowerCase()))}`;
  const shown = options.length > 0;
  let index = -1;

  return (
    <Dialog title="Quick search" open={open} onOpenChange={onOpenChange} initialFocus={input}>
      <div className={styles.root}>
        <div className={styles.field}>
          <SearchIcon />
          <input
            ref={input}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={shown ? `${id}-listbox` : undefined}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-status`}
            placeholder={`Type ${list(kinds.map((kind) => HINT[kind]))}`}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <p
          id={`${id}-status`}
          className={status.state === 'error' ? styles.error : styles.status}
          role={status.state === 'error' ? 'alert' : 'status'}
        >
          {status.state === 'idle'
            ? `Type at least ${SEARCH_MIN_LENGTH} characters.`
            : status.state === 'loading'
              ? 'Searching…'
              : status.state === 'error'
                ? status.message
                : summaryOf(status.query, groups)}
        </p>
        <div ref={scrollFocus} className={styles.results} aria-busy={status.state === 'loading'}>
          {shown ? (
            <div role="listbox" id={`${id}-listbox`} aria-label="Results" className={styles.listbox}>
              {groups
                .filter((group) => group.results.length > 0)
                .map((group) => (
                  <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
                    <div id={`${id}-${group.kind}`} role="presentation" className={styles.groupLabel}>
                      {group.label}
                    </div>
                    {optionsOf([group]).map((option) => {
                      index += 1;
                      const at = index;
                      return (
                        <div
                          key={option.type === 'result' ? option.result.id : `${group.kind}-more`}
                          id={optionId(at)}
                          role="option"
                          aria-selected={at === active}
                          className={at === active ? styles.optionActive : styles.option}
                          // Keep focus in the box: a click chooses without blurring it first.
                          onMouseDown={(event) => event.preventDefault()}
                          onMouseMove={() => setActive(at)}
                          onClick={() => choose(option)}
                        >
                          {option.type === 'result' ? (
                            <>
                              <span className={styles.optionTitle}>{option.result.title}</span>
                              <span className={styles.optionDetail}>{option.result.detail}</span>
                            </>
                          ) : (
                            <span className={styles.optionMore}>{moreLabel(option.group)}</span>
                          )}
                        </div>
                      );
                    })}
                  </div>
                ))}
            </div>
          ) : null}
        </div>
        <p className={styles.keys} aria-hidden="true">
          <kbd className={styles.kbd}>↑</kbd> <kbd className={styles.kbd}>↓</kbd> to move · <kbd className={styles.kbd}>Enter</kbd> to open
          · <kbd className={styles.kbd}>Esc</kbd> to close
        </p>
      </div>
    </Dialog>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
