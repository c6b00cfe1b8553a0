/**
 * Keeps `returnTo` to a path on this site, so that the sign-in round trip cannot be used as an
 * open redirect. Anything else becomes `fallback`.
 */
export function sanitizeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  // Browsers treat backslashes as slashes and strip tabs/newlines, so `/\evil.com` is off-site.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://paperlight.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://paperlight.invalid') return fallback;
  // The auth routes themselves would loop.
  if (url.pathname.startsWith('/auth/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a user goes after signing in when they were going nowhere in particular. */
export const SIGNED_IN_HOME = '/dashboard';

/**
 * Where sign-in brings the user back to (issue 31): the page they were going to, or the dashboard —
 * never the marketing home page, which has nothing for a signed-in user to do.
 */
export function signInDestination(value: string | null | undefined): string {
  const path = sanitizeReturnTo(value, SIGNED_IN_HOME);
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? SIGNED_IN_HOME : path;
}
