import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** URLs the browser needs; they reach it through the root loader's `ENV`. */
export interface PublicEnv {
  SITE_URL: string;
  API_URL: string;
  SSO_URL: string;
  BOOKING_URL: string;
}

export interface ServerEnv extends PublicEnv {
  DATA_DIR: string;
  SESSION_SECRET: string | undefined;
  /** Shared with the sso and the api: they believe the visitor address the site forwards with it. */
  INTERNAL_SECRET: string | undefined;
  /** Cookies get `Secure` when the site is served over https. */
  secureCookies: boolean;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The monorepo root (where pnpm-workspace.yaml lives), so `data/` is shared by all services. */
function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

export function readEnv(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): ServerEnv {
  const SITE_URL = trimSlash(source.SITE_URL || 'http://localhost:3000');
  return {
    SITE_URL,
    API_URL: trimSlash(source.API_URL || 'http://localhost:4000'),
    SSO_URL: trimSlash(source.SSO_URL || 'http://localhost:4100'),
    BOOKING_URL: source.BOOKING_URL || 'https://calendly.com/paperlight/demo',
    DATA_DIR: resolve(source.DATA_DIR || join(findRepoRoot(cwd), 'data')),
    SESSION_SECRET: source.SESSION_SECRET || undefined,
    INTERNAL_SECRET: source.INTERNAL_SECRET || undefined,
    secureCookies: SITE_URL.startsWith('https:'),
  };
}

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  cached ??= readEnv();
  return cached;
}

export function getPublicEnv(): PublicEnv {
  const { SITE_URL, API_URL, SSO_URL, BOOKING_URL } = getEnv();
  return { SITE_URL, API_URL, SSO_URL, BOOKING_URL };
}
