// Fetches a PDF off the page's main thread and hands its bytes back transferred (no copy), so that
// receiving a document of several MB never becomes a long task on the page (decision 0092). Plain
// JavaScript with no imports: the build copies it into dist/ as is, beside pdf.js's own worker.
// Messages in: { id, url } to fetch, { id, abort: true } to stop. Out: { id, bytes } or { id, error }.
const running = new Map();

self.onmessage = async ({ data }) => {
  const { id } = data;
  if (data.abort) {
    running.get(id)?.abort();
    running.delete(id);
    return;
  }
  const controller = new AbortController();
  running.set(id, controller);
  try {
    // The same request pdf.js makes for a `url` without `withCredentials`.
    const response = await fetch(data.url, { credentials: 'same-origin', signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = await response.arrayBuffer();
    if (running.get(id) === controller) self.postMessage({ id, bytes }, [bytes]);
  } catch (error) {
    if (running.get(id) === controller) self.postMessage({ id, error: String(error && error.message ? error.message : error) });
  } finally {
    if (running.get(id) === controller) running.delete(id);
  }
};
