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
