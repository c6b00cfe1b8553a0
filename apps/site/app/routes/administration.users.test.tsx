import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@paperlight/ui-kit';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiRaw: vi.fn(), hiddenColumnsOf: vi.fn(), fetch: vi.fn() }));
const remix = vi.hoisted(() => ({
  loaderData: {} as unknown,
  routeLoaderData: { session: { isGuest: false } },
  search: '',
  submit: vi.fn(),
}));

vi.mock('#app/auth.server.ts', () => ({
  requireRole: async () => ({
    user: { id: 'u-sales', accessToken: 'token', isSales: true },
    resolved: { headers: async () => new Headers({ 'set-cookie': 'session=1' }) },
  }),
}));
vi.mock('#app/components/admin/admin-api.server.ts', () => ({
  apiGet: api.apiGet,
  apiRaw: api.apiRaw,
  apiSend: vi.fn(),
  assertSameOrigin: () => {},
  formString: () => '',
}));
vi.mock('#app/components/admin/columns.server.ts', () => ({ hiddenColumnsOf: api.hiddenColumnsOf }));
vi.mock('@remix-run/react', async () => (await import('#app/test/remix.tsx')).remixReactMock(remix));

const { default: AdministrationUsers } = await import('./administration.users');
const { loader: exportLoader } = await import('./administration.users.export');

const zoe = {
  id: 'u1',
  name: 'Zoë Brontë',
  email: 'zoe@editions.test',
  roles: [],
  isFreeTrailActive: true,
  trialEndDate: '2026-06-01T00:00:00.000Z',
  createdAt: '2026-05-01T09:00:00.000Z',
  lastSignInAt: null,
  status: 'active',
};

beforeEach(() => {
  api.apiRaw.mockReset().mockResolvedValue(
    new Response('\uFEFFName,Role\r\nZoë Brontë,No role\r\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="users-2026-05-20.csv"',
        'cache-control': 'no-store',
      },
    }),
  );
  remix.search = '';
});

describe('the users export', () => {
  it('asks the api for the view of the URL over every page, with the columns the reader hid, and hands the file on', async () => {
    const response = await exportLoader({
      request: new Request(
        'http://localhost:3000/administration/users/export?trial=active&role=none&sort=email&order=asc&search=zo%C3%AB&page=4&hidden=email,trialEndDate',
      ),
      params: {},
      context: {},
    });
    const [path, token, query] = api.apiRaw.mock.lastCall as [string, string, URLSearchParams];
    expect([path, token]).toEqual(['/administration/users/export', 'token']);
    expect(Object.fromEntries(query)).toEqual({
      sort: 'email',
      order: 'asc',
      search: 'zoë',
      role: 'none',
      trial: 'active',
      hidden: 'email,trialEndDate',
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="users-2026-05-20.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The session's own headers go with the file.
    expect(response.headers.get('set-cookie')).toBe('session=1');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Zoë Brontë');
  });
});

describe('the users page', () => {
  it('offers the export of the view on screen, without the hidden columns', async () => {
    remix.search = 'trial=active&sort=email&order=asc&page=2';
    remix.loaderData = { rows: [zoe], total: 11, now: Date.parse('2026-05-20T00:00:00.000Z'), hiddenColumns: ['lastSignInAt'] };
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('\uFEFFName\r\n', { headers: { 'content-disposition': 'attachment; filename="users.csv"' } }));
    const createObjectURL = vi.fn(() => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(
      <ToastProvider>
        <AdministrationUsers />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(fetch).toHaveBeenCalledWith(
      '/administration/users/export?sort=email&order=asc&trial=active&hidden=lastSignInAt',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(createObjectURL).toHaveBeenCalled();
    fetch.mockRestore();
  });
});
