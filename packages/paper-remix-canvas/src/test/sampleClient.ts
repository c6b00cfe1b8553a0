import { createApiClient, createSessionStore, type ApiClient, type PaperRemixProject } from '@paperlight/api-client';
import { sampleProject } from './fixtures';

export type SampleAnswer = { status: 200; data: PaperRemixProject } | { status: number };

/**
 * A real api client (guest session) whose fetch answers `GET /paper-remix/sample/{id}` with
 * `answer()`; `calls` lists the paths asked for. A pending promise keeps the demo loading.
 */
export function sampleClient(answer: (sampleId: string) => SampleAnswer | Promise<SampleAnswer> = () => ({ status: 200, data: sampleProject })): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const client = createApiClient({
    apiUrl: 'https://api.example.test',
    ssoUrl: 'https://sso.example.test',
    session: createSessionStore({
      status: 'authenticated',
      session: {
        id: 'guest:device-1', name: 'Guest', email: '', accessToken: 'guest-token', refreshToken: '', isGuest: true, isAdmin: false,
        isSales: false, isToolAdmin: false, deviceId: '6f1c2a4e-0d4b-4c8e-9a53-2f3f0f7a1b11', isFreeTrailActive: null, trialEndDate: null,
      },
    }),
    logger: { error: () => {}, warn: () => {} },
    fetch: async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      calls.push(url.pathname);
      const match = /^\/paper-remix\/sample\/([^/]+)$/.exec(url.pathname);
      if (!match) return Response.json({ statusCode: 404, message: 'Not Found' }, { status: 404 });
      const reply = await answer(decodeURIComponent(match[1]!));
      if ('data' in reply) return Response.json({ statusCode: 200, data: reply.data });
      return Response.json({ statusCode: reply.status, message: reply.status === 404 ? 'Sample not found' : 'Internal Server Error' }, { status: reply.status });
    },
  });
  return Object.assign(client, { calls });
}
