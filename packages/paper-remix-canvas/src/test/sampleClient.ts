import { createApiClient, createSessionStore, type ApiClient, type PaperRemixProject } from '@paperlight/api-client';
import { guestSession, sampleFetch, type SampleAnswer as KitSampleAnswer } from '@paperlight/vitest-config/fakes';
import { sampleProject } from './fixtures';

export type SampleAnswer = KitSampleAnswer<PaperRemixProject>;

/**
 * A real api client (guest session) whose fetch answers `GET /paper-remix/sample/{id}` with
 * `answer()`; `calls` lists the paths asked for. A pending promise keeps the demo loading.
 */
export function sampleClient(
  answer: (sampleId: string) => SampleAnswer | Promise<SampleAnswer> = () => ({ status: 200, data: sampleProject }),
): ApiClient & { calls: string[] } {
  const fetch = sampleFetch({ route: /^\/paper-remix\/sample\/([^/]+)$/, answer });
  const client = createApiClient({
    apiUrl: 'https://api.example.test',
    ssoUrl: 'https://sso.example.test',
    session: createSessionStore(guestSession()),
    logger: { error: () => {}, warn: () => {} },
    fetch,
  });
  return Object.assign(client, { calls: fetch.calls });
}
