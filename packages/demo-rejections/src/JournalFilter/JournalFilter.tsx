import { useClock, VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { LockIcon } from '../icons';
import { openSignUp } from '../openSignUp';
import * as shared from '../shared.css';
import * as styles from './JournalFilter.css';
import { SEARCH_DEBOUNCE_MS, searchJournals } from './journalSearch';

export interface JournalFilterProps {
  /** Journal titles the report can be filtered by (`publishedJournalsFilter[].item`). */
  journals: readonly string[];
  /** Choosing a journal is locked in the demo and opens this page in a new tab. */
  signUpUrl: string;
}

/**
 * The locked 'Select Published Journals' combobox: searching works (3 characters, 300 ms
 * debounce on the injected clock), choosing a result opens sign-up instead of filtering.
 */
export function JournalFilter({ journals, signUpUrl }: JournalFilterProps) {
  const id = useId();
  const clock = useClock();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (text === query) return;
    const handle = clock.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clock.clearTimeout(handle);
  }, [clock, text, query]);

  const result = useMemo(() => searchJournals(journals, query), [journals, query]);
  const matches = 'matches' in result ? result.matches : [];
  useEffect(() => setActive(-1), [query]);

  const choose = () => {
    setOpen(false);
    openSignUp(signUpUrl);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  // Keep the active option in view inside the 240 px list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const message = 'message' in result ? result.message : null;
  const announcement = !open ? '' : (message ?? `${matches.length} ${matches.length === 1 ? 'journal' : 'journals'} found`);

  return (
    <div
      ref={rootRef}
      className={shared.field}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className={shared.fieldLabel} htmlFor={`${id}-input`}>
        Select Published Journals
        <LockIcon size={14} />
      </label>
      <div className={styles.anchor}>
        <input
          id={`${id}-input`}
          className={shared.control}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="Search journals"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-lock`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <div className={`${shared.popover} ${styles.popup}`} hidden={!open}>
          {message !== null ? (
            // Screen readers hear it from the status region below, once.
            <p className={styles.message} aria-hidden="true">
              {message}
            </p>
          ) : null}
          <ul id={`${id}-list`} role="listbox" aria-label="Published journals" className={styles.list} hidden={matches.length === 0}>
            {matches.map((journal, index) => (
              <li
                key={journal}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                data-active={index === active}
                className={styles.option}
                // Keeps focus in the input so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={choose}
              >
                <span>{journal}</span>
                <span className={styles.optionLock}>
                  <LockIcon size={14} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p id={`${id}-lock`} className={shared.lockNote}>
        Filtering by journal is locked in this demo.{' '}
        <a className={shared.textLink} href={signUpUrl} target="_blank" rel="noopener noreferrer">
          Sign up<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>{' '}
        to use it.
      </p>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
