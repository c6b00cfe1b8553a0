import type { SessionState, SessionUser } from '@paperlight/api-client';
import { Link, VisuallyHidden } from '@paperlight/ui-kit';
import type { NavTool } from '#app/lib/catalogue.ts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { initialsOf } from '#app/lib/session-user.ts';
import * as styles from './Header.css';
import {
  ABOUT_LINK,
  AI_SUITE_LINKS,
  COBUILD_LINK,
  LOGIN_HREF,
  SIGNUP_HREF,
  TOP_TOOLS_LINK,
  accountLinks,
  toolGroups,
  topTools,
  withReturnTo,
  type NavLink,
  type ToolNavLink,
} from './navigation';
import { useDropdown } from './useDropdown';
import { useHeaderSolid } from './useHeaderSolid';

export interface HeaderProps {
  /** The visitor's session; Login and Sign up show for guests, logged-out visitors and while loading. */
  session: SessionState;
  /** Signs the user out (POST /api/logout, then off to the sso's logout page). */
  onLogout: () => void | Promise<void>;
  /**
   * Distance from the top of the viewport, below the trial banner.
   * @default 0
   */
  offsetTop?: number;
  /** Overrides the scroll-driven look, for tests and stories. */
  solid?: boolean;
  /**
   * Scroll distance after which the header turns solid: 50 over the landing page's hero, 0 on pages
   * whose content starts right under the header (nothing may show through it).
   * @default HEADER_SOLID_AFTER_PX (50)
   */
  solidAfter?: number;
  /**
   * The catalogue's public tools for the AI Tools menu.
   * @default []
   */
  tools?: readonly NavTool[];
  /** The page Login and Sign up come back to (path and query). */
  returnTo?: string;
}

