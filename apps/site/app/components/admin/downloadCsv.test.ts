import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, filenameFromDisposition, mayDownloadCsv } from './downloadCsv';

const csv = 'First name,Email\r\nAda,ada@example.test\r\n';
const okFetch = () =>
  vi.fn(
    async () =>
      new Response(csv, {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="contact-requests-2026-03-10.csv"' },
      }),
  );

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv-1'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('given a guest or nobody signed in', () => {
  it.each([
    ['a guest', { isGuest: true }],
    ['nobody', null],
  ])('%s gets the registration modal and nothing is requested', async (_, session) => {
    const onGuest = vi.fn();
    const fetch = okFetch();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    expect(await downloadCsv({ session, url: '/administration/contact-requests/export', onGuest, fetch })).toBe('registration');
    expect(onGuest).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
    expect(mayDownloadCsv(session)).toBe(false);
  });
});

describe('given a signed-in user', () => {
  it('downloads the file under the name the server gives, and never opens the modal', async () => {
    const onGuest = vi.fn();
    const fetch = okFetch();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const result = await downloadCsv({
      session: { isGuest: false },
      url: '/administration/contact-requests/export?status=new',
      onGuest,
      fetch,
    });
    expect(result).toBe('downloaded');
    expect(onGuest).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      '/administration/contact-requests/export?status=new',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(click).toHaveBeenCalledOnce();
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(clicked.download).toBe('contact-requests-2026-03-10.csv');
    expect(clicked.href).toBe('blob:csv-1');
    expect(clicked.isConnected).toBe(false);
  });

  it('rejects when the server refuses, without a download', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const fetch = vi.fn(async () => new Response('no', { status: 502 }));
    await expect(downloadCsv({ session: { isGuest: false }, url: '/x.csv', onGuest: vi.fn(), fetch })).rejects.toThrow(
      'Request failed with status 502',
    );
    expect(click).not.toHaveBeenCalled();
  });
});

describe('filenameFromDisposition', () => {
  it('reads quoted, bare and encoded names and refuses paths', () => {
    expect(filenameFromDisposition('attachment; filename="a.csv"')).toBe('a.csv');
    expect(filenameFromDisposition('attachment; filename=b.csv')).toBe('b.csv');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
    expect(filenameFromDisposition('attachment; filename="../etc/passwd"')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=".hidden"')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
