import type { PdfTask } from './PdfViewer/pdfDocument';

/** The part of a dedicated `Worker` the fetcher uses (a fake in tests). */
export interface FetchWorker {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

type Reply = { id: number; bytes: ArrayBuffer } | { id: number; error: string };

/**
 * Fetches PDFs in a worker of their own (`pdf-fetch.worker.js`), one worker for the page, started on
 * the first fetch. A fetch fails (and the caller falls back to pdf.js's own fetch) when the worker
 * cannot start, reports an error, or the response is not OK.
 */
export function createPdfFetcher(startWorker: () => FetchWorker | null) {
  let worker: FetchWorker | null | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void }>();

  function failAll(reason: string) {
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
  }

  function current(): FetchWorker | null {
    if (worker !== undefined) return worker;
    try {
      worker = startWorker();
    } catch {
      worker = null;
    }
    if (!worker) return null;
    worker.onmessage = ({ data }: MessageEvent<Reply>) => {
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      if ('bytes' in data) request.resolve(new Uint8Array(data.bytes));
      else request.reject(new Error(data.error));
    };
    // A worker that failed to load (a CSP without worker-src 'self', a missing file) is not tried again.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      failAll('The PDF fetch worker failed');
    };
    return worker;
  }

  return function fetchPdfBytes(url: string): PdfTask<Uint8Array> {
    const target = current();
    if (!target) return { promise: Promise.reject(new Error('No PDF fetch worker')), cancel() {} };
    const id = nextId++;
    const promise = new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
    });
    target.postMessage({ id, url: new URL(url, globalThis.location?.href).href });
    return {
      promise,
      cancel() {
        const request = pending.get(id);
        if (!request) return;
        pending.delete(id);
        target.postMessage({ id, abort: true });
        request.reject(new Error('Cancelled'));
      },
    };
  };
}
