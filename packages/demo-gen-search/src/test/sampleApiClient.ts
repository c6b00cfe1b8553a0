import { createApiClient, createSessionStore, type ApiClient } from '@paperlight/api-client';
import { guestSession, sampleFetch } from '@paperlight/vitest-config/fakes';
import type { Sample } from './fixtures';

/**
 * A real api client whose fetch answers `GET /generative-research/sample/{id}` from `samples`
 * (404 `Sample not found` for other ids), for a guest session.
 */
export function sampleApiClient(samples: Readonly<Record<string, Sample>>, options: { pending?: boolean } = {}): ApiClient {
  return createApiClient({
    apiUrl: 'https://api.example.test',
    ssoUrl: 'https://sso.example.test',
    session: createSessionStore(guestSession('5d3f0a4e-8c1b-4d7e-9a2f-1b6c3e8d9f00')),
    fetch: sampleFetch({
      route: /^\/generative-research\/sample\/([^/]+)$/,
      answer: (id) => {
        if (options.pending) return new Promise(() => {});
        const data = samples[id];
        return data ? { status: 200, data } : { status: 404 };
      },
    }),
  });
}
