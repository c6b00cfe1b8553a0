import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { getEnv } from '#app/env.server.ts';
import { NonceProvider } from '#app/lib/nonce.tsx';
import { createNonce, securityHeaders } from '#app/lib/security-headers.ts';

const ABORT_DELAY = 5_000;

function applySecurityHeaders(headers: Headers, nonce: string, pathname: string) {
  const env = getEnv();
  const values = securityHeaders(nonce, {
    SITE_URL: env.SITE_URL,
    API_URL: env.API_URL,
    SSO_URL: env.SSO_URL,
    HERO_VIDEO_URL: process.env.HERO_VIDEO_URL,
    dev: process.env.NODE_ENV !== 'production',
    embeddable: pathname.startsWith('/embed/'),
  });
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce, new URL(request.url).pathname);
  // Crawlers and the SPA build need the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const onReady = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady: waitForAll ? undefined : onReady,
        onAllReady: waitForAll ? onReady : undefined,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors reject and are logged by Remix; only later streaming errors need logging here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}
