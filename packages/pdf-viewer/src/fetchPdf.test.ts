import { describe, expect, it } from 'vitest';
import { createPdfFetcher, type FetchWorker } from './fetchPdf';

/** A worker that records what it was sent and answers when told to. */
function fakeWorker() {
  const sent: unknown[] = [];
  const worker: FetchWorker & { sent: unknown[]; reply(data: unknown): void; fail(): void; terminated: boolean } = {
    sent,
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage: (message) => void sent.push(message),
    terminate() {
      worker.terminated = true;
    },
    reply: (data) => worker.onmessage?.({ data } as MessageEvent),
    fail: () => worker.onerror?.(new ErrorEvent('error')),
  };
  return worker;
}

describe('createPdfFetcher', () => {
  it('asks the worker for the absolute URL and resolves with the bytes it transfers back', async () => {
    const worker = fakeWorker();
    const fetchPdf = createPdfFetcher(() => worker);
    const task = fetchPdf('/samples/paper.pdf');
    expect(worker.sent).toEqual([{ id: 1, url: new URL('/samples/paper.pdf', location.href).href }]);
    worker.reply({ id: 1, bytes: new Uint8Array([37, 80, 68, 70]).buffer });
    await expect(task.promise).resolves.toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('starts one worker for every fetch and matches replies to their requests', async () => {
    const worker = fakeWorker();
    let started = 0;
    const fetchPdf = createPdfFetcher(() => (started++, worker));
    const a = fetchPdf('https://api.example.org/a.pdf');
    const b = fetchPdf('https://api.example.org/b.pdf');
    worker.reply({ id: 2, bytes: new Uint8Array([2]).buffer });
    worker.reply({ id: 1, error: 'HTTP 404' });
    await expect(b.promise).resolves.toEqual(new Uint8Array([2]));
    await expect(a.promise).rejects.toThrow('HTTP 404');
    expect(started).toBe(1);
  });

  it('tells the worker to abort a cancelled fetch and ignores a late reply', async () => {
    const worker = fakeWorker();
    const fetchPdf = createPdfFetcher(() => worker);
    const task = fetchPdf('https://api.example.org/a.pdf');
    task.cancel();
    await expect(task.promise).rejects.toThrow('Cancelled');
    expect(worker.sent[1]).toEqual({ id: 1, abort: true });
    worker.reply({ id: 1, bytes: new ArrayBuffer(1) });
  });

  it('fails every pending fetch and never uses the worker again once it errors (the caller falls back)', async () => {
    const worker = fakeWorker();
    let started = 0;
    const fetchPdf = createPdfFetcher(() => (started++, worker));
    const task = fetchPdf('https://api.example.org/a.pdf');
    worker.fail();
    await expect(task.promise).rejects.toThrow('The PDF fetch worker failed');
    expect(worker.terminated).toBe(true);
    await expect(fetchPdf('https://api.example.org/b.pdf').promise).rejects.toThrow('No PDF fetch worker');
    expect(started).toBe(1);
  });

  it('fails at once where workers cannot start', async () => {
    const fetchPdf = createPdfFetcher(() => {
      throw new Error('SecurityError');
    });
    await expect(fetchPdf('https://api.example.org/a.pdf').promise).rejects.toThrow('No PDF fetch worker');
  });
});
