import type { ApiClient, ChatWithPaperSampleResponse } from '@paperlight/api-client';
import { partialFake } from '@paperlight/vitest-config/fakes';
import { toSample } from '../ChatPaperDemo/sample';

export const NOW = Date.parse('2026-01-01T00:00:00.000Z');
export const SIGN_UP_URL = 'https://sso.example/signup';
export const PDF_URL = 'https://api.example/samples/chat-with-pdf/assets/paper.pdf';

/** A sample shaped like apps/api/samples/chat-with-pdf/*.json, short enough to stream in a test. */
export const sampleData: ChatWithPaperSampleResponse['data'] = {
  pdf: PDF_URL,
  title: 'Morbidity and mortality in homeless individuals, prisoners, sex workers, and individuals with substance use disorders',
  source: {
    authors: 'Robert W Aldridge, Andrew C Hayward',
    venue: 'The Lancet 391: 241–50, 2018',
    doi: '10.1016/S0140-6736(17)31869-X',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  results: [
    {
      id: 'medicine-1',
      question: 'Which populations does this review study?',
      result: 'Four overlapping groups: homeless people, people with substance use disorders, sex workers and prisoners [1].',
      quotesElements: [
        {
          id: 1,
          text: 'We aimed to review morbidity and mortality data on four overlapping populations',
          coordinates: { pageNumber: 1, rects: [{ x: 72, y: 640, width: 300, height: 11 }] },
        },
      ],
    },
    {
      id: 'medicine-2',
      question: 'How much higher is all-cause mortality?',
      result: 'About 12 times for women and 8 times for men [1], far above the gap between rich and poor areas [2].',
      quotesElements: [
        {
          id: 1,
          text: 'summary all cause SMRs were higher in female individuals',
          coordinates: { pageNumber: 2, rects: [{ x: 72, y: 500, width: 250, height: 11 }] },
        },
        {
          id: 2,
          text: 'are 2·8 times higher than those in the least deprived areas',
          coordinates: {
            pageNumber: 3,
            rects: [
              { x: 300, y: 300, width: 240, height: 11 },
              { x: 300, y: 289, width: 120, height: 11 },
            ],
          },
        },
      ],
    },
    {
      id: 'medicine-3',
      question: 'What are the main limitations?',
      result: 'The studies were very heterogeneous [1].',
      quotesElements: [
        {
          id: 1,
          text: 'Caution must be taken when interpreting the summary estimates',
          coordinates: { pageNumber: 3, rects: [{ x: 72, y: 200, width: 220, height: 11 }] },
        },
      ],
    },
  ],
};

export const sample = toSample(sampleData);
export const sampleResponse = { statusCode: 200, data: sampleData };

/** The fake PDF engine of `@paperlight/pdf-viewer/testing`: pages with grey lines and 'Page N text'. */
export { createFakePdfLoader } from '@paperlight/pdf-viewer/testing';
export type { FakePdfOptions } from '@paperlight/pdf-viewer/testing';

/** Random numbers that always pick the same chunk size: 0 → 1 character, 0.99 → 3. */
export const constantRandom = (value: number) => () => value;

/** A client whose only call is `request`, answered by `answer`. */
export function fakeApiClient(answer: (method: string, path: string) => Promise<unknown>): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const request = (method: string, path: string) => {
    calls.push(`${method} ${path}`);
    return answer(method, path);
  };
  return partialFake<ApiClient & { calls: string[] }>('fakeApiClient', { request, calls });
}
