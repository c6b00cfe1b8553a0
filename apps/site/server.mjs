// The site's production server: remix-serve's recipe (compression, immutable assets, the Remix
// handler) plus what must happen before any route reads a request (decision 0033):
// - the visitor's one real address (TRUST_PROXY proxy hops, never a header the client wrote), handed
//   to the app in `x-paperlight-client-address` so the sso and the api limit on the same address;
// - a request body over 64 KB is refused from its Content-Length before a byte of it is read;
// - a state-changing request from another site (Origin / Sec-Fetch-Site) is refused with 403.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import { installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';

export const BODY_LIMIT = 64 * 1024;
export const CLIENT_ADDRESS_HEADER = 'x-paperlight-client-address';
const appDir = fileURLToPath(new URL('.', import.meta.url));
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `TRUST_PROXY` as a number of proxy hops (0-10); anything else stops the start. */
export function parseTrustProxy(value) {
  if (value === undefined || value.trim() === '' || value.trim() === 'false') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be the number of proxy hops in front of the site (0-10), got "${value}"`);
  }
  return hops;
}

const json = (res, status, message, headers = {}) =>
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .json({ message, statusCode: status });

/** The checks every request passes before Remix sees it. */
export function guard({ siteUrl }) {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    // Only this server says where a request came from.
    delete req.headers[CLIENT_ADDRESS_HEADER];
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? '';
    if (SAFE_METHODS.has(req.method)) return next();

    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    let foreign = fetchSite === 'cross-site';
    if (origin !== undefined && origin !== siteOrigin) {
      // The host the visitor actually used counts as ours too (127.0.0.1 vs localhost, a proxy's name).
      try {
        foreign = new URL(origin).host !== req.get('host');
      } catch {
        foreign = true;
      }
    }
    if (foreign) return json(res, 403, 'Forbidden');

    const length = req.get('content-length');
    if (length === undefined && req.get('transfer-encoding')) return json(res, 411, 'Length Required');
    if (Number(length ?? 0) > BODY_LIMIT) return json(res, 413, 'Payload Too Large', { Connection: 'close' });
    return next();
  };
}

export async function createServer({ buildPath, mode = process.env.NODE_ENV ?? 'production', env = process.env } = {}) {
  const siteUrl = (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
  const hops = parseTrustProxy(env.TRUST_PROXY);
  const build = await import(buildPath);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  // Tells the app that CLIENT_ADDRESS_HEADER was written here (decision 0033).
  env.PAPERLIGHT_SITE_SERVER = '1';

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', hops);
  app.use(guard({ siteUrl }));
  app.use(compression());
  // As remix-serve: built assets (relative to the app folder) for a year, public/ for an hour.
  app.use(build.publicPath, express.static(resolve(appDir, build.assetsBuildDirectory), { immutable: true, maxAge: '1y' }));
  app.use(express.static(resolve(appDir, 'public'), { maxAge: '1h' }));
  app.use(createRequestHandler({ build, mode }));
  return app;
}
