import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ToastProvider } from '@paperlight/ui-kit';
import type { AdminTool } from '#app/components/admin/schemas.ts';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiSend: vi.fn(), hiddenColumnsOf: vi.fn() }));
const remix = vi.hoisted(() => ({ loaderData: {} as unknown, search: '', submit: vi.fn(), setSearchParams: vi.fn() }));

vi.mock('#app/auth.server.ts', () => ({
  requireRole: async () => ({
    user: { id: 'u-tools', accessToken: 'token', isToolAdmin: true },
    resolved: { headers: async () => new Headers() },
  }),
}));
vi.mock('#app/components/admin/admin-api.server.ts', () => ({
  apiGet: api.apiGet,
  apiSend: api.apiSend,
  assertSameOrigin: () => {},
  formString: (form: FormData, name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : ''),
}));
vi.mock('#app/components/admin/columns.server.ts', () => ({ hiddenColumnsOf: api.hiddenColumnsOf }));
vi.mock('#app/lib/catalogue.server.ts', () => ({ invalidateCatalogue: () => {} }));
vi.mock('@remix-run/react', async () => (await import('#app/test/remix.tsx')).remixReactMock(remix));

const { default: ToolsAdministration, loader } = await import('./tools-administration');

const CATEGORIES = ['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play'] as const;
const tool = (n: number, overrides: Partial<AdminTool> = {}): AdminTool => ({
  id: `t${n}`,
  slug: `tool-${n}`,
  name: `Tool ${String(n).padStart(2, '0')}`,
  category: CATEGORIES[n % 5]!,
  tagline: '',
  description: `Does thing ${n}.`,
  status: 'available',
  featured: n % 4 === 0,
  sortOrder: n,
  demo: null,
  appPath: null,
  summary: '',
  about: [],
  features: [],
  audience: [],
  sample: null,
  related: [],
  updatedAt: '2026-05-01T00:00:00.000Z',
  retiredAt: null,
  ...overrides,
});
// The api's order: by category, then order and name.
const CATALOGUE: AdminTool[] = [
  tool(5, { name: 'Alt Text', description: 'Describes figures for screen readers.' }),
  tool(10, { name: 'Écrit Check', status: 'coming-soon' }),
  ...Array.from({ length: 19 }, (_, i) => tool(20 + i)),
  tool(1, { name: 'Citation Guard', category: 'Peer Review', status: 'coming-soon', retiredAt: '2026-05-03T10:00:00.000Z' }),
  tool(2, { name: 'Secret Tool', status: 'hidden', category: 'Plug & Play' }),
];

const args = (query: string) => ({ request: new Request(`http://localhost:3000/tools-administration${query}`), params: {}, context: {} });
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

beforeEach(() => {
  api.apiGet.mockReset().mockResolvedValue({ statusCode: 200, data: CATALOGUE });
  api.apiSend.mockReset();
  api.hiddenColumnsOf.mockReset().mockResolvedValue([]);
  remix.search = '';
  remix.submit.mockReset();
  remix.setSearchParams.mockReset();
});

