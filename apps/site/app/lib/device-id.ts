import { deviceCookieDomain } from './cookie-domain';

export const DEVICE_COOKIE = 'device-id';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isDeviceId(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

/** Reads one cookie from a `Cookie` header without decoding tricks: the sso reads the raw uuid. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The `Set-Cookie` value for the device id: a raw uuid (not Remix's base64-JSON cookie encoding,
 * because the sso and api read it as it is), readable by scripts, shared with sibling hosts.
 */
export function serializeDeviceCookie(deviceId: string, siteUrl: string): string {
  const { hostname, protocol } = new URL(siteUrl);
  const domain = deviceCookieDomain(hostname);
  return [
    `${DEVICE_COOKIE}=${deviceId}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    `Expires=${new Date(Date.now() + DEVICE_COOKIE_MAX_AGE_S * 1000).toUTCString()}`,
    'Path=/',
    domain ? `Domain=${domain}` : undefined,
    'SameSite=Lax',
    protocol === 'https:' ? 'Secure' : undefined,
  ]
    .filter(Boolean)
    .join('; ');
}
