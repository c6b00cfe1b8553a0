import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { signInDestination } from '#app/lib/return-to.ts';
import { callbackUrl } from '#app/signin.server.ts';
import { resolveSession, storeTokens } from '#app/session.server.ts';
import { exchangeCode } from '#app/sso.server.ts';

function problemPage(status: number, message: string, headers: Headers): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in problem · Paperlight</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>We could not sign you in</h1><p>${message}</p><p><a href="/auth/login">Try signing in again</a> or <a href="/">go to the home page</a>.</p></body></html>`;
  return new Response(html, { status, headers });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const resolved = await resolveSession(request);
  const pending = resolved.session.get('oauth');
  resolved.session.unset('oauth');
  resolved.markChanged();

  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  // A round started before sign-in landed on the dashboard (its returnTo may still be the home page).
  const destination = signInDestination(pending?.returnTo);
  if (!pending || !state || state !== pending.state) {
    return problemPage(400, 'This sign-in link has expired or was opened in another browser.', await resolved.headers());
  }
  if (!code) return redirect(destination, { headers: await resolved.headers() });

  try {
    const tokens = await exchangeCode({ code, codeVerifier: pending.verifier, redirectUri: callbackUrl() });
    storeTokens(resolved.session, tokens);
  } catch (error) {
    console.error('Code exchange failed', error);
    return problemPage(502, 'The sign-in service did not accept the sign-in code.', await resolved.headers());
  }
  return redirect(destination, { headers: await resolved.headers() });
}
