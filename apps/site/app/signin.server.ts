import { redirect } from '@remix-run/node';
import { getEnv } from './env.server.ts';
import { codeChallenge, randomToken } from './lib/pkce.server.ts';
import { signInDestination } from './lib/return-to.ts';
import { resolveSession } from './session.server.ts';

export function callbackUrl(): string {
  return `${getEnv().SITE_URL}/auth/callback`;
}

/** Starts an authorization-code + PKCE round on the sso's /login or /signup page. */
export async function startSignIn(request: Request, page: 'login' | 'signup'): Promise<Response> {
  const url = new URL(request.url);
  const returnTo = signInDestination(url.searchParams.get('returnTo'));
  const resolved = await resolveSession(request);
  if (!resolved.user.isGuest) throw redirect(returnTo, { headers: await resolved.headers() });

  const state = randomToken(16);
  const verifier = randomToken(32);
  resolved.session.set('oauth', { state, verifier, returnTo });
  resolved.markChanged();

  const target = new URL(`${getEnv().SSO_URL}/${page}`);
  target.searchParams.set('redirect_uri', callbackUrl());
  target.searchParams.set('state', state);
  target.searchParams.set('code_challenge', codeChallenge(verifier));
  target.searchParams.set('code_challenge_method', 'S256');
  const headers = await resolved.headers();
  headers.set('Cache-Control', 'no-store');
  return redirect(target.toString(), { headers });
}
