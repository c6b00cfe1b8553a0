// Order matters: the reset first, then the theme and primitives, then the banner.
import '@paperlight/ui-kit/reset.css';
import '@paperlight/ui-kit/styles.css';
import '@paperlight/trial-banner/styles.css';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { AppShell } from '#app/components/AppShell/AppShell.tsx';
import { ErrorPage } from '#app/components/ErrorPage/ErrorPage.tsx';
import { RouteStylesheets } from '#app/components/RouteStylesheets.tsx';
import { getPublicEnv } from '#app/env.server.ts';
import { chromeOf, consoleOf } from '#app/lib/chrome.ts';
import { navTools } from '#app/lib/catalogue.ts';
import { documentCacheControl } from '#app/lib/document-cache.ts';
import { getCatalogueOrEmpty } from '#app/lib/catalogue.server.ts';
import { useNonce } from '#app/lib/nonce.tsx';
import { jsonLdText, LANDING_DESCRIPTION, LANDING_TITLE, organizationJsonLd, seoMeta } from '#app/lib/seo.ts';
import { resolveSession } from '#app/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const [resolved, catalogue] = await Promise.all([resolveSession(request), getCatalogueOrEmpty()]);
  const headers = await resolved.headers();
  headers.set('Cache-Control', documentCacheControl(resolved.user));
  // The menus and the footer of every page list the catalogue's tools (decision 0040).
  return data({ ENV: getPublicEnv(), session: resolved.user, tools: navTools(catalogue) }, { headers });
}

// Pages embed the visitor's token, so no shared cache may keep them; a guest's page may stay in the
// browser's back/forward cache, a signed-in visitor's may not (documentCacheControl).
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-store',
});

// The default for routes without their own meta: the landing page's title and description.
export const meta: MetaFunction<typeof loader> = ({ data, location, error }) =>
  error
    ? [
        { title: `${isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong'} · Paperlight` },
        { name: 'robots', content: 'noindex' },
      ]
    : seoMeta({ siteUrl: data?.ENV.SITE_URL ?? '', path: location.pathname, title: LANDING_TITLE, description: LANDING_DESCRIPTION });

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const { pathname } = useLocation();
  // A route's handle may ask for the app's frame or none (decision 0136): chrome.ts.
  const matches = useMatches();
  const chrome = chromeOf(matches);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* Stylesheets that depend on a route's data (a demo page's demo): see RouteStylesheets. */}
        <RouteStylesheets />
        {pathname === '/' && root ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(organizationJsonLd(root.ENV.SITE_URL)) }} />
        ) : null}
      </head>
      <body>
        <AppShell env={root?.ENV} session={root?.session} tools={root?.tools} chrome={chrome} console={consoleOf(matches)}>
          {children}
        </AppShell>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  console.error(error);
  return <ErrorPage status={500} />;
}
