/** Who asks for the file: a guest (or nobody signed in) is sent to registration instead (SPEC §6). */
export type CsvRequester = { isGuest: boolean } | null | undefined;

export interface DownloadCsvOptions {
  session: CsvRequester;
  /** Same-origin address of the CSV (e.g. the export of a table's current view). */
  url: string;
  /** Opens the registration modal; called instead of downloading for a guest. */
  onGuest: () => void;
  /** Used when the response names no file. @default 'export.csv' */
  fallbackFilename?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default globalThis.document */
  document?: Document;
}

export type DownloadCsvResult = 'registration' | 'downloaded';

/** `true` when the CSV may be downloaded, `false` when the visitor has to register first. */
export const mayDownloadCsv = (session: CsvRequester): boolean => Boolean(session && !session.isGuest);

/** The file name of `Content-Disposition: attachment; filename="…"`, if it has a safe one. */
export function filenameFromDisposition(header: string | null): string | null {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  const name = match?.[1] ? decodeURIComponent(match[1]).trim() : '';
  // Only a plain name: no paths, no hidden files.
  return name && !/[\\/]/.test(name) && !name.startsWith('.') ? name : null;
}

/**
 * The CSV download helper: a guest gets the registration modal (`onGuest`) and no request is made;
 * a signed-in user gets the file, fetched so that a failure rejects instead of navigating away.
 * @example await downloadCsv({ session, url: `/administration/contact-requests/export?${query}`, onGuest: () => setRegisterOpen(true) })
 */
export async function downloadCsv(options: DownloadCsvOptions): Promise<DownloadCsvResult> {
  if (!mayDownloadCsv(options.session)) {
    options.onGuest();
    return 'registration';
  }
  const doFetch = options.fetch ?? globalThis.fetch;
  const doc = options.document ?? globalThis.document;
  const response = await doFetch(options.url, { headers: { accept: 'text/csv' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = doc.createElement('a');
    link.href = href;
    link.download = filenameFromDisposition(response.headers.get('content-disposition')) ?? options.fallbackFilename ?? 'export.csv';
    link.hidden = true;
    doc.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference to the file.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
  return 'downloaded';
}
