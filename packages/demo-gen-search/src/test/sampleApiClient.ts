import { createApiClient, createSessionStore, type ApiClient } from '@paperlight/api-client';
import type { Sample } from './fixtures';

/**
 * A real api client whose fetch answers `GET /generative-research/sample/{id}` from `samples`
 * (404 `Sample not found` for other ids), for a guest session.
 */
export function sampleApiClient(samples: Readonly<Record<string, Sample>>, options: { pending?: boolean } = {}): ApiClient {
  return createApiClient({
    apiUrl: 'https://api.example.test',
    ssoUrl: 'https://sso.example.test',
    session: createSessionStore({
      status: 'authenticated',
      session: {
        id: 'guest:device-1', name: 'Guest', email: '', accessToken: 'guest-token', refreshToken: '', isGuest: true,
        isAdmin: false, isSales: false, isToolAdmin: false, deviceId: '5d3f0a4e-8c1b-4d7e-9a2f-1b6c3e8d9f00',
        isFreeTrailActive: null, trialEndDate: null,
      },
    }),
    fetch: async (input) => {
      if (options.pending) return new Promise<Response>(() => {});
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const match = /^\/generative-research\/sample\/([^/]+)$/.exec(url.pathname);
      const data = match ? samples[decodeURIComponent(match[1] ?? '')] : undefined;
      if (!data) return Response.json({ message: 'Sample not found', statusCode: 404 }, { status: 404 });
      return Response.json({ statusCode: 200, data });
    },
  });
}
