import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** The header the site forwards the visitor's address in, with {@link INTERNAL_KEY_HEADER}. */
export const CLIENT_ADDRESS_HEADER = 'x-paperlight-client-address';
export const INTERNAL_KEY_HEADER = 'x-paperlight-internal-key';

/**
 * `TRUST_PROXY` as an explicit number of reverse-proxy hops in front of a service (decision 0032):
 * unset, empty or `0` trusts no `X-Forwarded-For` at all. Anything else is a configuration error.
 */
export function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value.trim() === '' || value.trim() === 'false') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be the number of proxy hops in front of this service (0-10), got "${value}"`);
  }
  return hops;
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The visitor's address as the site saw it, believed only with the services' internal key, so every
 * limit keys on the same real address whether a browser calls a service directly or through the site.
 */
export function forwardedClientAddress(
  headers: Record<string, string | string[] | undefined>,
  internalSecret: string | undefined,
): string | null {
  if (!internalSecret) return null;
  const key = headers[INTERNAL_KEY_HEADER];
  const address = headers[CLIENT_ADDRESS_HEADER];
  if (typeof key !== 'string' || typeof address !== 'string' || !same(key, internalSecret)) return null;
  return isIP(address) ? address : null;
}

/**
 * `EMBED_ORIGINS` (decision 0072): the origins of foreign pages allowed to call the api and the
 * guest-token endpoint of sso from a browser, separated by commas or spaces. Each must be a bare
 * http(s) origin — no path, no wildcard — so a typo fails the start instead of opening the door.
 */
export function parseEmbedOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      url = null;
    }
    const bare = url && (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === item.replace(/\/$/, '');
    if (!url || !bare || item.includes('*')) {
      throw new Error(`EMBED_ORIGINS takes origins such as https://journal.example.org (scheme, host and port only), got "${item}"`);
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}
