import { createApiClient, createSessionStore, type ApiClient } from '@paperlight/api-client';
import { API_URL, SAMPLES } from './fixtures';

const guest = createSessionStore({
  status: 'authenticated',
  session: {
    id: 'guest:2b1f4c1e-3a55-4c1a-9f1e-6f3f7f2d9a10', name: 'Guest', email: '', accessToken: 'guest-token', refreshToken: '',
    isGuest: true, isAdmin: false, isSales: false, isToolAdmin: false, deviceId: '2b1f4c1e-3a55-4c1a-9f1e-6f3f7f2d9a10',
    isFreeTrailActive: null, trialEndDate: null,
  },
});

export type SampleServer = 'samples' | 'pending' | 'failing';

/**
 * A real api-client over a fake `fetch` that answers `GET /ai-audio/sample/{id}` like apps/api:
 * the sample documents, 404 `Sample not found` for other ids; or never (`pending`), or 500 (`failing`).
 */
export function sampleClient(server: SampleServer = 'samples', requests: string[] = []): ApiClient {
  const fetch: typeof globalThis.fetch = (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push(url.pathname);
    if (server === 'pending') return new Promise<Response>(() => {});
    if (server === 'failing') return Promise.resolve(Response.json({ message: 'Internal Server Error', statusCode: 500 }, { status: 500 }));
    const id = decodeURIComponent(/^\/ai-audio\/sample\/(.+)$/.exec(url.pathname)?.[1] ?? '');
    const data = SAMPLES[id];
    return Promise.resolve(
      data
        ? Response.json({ statusCode: 200, data })
        : Response.json({ message: 'Sample not found', statusCode: 404 }, { status: 404, statusText: 'Not Found' }),
    );
  };
  return createApiClient({ apiUrl: API_URL, ssoUrl: 'https://sso.example.test', session: guest, fetch, logger: { error() {}, warn() {} } });
}
