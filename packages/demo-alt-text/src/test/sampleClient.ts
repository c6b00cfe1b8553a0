import { createApiClient, createSessionStore, type ApiClient } from '@paperlight/api-client';
import { guestSession, sampleFetch, type SampleAnswer as KitSampleAnswer } from '@paperlight/vitest-config/fakes';
import { sampleData } from './fixtures';

export type SampleAnswer = KitSampleAnswer;

/**
 * A real api client (guest session) whose fetch answers `GET /alt-text/sample?sampleId=…` with
 * `answer(sampleId)`; `calls` lists the sample ids asked for. A pending promise keeps the demo loading.
 */
export function sampleClient(
  answer: (sampleId: string) => SampleAnswer | Promise<SampleAnswer> = () => ({ status: 200, data: sampleData }),
): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const client = createApiClient({
    apiUrl: 'https://api.example.test',
    ssoUrl: 'https://sso.example.test',
    session: createSessionStore(guestSession()),
    logger: { error: () => {}, warn: () => {} },
    fetch: sampleFetch({
      route: (url) => (url.pathname === '/alt-text/sample' ? (url.searchParams.get('sampleId') ?? '') : null),
      answer: (sampleId) => {
        calls.push(sampleId);
        return answer(sampleId);
      },
    }),
  });
  return Object.assign(client, { calls });
}
