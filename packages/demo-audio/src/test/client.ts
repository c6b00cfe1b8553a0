import { createApiClient, createSessionStore, type ApiClient } from '@paperlight/api-client';
import { guestSession, sampleFetch } from '@paperlight/vitest-config/fakes';
import { API_URL, SAMPLES } from './fixtures';

const guest = createSessionStore(guestSession('2b1f4c1e-3a55-4c1a-9f1e-6f3f7f2d9a10'));

export type SampleServer = 'samples' | 'pending' | 'failing';

/**
 * A real api-client over a fake `fetch` that answers `GET /ai-audio/sample/{id}` like apps/api:
 * the sample documents, 404 `Sample not found` for other ids; or never (`pending`), or 500 (`failing`).
 */
export function sampleClient(server: SampleServer = 'samples', requests: string[] = []): ApiClient {
  const fetch = sampleFetch({
    route: /^\/ai-audio\/sample\/(.+)$/,
    calls: requests,
    answer: (id) => {
      if (server === 'pending') return new Promise(() => {});
      if (server === 'failing') return { status: 500 };
      const data = SAMPLES[id];
      return data ? { status: 200, data } : { status: 404 };
    },
  });
  return createApiClient({ apiUrl: API_URL, ssoUrl: 'https://sso.example.test', session: guest, fetch, logger: { error() {}, warn() {} } });
}
