// A journal's page embedding Paperlight's guest demos from the published packages. The api and
// sso addresses come from the page's query (?api=…&sso=…), so one build serves any stack; both
// services must list this page's origin in EMBED_ORIGINS (decision 0072).
import { version } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, createSessionStore } from '@paperlight/api-client';
import { ApiClientProvider, useSession } from '@paperlight/api-client/react';
import { AltTextDemo } from '@paperlight/demo-alt-text';
import { GenSearchDemo } from '@paperlight/demo-gen-search';
import { TrialBanner } from '@paperlight/trial-banner';
import '@paperlight/ui-kit/reset.css';
import '@paperlight/ui-kit/styles.css';
import '@paperlight/demo-alt-text/styles.css';
import '@paperlight/demo-gen-search/styles.css';
import '@paperlight/trial-banner/styles.css';

const query = new URLSearchParams(window.location.search);
const apiUrl = query.get('api') ?? 'http://localhost:4000';
const ssoUrl = query.get('sso') ?? 'http://localhost:4100';
const signUpUrl = `${ssoUrl}/signup`;

const session = createSessionStore({ status: 'loading' });
const client = createApiClient({ apiUrl, ssoUrl, session });

function Page() {
  const state = useSession();
  return (
    <>
      <TrialBanner session={state} signUpUrl={signUpUrl} bookingUrl="https://calendly.com/paperlight/demo" />
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: '56px 24px 24px' }}>
        <h1>Journal of Examples</h1>
        <p data-testid="react-version">React {version}</p>
        {state.status === 'authenticated' ? (
          <>
            <AltTextDemo sampleId="medicine" signUpUrl={signUpUrl} />
            <GenSearchDemo sampleId="global-conflicts" signUpUrl={signUpUrl} />
          </>
        ) : (
          <p role="status">Starting the demos…</p>
        )}
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <ApiClientProvider client={client}>
    <Page />
  </ApiClientProvider>,
);

client.startGuestSession().catch((error: unknown) => {
  session.set({ status: 'unauthenticated' });
  document.body.dataset.embedError = error instanceof Error ? error.message : String(error);
});
