/** Origins the pages may talk to, from the server environment. */
export interface SecurityEnv {
  SITE_URL: string;
  API_URL: string;
  SSO_URL: string;
  /** Where the landing page's hero video lives (a content-delivery asset), if not on the site. */
  HERO_VIDEO_URL?: string | undefined;
  /** Vite's dev server injects <style> tags and talks to its HMR socket. */
  dev?: boolean;
  /** A page any site may show in an iframe (a shared film's embed, decision 0137). @default false */
  embeddable?: boolean;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The WebSocket twin of an http(s) origin: Socket.IO upgrades to it. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** A fresh, unguessable value per response (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function buildContentSecurityPolicy(nonce: string, env: SecurityEnv): string {
  const api = originOf(env.API_URL);
  const sso = originOf(env.SSO_URL);
  const video = originOf(env.HERO_VIDEO_URL);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' lets the nonced entry module load its own chunks; older browsers fall back to 'self'.
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    // vanilla-extract ships .css files, but React renders style="" attributes (the banner offset),
    // which only 'unsafe-inline' permits; scripts stay nonce-only.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Demo samples (figures, audio) are served by apps/api through signed URLs.
    'img-src': unique(["'self'", 'data:', 'blob:', api, video]),
    'media-src': unique(["'self'", 'blob:', api, video]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", api, api && socketOrigin(api), sso, env.dev ? 'ws:' : undefined]),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-ancestors': env.embeddable ? ['*'] : ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", sso]),
  };
  if (env.SITE_URL.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Headers every HTML response carries; HSTS only where the site is really served over https. */
export function securityHeaders(nonce: string, env: SecurityEnv): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': buildContentSecurityPolicy(nonce, env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(self), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // Browsers that know frame-ancestors ignore X-Frame-Options; older ones get DENY except on an embed.
  if (!env.embeddable) headers['X-Frame-Options'] = 'DENY';
  if (env.SITE_URL.startsWith('https:')) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