describe('the catalogue’s loader', () => {
  it('sends one page of the catalogue in its own order, with the total and the reader’s hidden columns', async () => {
    api.hiddenColumnsOf.mockResolvedValue(['featured']);
    const { data } = await loader(args(''));
    expect(api.hiddenColumnsOf).toHaveBeenCalledWith('tools', 'token');
    expect(data.total).toBe(23);
    expect(names(data.rows)).toEqual(names(CATALOGUE.slice(0, 10)));
    expect(data.hiddenColumns).toEqual(['featured']);
    // Only what the table shows travels to the browser.
    expect(Object.keys(data.rows[0]!).sort()).toEqual(['category', 'featured', 'id', 'name', 'retiredAt', 'slug', 'sortOrder', 'status']);
  });

  it('searches name, slug and description without minding accents, filters by state, category and featured, and sorts', async () => {
    expect(names((await loader(args('?search=ecrit'))).data.rows)).toEqual(['Écrit Check']);
    expect(names((await loader(args('?search=screen%20readers'))).data.rows)).toEqual(['Alt Text']);
    expect(names((await loader(args('?status=retired'))).data.rows)).toEqual(['Citation Guard']);
    // A retired tool is no longer 'Coming soon' on the site.
    expect(names((await loader(args('?status=coming-soon'))).data.rows)).toEqual(['Écrit Check']);
    expect(names((await loader(args('?category=Plug+%26+Play'))).data.rows)).toEqual(['Tool 24', 'Tool 29', 'Tool 34', 'Secret Tool']);
    expect(names((await loader(args('?category=Plug+%26+Play&featured=yes'))).data.rows)).toEqual(['Tool 24']);
    const byName = (await loader(args('?sort=name&order=desc&pageSize=50'))).data.rows;
    expect(names(byName).slice(0, 3)).toEqual(['Tool 38', 'Tool 37', 'Tool 36']);
    expect(names(byName).at(-1)).toBe('Alt Text');
    expect(names((await loader(args('?sort=sortOrder&order=asc'))).data.rows).slice(0, 3)).toEqual([
      'Citation Guard',
      'Secret Tool',
      'Alt Text',
    ]);
  });

  it('sends a page past the last one to the last page, keeping the view and the retired tool’s message', async () => {
    const thrown = await loader(args('?page=9&search=tool&retired=t1')).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/tools-administration?retired=t1&page=3&search=tool');
    const last = await loader(args('?page=3&search=tool'));
    expect(last.data.rows).toHaveLength(3);
  });

  it('names the tool just retired, for its message with Restore', async () => {
    expect((await loader(args('?retired=t1'))).data.justRetired).toEqual({ id: 't1', name: 'Citation Guard' });
    expect((await loader(args('?retired=t5'))).data.justRetired).toBeNull();
  });
});

describe('the catalogue page', () => {
  const show = async (query = '', hiddenColumns: string[] = []) => {
    remix.search = query.replace(/^\?/, '');
    api.hiddenColumnsOf.mockResolvedValue(hiddenColumns);
    remix.loaderData = (await loader(args(query))).data;
    return render(
      <ToastProvider>
        <ToolsAdministration />
      </ToastProvider>,
    );
  };

  it('shows the catalogue on the DataTable: sortable columns, filters, pages and a Restore beside a retired tool', async () => {
    await show('?search=guard');
    const table = screen.getByRole('table', { name: 'Tool catalogue' });
    expect(within(table).getByRole('link', { name: 'Citation Guard' })).toHaveAttribute('href', '/tools-administration/t1');
    expect(within(table).getByText('Retired 2026-05-03')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Restore Citation Guard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search tools')).toHaveValue('guard');
    for (const name of ['Name', 'Category', 'Status', 'Order'])
      expect(within(table).getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Available', 'Coming soon', 'Hidden', 'Retired']);
    expect(screen.getByRole('navigation', { name: 'Tool catalogue pages' })).toBeInTheDocument();
    // jsdom has no layout for colour contrast; the journeys check it in a browser.
    expect(await axe(document.body, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });

  it('links each tool’s page on the site, except hidden ones', async () => {
    await show('?sort=sortOrder&order=asc');
    const rows = within(screen.getByRole('table', { name: 'Tool catalogue' })).getAllByRole('row');
    expect(within(rows[2]!).getByText('Secret Tool')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link', { name: /\/tools\// })).toBeNull();
    expect(within(rows[3]!).getByRole('link', { name: '/tools/tool-5' })).toHaveAttribute('href', '/tools/tool-5');
  });

  it('leaves out the columns the reader hid, and saves a new choice for the tools table', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await show('', ['featured']);
    expect(screen.queryByRole('columnheader', { name: 'Featured' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns, 1 hidden' }));
    await user.click(within(screen.getByRole('group', { name: 'Shown columns' })).getByRole('checkbox', { name: 'Page' }));
    expect(screen.queryByRole('columnheader', { name: 'Page' })).toBeNull();
    const [body] = remix.submit.mock.lastCall as [FormData];
    expect(body.get('table')).toBe('tools');
    expect(body.getAll('hidden')).toEqual(['featured', 'page']);
  });

  it('writes a new sort into the URL', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await show('?retired=t1');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    const [update] = remix.setSearchParams.mock.lastCall as [(current: URLSearchParams) => URLSearchParams];
    expect(update(new URLSearchParams('retired=t1')).toString()).toBe('sort=name&order=asc');
  });
});
