import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import {
  createCookie,
  createSession,
  type CookieOptions,
  type SessionData as RemixSessionData,
  type SessionStorage,
} from '@remix-run/node';

/** Browsers drop cookies over 4 KB; refuse to write one rather than lose the session silently. */
const MAX_COOKIE = 4096;

function keyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'paperlight', 'site-session-cookie', 32));
}

export function seal(value: unknown, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

/** The sealed value, or null when it was not sealed with one of `secrets` (or was altered). */
export function unseal(sealed: string, secrets: readonly string[]): unknown {
  const [iv, tag, body] = sealed.split('.');
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), Buffer.from(iv ?? '', 'base64url'));
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
      return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8'));
    } catch {
      // Try the next (older) secret.
    }
  }
  return null;
}

/**
 * Remix's cookie session storage, with the session encrypted (AES-256-GCM) as well as signed: the
 * tokens it carries cannot be read from a copy of the cookie, and page script never sees it (httpOnly).
 * The first secret seals; older ones still open cookies written before a rotation.
 */
export function createSealedCookieSessionStorage<Data extends RemixSessionData>(options: {
  name: string;
  secrets: string[];
  cookie: Omit<CookieOptions, 'secrets'>;
}): SessionStorage<Data, Data> {
  const cookie = createCookie(options.name, { ...options.cookie, secrets: options.secrets });
  const [current] = options.secrets;
  if (!current) throw new Error('A session secret is required');
  return {
    async getSession(cookieHeader, parseOptions) {
      const sealed: unknown = cookieHeader ? await cookie.parse(cookieHeader, parseOptions) : null;
      const data = typeof sealed === 'string' ? unseal(sealed, options.secrets) : null;
      return createSession<Data, Data>((data && typeof data === 'object' ? data : {}) as Data);
    },
    async commitSession(session, serializeOptions) {
      const serialized = await cookie.serialize(seal(session.data, current), serializeOptions);
      if (serialized.length > MAX_COOKIE)
        throw new Error(`The session cookie would be ${serialized.length} bytes, over the browsers' ${MAX_COOKIE}`);
      return serialized;
    },
    async destroySession(_session, serializeOptions) {
      return cookie.serialize('', { ...serializeOptions, maxAge: undefined, expires: new Date(0) });
    },
  };
}
