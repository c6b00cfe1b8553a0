import type { SessionUser } from '@paperlight/api-client';
import { Link } from '@paperlight/ui-kit';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import type { ConsoleId } from '#app/lib/chrome.ts';
import { AccountMenu } from '../Header';
import { isSearchShortcut, searchKindsOf, type SearchFunction } from './quickSearch';
import { CONSOLES, consoleSections, currentSection, otherConsole } from './sections';
import * as styles from './ConsoleFrame.css';

// The quick search (and the dialog it opens in) loads when it is first opened: AppShell carries this
// frame on every page, so the landing page would otherwise fetch a dialog it never shows.
const QuickSearch = lazy(() => import('./QuickSearch').then((module) => ({ default: module.QuickSearch })));

export interface ConsoleFrameProps {
  /** Which console: Administration or Tools Administration. */
  console: ConsoleId;
  /** The signed-in user: their roles decide the sections and what the search looks through. */
  user: SessionUser;
  /** The page's path, for the current section (`aria-current`). */
  pathname: string;
  onLogout: () => void;
  /** Asks the site for the quick search's matches. */
  search: SearchFunction;
  /** Opens a search result's page. */
  onOpenResult: (href: string) => void;
  children: ReactNode;
}

/**
 * An administration console as an application (decision 0170): a slim bar (home, the console's
 * name, Search, Back to site, the account menu), a sidebar of the sections this user may open and
 * the page at full width. Below 900 px the sidebar folds behind a Menu button. Ctrl-K / Cmd-K opens
 * the quick search from anywhere in the console.
 */
export function ConsoleFrame({ console: consoleId, user, pathname, onLogout, search, onOpenResult, children }: ConsoleFrameProps) {
  const info = CONSOLES[consoleId];
  const sections = consoleSections(consoleId, user);
  const current = currentSection(sections, pathname);
  const other = otherConsole(consoleId, user);
  const sidebarId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Once opened, the search stays mounted, so closing it animates and keeps what was typed.
  const searchOpened = useOpenedOnce(searchOpen);
  // A Mac says ⌘K; the server and other systems Ctrl K (known only once in the browser).
  const [mac, setMac] = useState(false);

  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)), []);
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setMenuOpen(false);
      setSearchOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.getElementById(`${sidebarId}-button`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, sidebarId]);

  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.bar}>
        <button
          id={`${sidebarId}-button`}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={menuOpen ? styles.menuIconOpen : styles.menuIcon} aria-hidden="true" />
          <span className={styles.menuLabel}>Menu</span>
        </button>
        <Link href="/" className={styles.brand} aria-label="Paperlight home">
          <span className={styles.brandMark} aria-hidden="true" />
        </Link>
        <Link href={info.home} className={styles.consoleName}>
          {info.name}
        </Link>
        <span className={styles.spacer} />
        <button
          type="button"
          className={styles.searchButton}
          onClick={() => setSearchOpen(true)}
          aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        >
          <SearchIcon />
          <span className={styles.searchLabel}>Search</span>
          <kbd className={styles.kbd} aria-hidden="true">
            {mac ? '⌘K' : 'Ctrl K'}
          </kbd>
        </button>
        <Link href="/" className={styles.backLink}>
          Back to site
        </Link>
        <AccountMenu user={user} onLogout={onLogout} />
      </header>
      <div className={styles.body}>
        <nav id={sidebarId} aria-label={info.name} className={styles.sidebar} data-open={menuOpen}>
          <ul className={styles.sectionList}>
            {sections.map((section) => (
              <li key={section.href}>
                <Link
                  href={section.href}
                  className={section === current ? styles.sectionLinkCurrent : styles.sectionLink}
                  aria-current={section === current ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={other ? styles.sidebarFoot : styles.sidebarFootPhone}>
            {other ? (
              <Link href={other.home} className={styles.sectionLink}>
                {other.name}
              </Link>
            ) : null}
            <Link href="/" className={styles.sidebarBack}>
              Back to site
            </Link>
          </div>
        </nav>
        {menuOpen ? <div className={styles.scrim} aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      {searchOpened ? (
        <Suspense fallback={null}>
          <QuickSearch
            open={searchOpen}
            onOpenChange={setSearchOpen}
            search={search}
            onOpenResult={onOpenResult}
            kinds={searchKindsOf(user)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Whether `open` has ever been true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