function signedInUser(session: SessionState): SessionUser | null {
  return session.status === 'authenticated' && !session.session.isGuest ? session.session : null;
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function NavDropdown({ label, children, wide = false }: { label: string; children: (close: () => void) => ReactNode; wide?: boolean }) {
  const menu = useDropdown<HTMLLIElement>();
  const panelId = useId();
  return (
    <li className={styles.navItem} ref={menu.containerRef} onBlur={menu.onBlur}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={styles.navButton}
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        {label}
        <ChevronIcon />
      </button>
      <div id={panelId} className={wide ? styles.panelWide : styles.panel} hidden={!menu.open}>
        {children(() => menu.close())}
      </div>
    </li>
  );
}

function LinkList({ links, onNavigate }: { links: readonly NavLink[]; onNavigate: () => void }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.menuLink} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ToolLinkList({ links, onNavigate }: { links: readonly ToolNavLink[]; onNavigate: () => void }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.menuLink} onClick={onNavigate}>
            {link.label}
            {link.comingSoon ? (
              <>
                <span className={styles.soonTag} aria-hidden="true">
                  Soon
                </span>
                <VisuallyHidden> (coming soon)</VisuallyHidden>
              </>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ToolGroups({ tools, onNavigate }: { tools: readonly NavTool[]; onNavigate: () => void }) {
  return (
    <div className={styles.toolGroups}>
      {toolGroups(tools).map((group) => (
        <div key={group.category} className={styles.toolGroup}>
          <p className={styles.groupHeading}>{group.category}</p>
          <ToolLinkList links={group.links} onNavigate={onNavigate} />
        </div>
      ))}
    </div>
  );
}

function AiToolsPanel({ tools, onNavigate }: { tools: readonly NavTool[]; onNavigate: () => void }) {
  const topId = useId();
  const allId = useId();
  const top = topTools(tools);
  return (
    <>
      <Link href={TOP_TOOLS_LINK.href} className={styles.menuLinkStrong} onClick={onNavigate}>
        {TOP_TOOLS_LINK.label}
      </Link>
      {top.length > 0 ? (
        <nav aria-labelledby={topId}>
          <p id={topId} className={styles.menuHeading}>
            Featured
          </p>
          <ul className={styles.featuredList}>
            {top.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.menuLink} onClick={onNavigate}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-labelledby={allId}>
        <p id={allId} className={styles.menuHeading}>
          All AI Tools
        </p>
        <ToolGroups tools={tools} onNavigate={onNavigate} />
      </nav>
    </>
  );
}

/** The avatar button and its panel: who is signed in, their pages (Dashboard, the consoles they may open) and Logout. */
export function AccountMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const menu = useDropdown();
  const panelId = useId();
  return (
    <div className={styles.account} ref={menu.containerRef} onBlur={menu.onBlur}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={menu.open}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.name}`}
        onClick={menu.toggle}
      >
        <span className={`${styles.avatar} ${styles.avatarInitials}`} aria-hidden="true" data-initials={initialsOf(user.name)} />
        <ChevronIcon />
      </button>
      <div id={panelId} className={styles.accountPanel} hidden={!menu.open}>
        <div className={styles.identity}>
          <span className={styles.avatarLarge} aria-hidden="true">
            {initialsOf(user.name)}
          </span>
          <span>
            <span className={styles.identityName}>{user.name}</span>
            <span className={styles.identityEmail}>{user.email}</span>
          </span>
        </div>
        <LinkList links={accountLinks(user)} onNavigate={() => menu.close()} />
        <button type="button" className={styles.logoutButton} onClick={onLogout}>
          Logout
        </button>
      </div>
    </div>
  );
}

function GuestActions({ className, returnTo }: { className: string; returnTo: string | undefined }) {
  return (
    <div className={className}>
      <a href={withReturnTo(LOGIN_HREF, returnTo)} className={styles.loginLink}>
        Login
      </a>
      <a href={withReturnTo(SIGNUP_HREF, returnTo)} className={styles.signupLink}>
        Sign up
      </a>
    </div>
  );
}

interface MobileDrawerProps {
  id: string;
  user: SessionUser | null;
  tools: readonly NavTool[];
  returnTo: string | undefined;
  onClose: () => void;
  onLogout: () => void;
  offsetTop: number;
}

function MobileDrawer({ id, user, tools, returnTo, onClose, onLogout, offsetTop }: MobileDrawerProps) {
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind must not scroll under a full-height drawer.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previous;
    };
  }, [onClose]);

  return (
    <div id={id} className={styles.drawer} style={{ top: offsetTop + 67 }}>
      <nav aria-label="Mobile" className={styles.drawerNav}>
        <p className={styles.drawerHeading}>AI Tools</p>
        <LinkList links={[TOP_TOOLS_LINK]} onNavigate={onClose} />
        <button
          type="button"
          className={styles.drawerToggle}
          aria-expanded={toolsOpen}
          aria-controls={toolsId}
          onClick={() => setToolsOpen((v) => !v)}
        >
          All AI Tools
          <ChevronIcon />
        </button>
        <div id={toolsId} hidden={!toolsOpen}>
          <ToolGroups tools={tools} onNavigate={onClose} />
        </div>
        <p className={styles.drawerHeading}>AI Suite</p>
        <LinkList links={AI_SUITE_LINKS} onNavigate={onClose} />
        <LinkList links={[COBUILD_LINK, ABOUT_LINK]} onNavigate={onClose} />
      </nav>
      <div className={styles.drawerAccount}>
        {user ? (
          <>
            <div className={styles.identity}>
              <span className={styles.avatarLarge} aria-hidden="true">
                {initialsOf(user.name)}
              </span>
              <span>
                <span className={styles.identityName}>{user.name}</span>
                <span className={styles.identityEmail}>{user.email}</span>
              </span>
            </div>
            <LinkList links={accountLinks(user)} onNavigate={onClose} />
            <button type="button" className={styles.logoutButton} onClick={onLogout}>
              Logout
            </button>
          </>
        ) : (
          <GuestActions className={styles.drawerGuestActions} returnTo={returnTo} />
        )}
      </div>
    </div>
  );
}

/**
 * The site header of SPEC §2: logo, AI Tools / AI Suite menus, Co-build and About, then Login
 * and Sign up or the avatar menu; below 1024 px the navigation moves into a drawer.
 */
export function Header({ session, onLogout, offsetTop = 0, solid, solidAfter, tools = [], returnTo }: HeaderProps) {
  const scrolledSolid = useHeaderSolid(solidAfter);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const user = signedInUser(session);
  const isSolid = solid ?? (scrolledSolid || drawerOpen);
  const closeDrawer = () => setDrawerOpen(false);
  const logout = () => {
    void onLogout();
  };

  return (
    <header className={isSolid ? styles.rootSolid : styles.root} style={{ top: offsetTop }} data-solid={isSolid} data-site-header="">
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label="Paperlight home">
          <span className={styles.logoMark} aria-hidden="true" />
          Paperlight
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <NavDropdown label="AI Tools" wide>
              {(close) => <AiToolsPanel tools={tools} onNavigate={close} />}
            </NavDropdown>
            <NavDropdown label="AI Suite">{(close) => <LinkList links={AI_SUITE_LINKS} onNavigate={close} />}</NavDropdown>
            <li className={styles.navItem}>
              <Link href={COBUILD_LINK.href} className={styles.navLink}>
                {COBUILD_LINK.label}
              </Link>
            </li>
            <li className={styles.navItem}>
              <Link href={ABOUT_LINK.href} className={styles.navLink}>
                {ABOUT_LINK.label}
              </Link>
            </li>
          </ul>
        </nav>
        {user ? (
          <div className={styles.desktopActions}>
            <AccountMenu user={user} onLogout={logout} />
          </div>
        ) : (
          <GuestActions className={styles.desktopActions} returnTo={returnTo} />
        )}
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span className={drawerOpen ? styles.menuIconOpen : styles.menuIcon} aria-hidden="true" />
        </button>
      </div>
      {drawerOpen ? (
        <MobileDrawer
          id={drawerId}
          user={user}
          tools={tools}
          returnTo={returnTo}
          onClose={closeDrawer}
          onLogout={logout}
          offsetTop={offsetTop}
        />
      ) : null}
    </header>
  );
}
