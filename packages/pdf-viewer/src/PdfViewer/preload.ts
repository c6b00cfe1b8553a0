import type { PdfDocument, PdfLoader, PdfTask } from './pdfDocument';

const preloaded = new WeakMap<PdfLoader, Map<string, PdfTask<PdfDocument>>>();

/**
 * Starts opening a PDF before its viewer mounts (the demo does it while its minimum wait runs), so
 * the first page draws as soon as the viewer appears. Returns a function that drops the preload if
 * no viewer took it.
 */
export function preloadPdf(loader: PdfLoader, url: string): () => void {
  let tasks = preloaded.get(loader);
  if (!tasks) preloaded.set(loader, (tasks = new Map()));
  if (!tasks.has(url)) {
    const task = loader(url);
    // A failed preload is reported by the viewer when it takes the task.
    task.promise.catch(() => {});
    tasks.set(url, task);
  }
  const owned = tasks.get(url)!;
  return () => {
    if (tasks.get(url) !== owned) return;
    tasks.delete(url);
    owned.cancel();
    void owned.promise.then(
      (doc) => doc.destroy(),
      () => {},
    );
  };
}

/** The preloaded task for `url`, handed over once (the viewer then owns and destroys it). */
export function takePreloadedPdf(loader: PdfLoader, url: string): PdfTask<PdfDocument> | undefined {
  const tasks = preloaded.get(loader);
  const task = tasks?.get(url);
  tasks?.delete(url);
  return task;
}
