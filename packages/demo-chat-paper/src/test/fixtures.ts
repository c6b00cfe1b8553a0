import type { ApiClient, ChatWithPaperSampleResponse } from '@paperlight/api-client';
import { viewportTransform } from '../PdfViewer/geometry';
import type { PdfDocument, PdfLoader, PdfPage } from '../PdfViewer/pdfDocument';
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
        { id: 1, text: 'summary all cause SMRs were higher in female individuals', coordinates: { pageNumber: 2, rects: [{ x: 72, y: 500, width: 250, height: 11 }] } },
        { id: 2, text: 'are 2·8 times higher than those in the least deprived areas', coordinates: { pageNumber: 3, rects: [{ x: 300, y: 300, width: 240, height: 11 }, { x: 300, y: 289, width: 120, height: 11 }] } },
      ],
    },
    {
      id: 'medicine-3',
      question: 'What are the main limitations?',
      result: 'The studies were very heterogeneous [1].',
      quotesElements: [
        { id: 1, text: 'Caution must be taken when interpreting the summary estimates', coordinates: { pageNumber: 3, rects: [{ x: 72, y: 200, width: 220, height: 11 }] } },
      ],
    },
  ],
};

export const sample = toSample(sampleData);
export const sampleResponse = { statusCode: 200, data: sampleData };

export interface FakePdfOptions {
  pages?: number;
  /** The page box in PDF units. */
  view?: [number, number, number, number];
  /** Rejects instead of opening. */
  fail?: boolean;
  /** Never settles (the 'Loading PDF...' state). */
  pending?: boolean;
}

/**
 * A PDF engine for jsdom and stories: pages draw a few grey lines on the canvas (when it has a 2D
 * context) and put their text in the text layer, like pdf.js does.
 */
export function createFakePdfLoader({ pages = 3, view = [0, 0, 612, 792], fail = false, pending = false }: FakePdfOptions = {}): PdfLoader & {
  opened: string[];
} {
  const opened: string[] = [];
  const page = (pageNumber: number): PdfPage => ({
    view,
    viewport: (scale) => ({ width: (view[2] - view[0]) * scale, height: (view[3] - view[1]) * scale, transform: viewportTransform(view, scale) }),
    render({ canvas, textLayer, scale, pixelRatio }) {
      canvas.width = Math.floor((view[2] - view[0]) * scale * pixelRatio);
      canvas.height = Math.floor((view[3] - view[1]) * scale * pixelRatio);
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#c7c9cf';
        for (let line = 0; line < 40; line++) context.fillRect(72 * scale * pixelRatio, (90 + line * 16) * scale * pixelRatio, 460 * scale * pixelRatio, 7 * scale * pixelRatio);
      }
      const span = document.createElement('span');
      span.textContent = `Page ${pageNumber} text`;
      textLayer.replaceChildren(span);
      return { promise: Promise.resolve(), cancel() {} };
    },
  });
  const loader = (url: string) => {
    opened.push(url);
    if (pending) return { promise: new Promise<PdfDocument>(() => {}), cancel() {} };
    if (fail) return { promise: Promise.reject(new Error('Failed to fetch')), cancel() {} };
    const doc: PdfDocument = { numPages: pages, getPage: (n) => Promise.resolve(page(n)), destroy() {} };
    return { promise: Promise.resolve(doc), cancel() {} };
  };
  return Object.assign(loader, { opened });
}

/** Random numbers that always pick the same chunk size: 0 → 1 character, 0.99 → 3. */
export const constantRandom = (value: number) => () => value;

/** A client whose only call is `request`, answered by `answer`. */
export function fakeApiClient(answer: (method: string, path: string) => Promise<unknown>): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const request = (method: string, path: string) => {
    calls.push(`${method} ${path}`);
    return answer(method, path);
  };
  return new Proxy({ request, calls } as unknown as ApiClient & { calls: string[] }, {
    get(target, key) {
      if (key in target) return target[key as keyof typeof target];
      throw new Error(`fakeApiClient: ${String(key)} is not faked`);
    },
  });
}

