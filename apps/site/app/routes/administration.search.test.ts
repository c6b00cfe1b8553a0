import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), roles: {} as Record<string, boolean> }));

vi.mock('#app/auth.server.ts', () => ({
  requireRole: async () => ({
    user: { id: 'u-1', accessToken: 'token', ...api.roles },
    resolved: { headers: async () => new Headers({ 'set-cookie': 'session=1' }) },
  }),
}));
vi.mock('#app/api.server.ts', () => ({ apiGet: api.apiGet }));

const { loader } = await import('./administration.search');

const search = async (q: string) => {
  const response = (await loader({
    request: new Request(`http://site.test/administration/search?q=${encodeURIComponent(q)}`),
    params: {},
    context: {},
  })) as Response;
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as {
      groups?: { kind: string; results: { title: string; detail: string; href: string }[]; total: number; moreHref?: string }[];
      message?: string;
    },
  };
};

const user = (id: string, name: string, email: string) => ({
  id,
  name,
  email,
  roles: [],
  isFreeTrailActive: null,
  trialEndDate: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  lastSignInAt: null,
  status: 'active',
});
const request = {
  id: 'c-1',
  firstName: 'Ines',
  lastName: 'Inbox',
  email: 'ines@revue.example',
  companyName: 'Revue Médicale',
  designation: null,
  note: 'Alt text',
  status: 'new',
  owner: null,
  createdAt: '2026-12-01T00:00:00.000Z',
};
const tool = (id: string, name: string, slug: string, retiredAt: string | null = null) => ({ id, name, slug, retiredAt });

beforeEach(() => {
  api.apiGet.mockReset();
  api.roles = {};
});

describe('the quick search route', () => {
  describe('given sales', () => {
    it('asks the users and contact-request lists with search, page and pageSize, never the tools', async () => {
      api.roles = { isSales: true };
      api.apiGet.mockImplementation(async (path: string) =>
        path === '/administration/users'
          ? { statusCode: 200, data: { rows: [user('u-tara', 'Tara Trial', 'trial5@paperlight.test')], total: 1 } }
          : { statusCode: 200, data: { rows: [request], total: 12 } },
      );
      const { status, headers, body } = await search('tara');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(headers.get('set-cookie')).toBe('session=1');
      expect(api.apiGet.mock.calls.map(([path, token, , query]) => [path, token, query])).toEqual([
        ['/administration/users', 'token', { page: '1', pageSize: '10', search: 'tara', sort: 'name', order: 'asc' }],
        ['/administration/contact-requests', 'token', { page: '1', pageSize: '10', search: 'tara' }],
      ]);
      expect(body.groups?.map((group) => group.kind)).toEqual(['users', 'requests']);
      expect(body.groups?.[0]?.results[0]).toMatchObject({
        title: 'Tara Trial',
        detail: 'trial5@paperlight.test',
        href: '/administration/users/u-tara',
      });
      expect(body.groups?.[1]).toMatchObject({ total: 12, moreHref: '/administration/contact-requests?search=tara' });
      expect(body.groups?.[1]?.results[0]).toMatchObject({
        title: 'Ines Inbox',
        detail: 'ines@revue.example · Revue Médicale',
        href: '/administration/contact-requests?request=c-1',
      });
    });
  });

  describe('given a tool administrator', () => {
    it('finds tools by name or slug only, names first', async () => {
      api.roles = { isToolAdmin: true };
      api.apiGet.mockResolvedValue({
        statusCode: 200,
        data: [
          tool('t-1', 'Alt Text', 'alt-text'),
          tool('t-2', 'Citation Guard', 'salt-checker', '2026-11-01T00:00:00.000Z'),
          tool('t-3', 'AI Review', 'ai-review'),
        ],
      });
      const { body } = await search('alt');
      expect(api.apiGet).toHaveBeenCalledTimes(1);
      expect(api.apiGet.mock.calls[0]?.[0]).toBe('/tools-administration/tools');
      expect(body.groups).toHaveLength(1);
      expect(body.groups?.[0]?.results.map((result) => [result.title, result.detail, result.href])).toEqual([
        ['Alt Text', '/tools/alt-text', '/tools-administration/t-1'],
        ['Citation Guard', '/tools/salt-checker · retired', '/tools-administration/t-2'],
      ]);
    });
  });

  it('answers nothing for less than two characters, without asking the api', async () => {
    api.roles = { isAdmin: true };
    expect((await search(' a ')).body).toEqual({ groups: [] });
    expect(api.apiGet).not.toHaveBeenCalled();
  });

  it('says in words when the api fails', async () => {
    api.roles = { isAdmin: true };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.apiGet.mockRejectedValue(new Response('Request failed with status 500', { status: 502 }));
    const { status, body } = await search('tara');
    expect(status).toBe(502);
    expect(body).toEqual({ message: 'The search could not be completed. Please try again.' });
    error.mockRestore();
  });
});
