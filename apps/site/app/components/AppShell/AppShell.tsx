import { ApiClientProvider } from '@paperlight/api-client/react';
import { createApiClient, createSessionStore, type SessionState, type SessionUser } from '@paperlight/api-client/browser';
import { TrialBanner, getPageOffset } from '@paperlight/trial-banner';
import { Button, ClockProvider, LinkProvider, ToastProvider } from '@paperlight/ui-kit';
import { useSession } from '@paperlight/api-client/react';
import { useLocation, useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { NavTool } from '#app/lib/catalogue.ts';
import type { ConsoleId, PageChrome } from '#app/lib/chrome.ts';
import { goToLogout, logoutViaSite, refreshAccessTokenViaSite } from '#app/lib/client-session.ts';
import { ConsoleFrame } from '../console/ConsoleFrame';
import { searchViaSite } from '../console/searchClient';
import { mayOpen } from '../console/sections';
import { Footer } from '../Footer';
import { HydrationSlice } from '../HydrationSlice';
import { ContactForm } from '../landing/ContactForm/ContactForm';
import { Header, HEADER_SOLID_AFTER_PX } from '../Header';
import { RemixLink } from '../RemixLink';
import * as styles from './AppShell.css';

export interface ShellEnv {
  SITE_URL: string;
  API_URL: string;
  SSO_URL: string;
  BOOKING_URL: string;
}

export interface AppShellProps {
  /** From the root loader; missing while an error page renders without it. */
  env: ShellEnv | undefined;
  session: SessionUser | undefined;
  /** The catalogue's public tools for the menus and the footer; missing on an error page without the root loader. */
  tools?: readonly NavTool[];
  /** The frame around the page, from the route's handle (lib/chrome.ts). @default 'site' */
  chrome?: PageChrome;
  /** With `chrome: 'console'`, which console (lib/chrome.ts). */
  console?: ConsoleId;
  children: ReactNode;
}

export const SIGN_UP_PATH = '/auth/signup';

function stateOf(session: SessionUser | undefined): SessionState {
  return session ? { status: 'authenticated', session } : { status: 'loading' };
}

function ContactContent({ bookingUrl, user, onSubmitted }: { bookingUrl: string; user: SessionUser | null; onSubmitted: () => void }) {
  return (
    <div className={styles.contact}>
      <h2 className={styles.contactTitle}>Let’s keep your research moving</h2>
      <p>
        Your free trial ends soon. Our team can extend your evaluation, walk you through the AI suite for your journals, or set up a plan
        that fits your organisation.
      </p>
      <div className={styles.contactActions}>
        <Button asChild>
          <a href={bookingUrl} target="_blank" rel="noreferrer">
            Book a call
          </a>
        </Button>
      </div>
      <ContactForm user={user} onSubmitted={onSubmitted} />
    </div>
  );
}

async function logout() {
  const redirectTo = await logoutViaSite().catch((error: unknown) => {
    console.error('Logout failed', error);
    return '/';
  });
  goToLogout(redirectTo);
}

/** An administration console's frame (decision 0170) around the page, for a user who may open it. */
function ConsoleChrome({ id, user, children }: { id: ConsoleId; user: SessionUser; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onLogout = useCallback(() => void logout(), []);
  const onOpenResult = useCallback((href: string) => navigate(href), [navigate]);
  return (
    <ConsoleFrame
      console={id}
      user={user}
      pathname={location.pathname}
      onLogout={onLogout}
      search={searchViaSite}
      onOpenResult={onOpenResult}
    >
      {children}
    </ConsoleFrame>
  );
}

function Chrome({ env, tools, children }: { env: ShellEnv | undefined; tools: readonly NavTool[]; children: ReactNode }) {
  const session = useSession();
  const offset = getPageOffset(session);
  const location = useLocation();
  // The 2-days-left contact modal closes once the form is sent (the toast says it went through).
  const [contactOpen, setContactOpen] = useState(false);
  const onLogout = useCallback(() => logout(), []);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      {env ? (
        <TrialBanner
          session={session}
          signUpUrl={SIGN_UP_PATH}
          bookingUrl={env.BOOKING_URL}
          contactOpen={contactOpen}
          onContactOpenChange={setContactOpen}
          contactContent={
            <ContactContent
              bookingUrl={env.BOOKING_URL}
              user={session.status === 'authenticated' ? session.session : null}
              onSubmitted={() => setContactOpen(false)}
            />
          }
          onError={(error) => console.error('Could not load the trial time left', error)}
        />
      ) : null}
      <Header
        session={session}
        onLogout={onLogout}
        offsetTop={offset}
        // Transparent over the landing page's hero only; elsewhere the page's heading would show through.
        solidAfter={location.pathname === '/' ? HEADER_SOLID_AFTER_PX : 0}
        tools={tools}
        returnTo={`${location.pathname}${location.search}`}
      />
      <main id="main" tabIndex={-1} className={styles.main} style={{ paddingTop: offset }}>
        {children}
      </main>
      <HydrationSlice>
        <Footer tools={tools} />
      </HydrationSlice>
    </div>
  );
}

/**
 * Providers and page chrome around every route: the api client fed by the root loader's
 * session, ui-kit's clock, toast and link providers, the trial banner, header and footer.
 */
export function AppShell({ env, session, tools = [], chrome = 'site', console: consoleId, children }: AppShellProps) {
  const [store] = useState(() => createSessionStore(stateOf(session)));
  const [client] = useState(() =>
    createApiClient({
      apiUrl: env?.API_URL ?? '',
      ssoUrl: env?.SSO_URL ?? '',
      session: store,
      refreshAccessToken: () => refreshAccessTokenViaSite(),
    }),
  );

  // Revalidated loader data (e.g. after a token refresh on navigation) replaces the stored session.
  useEffect(() => {
    const current = store.get();
    const next = stateOf(session);
    if (JSON.stringify(current) !== JSON.stringify(next)) store.set(next);
  }, [session, store]);

  return (
    <ApiClientProvider client={client}>
      <ClockProvider>
        <LinkProvider component={RemixLink}>
          <ToastProvider>
            {chrome === 'console' && consoleId && session && !session.isGuest && mayOpen(consoleId, session) ? (
              <ConsoleChrome id={consoleId} user={session}>
                {children}
              </ConsoleChrome>
            ) : chrome === 'site' || chrome === 'console' ? (
              // A console page for someone who may not open it (its 403 page) keeps the site's frame.
              <Chrome env={env} tools={tools}>
                {children}
              </Chrome>
            ) : (
              // No banner, menus or footer: the page draws what it needs (an app bar, a film's credit).
              <main id="main" tabIndex={-1} className={chrome === 'app' ? styles.appMain : styles.main}>
                {children}
              </main>
            )}
          </ToastProvider>
        </LinkProvider>
      </ClockProvider>
    </ApiClientProvider>
  );
}
