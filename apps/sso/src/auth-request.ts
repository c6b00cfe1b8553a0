/** What the site asks for when it sends a visitor to /login or /signup. */
export interface AuthRequest {
  /** `null` when the visitor came without one: after sign-in they go to `${SITE_URL}/auth/login`. */
  redirectUri: string | null;
  state: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256' | '';
}

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_STATE = 512;

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

/** Normalises `SITE_URL` without a trailing slash. */
export function trimUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The addresses registered for the site (RFC 9700 §2.1: compared exactly, never by prefix). */
export function registeredRedirects(siteUrl: string): { callback: string; afterLogout: string } {
  const site = trimUrl(siteUrl);
  return { callback: `${site}/auth/callback`, afterLogout: `${site}/` };
}

/** Only the site's registered callback may receive codes, character for character. */
export function isSiteRedirect(redirectUri: string, siteUrl: string): boolean {
  return redirectUri === registeredRedirects(siteUrl).callback;
}

/** Reads and checks the sign-in request from a query string or a form body; `null` when invalid. */
export function parseAuthRequest(source: Record<string, unknown> | undefined, siteUrl: string): AuthRequest | null {
  const input = source ?? {};
  const redirectUri = first(input.redirect_uri);
  const state = first(input.state);
  const codeChallenge = first(input.code_challenge);
  const method = first(input.code_challenge_method);
  if (!redirectUri) return { redirectUri: null, state: '', codeChallenge: '', codeChallengeMethod: '' };
  if (!isSiteRedirect(redirectUri, siteUrl)) return null;
  if (!CHALLENGE.test(codeChallenge)) return null;
  if (method !== '' && method !== 'S256') return null;
  if (state.length > MAX_STATE) return null;
  return { redirectUri, state, codeChallenge, codeChallengeMethod: method === 'S256' ? 'S256' : '' };
}

/** The query that carries a request from /login to /signup and back. */
export function authRequestQuery(request: AuthRequest): string {
  if (!request.redirectUri) return '';
  const params = new URLSearchParams({ redirect_uri: request.redirectUri });
  if (request.state) params.set('state', request.state);
  params.set('code_challenge', request.codeChallenge);
  if (request.codeChallengeMethod) params.set('code_challenge_method', request.codeChallengeMethod);
  return `?${params.toString()}`;
}
