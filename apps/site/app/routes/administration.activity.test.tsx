import type { AuditEntry } from '@paperlight/api-client';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ToastProvider } from '@paperlight/ui-kit';

const api = vi.hoisted(() => ({
  apiGet: vi.fn(),
  apiRaw: vi.fn(),
  hiddenColumnsOf: vi.fn(),
  roles: { isAdmin: true, isToolAdmin: false },
}));
const remix = vi.hoisted(() => ({
  loaderData: {} as unknown,
  routeLoaderData: { session: { isGuest: false } },
  search: '',
  revalidate: vi.fn(),
  submit: vi.fn(),
}));

vi.mock('#app/auth.server.ts', () => ({
  requireRole: async () => ({
    user: { id: 'u-admin', accessToken: 'token', ...api.roles },
    resolved: { headers: async () => new Headers() },
  }),
}));
vi.mock('#app/components/admin/admin-api.server.ts', () => ({ apiGet: api.apiGet, apiRaw: api.apiRaw }));
vi.mock('#app/components/admin/columns.server.ts', () => ({ hiddenColumnsOf: api.hiddenColumnsOf }));
vi.mock('@remix-run/react', async () => (await import('#app/test/remix.tsx')).remixReactMock(remix));

const { default: AdministrationActivity, loader } = await import('./administration.activity');
const { loader: exportLoader } = await import('./administration.activity.export');

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  createdAt: '2026-11-03T13:05:00.000Z',
  actorId: 'u-sales',
  actorEmail: 'sales@paperlight.test',
  action: 'trial.extend',
  targetType: 'user',
  targetId: 'u-theo',
  target: { label: 'Theo Trial (trial2@paperlight.test)', exists: true },
  before: { trialEndDate: '2026-12-04T00:00:00.000Z' },
  after: { trialEndDate: '2026-12-11T00:00:00.000Z', days: 7 },
  ...overrides,
});
const ROWS: AuditEntry[] = [
  entry({}),
  entry({
    id: 'a2',
    action: 'roles.update',
    actorEmail: 'admin@paperlight.test',
    before: { roles: ['sales'] },
    after: { roles: ['admin', 'sales'] },
  }),
  entry({
    id: 'a3',
    action: 'status.update',
    targetType: 'contact_request',
    targetId: 'c1',
    target: { label: 'Zoë Brontë (zoe@editions.test)', exists: true },
    before: { status: 'new' },
    after: { status: 'contacted' },
  }),
  entry({
    id: 'a4',
    action: 'tool.retire',
    targetType: 'tool',
    targetId: 't1',
    target: { label: 'Citation Guard', exists: true },
    before: {},
    after: {},
  }),
  entry({
    id: 'a5',
    action: 'account.erase',
    targetId: 'gone',
    target: { label: 'Erased account', exists: false },
    before: null,
    after: { projects: 2, files: 5 },
  }),
];

const request = (query: string, cookie = '') =>
  new Request(`http://localhost:3000/administration/activity${query}`, { headers: cookie ? { cookie } : {} });
const args = (req: Request) => ({ request: req, params: {}, context: {} });

beforeEach(() => {
  api.apiGet.mockReset().mockResolvedValue({ statusCode: 200, data: { rows: ROWS, total: 5 } });
  api.apiRaw.mockReset().mockResolvedValue(
    new Response('\uFEFFTime (Europe/Paris),Actor\r\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="activity-2026-11-03.csv"' },
    }),
  );
  api.hiddenColumnsOf.mockReset().mockResolvedValue([]);
  api.roles = { isAdmin: true, isToolAdmin: false };
  remix.search = '';
  remix.revalidate.mockReset();
  remix.submit.mockReset();
});

describe('the Activity loader', () => {
  it('asks the api for the URL’s view, with the days in the reader’s time zone from the cookie', async () => {
    api.apiGet.mockResolvedValue({ statusCode: 200, data: { rows: ROWS, total: 25 } });
    const response = await loader(
      args(
        request(
          '?action=trial.end&targetType=user&actor=sales@&createdAtFrom=2026-05-01&createdAtTo=2026-05-31&search=theo&page=2',
          'tz=Europe%2FParis',
        ),
      ),
    );
    expect(api.apiGet).toHaveBeenCalledWith('/administration/activity', 'token', expect.anything(), {
      page: '2',
      pageSize: '10',
      sort: 'createdAt',
      order: 'desc',
      search: 'theo',
      action: 'trial.end',
      targetType: 'user',
      actor: 'sales@',
      createdAtFrom: '2026-05-01',
      createdAtTo: '2026-05-31',
      tz: 'Europe/Paris',
    });
    expect(response.data).toMatchObject({
      total: 25,
      timeZone: 'Europe/Paris',
      seesEverything: true,
      canOpenTools: false,
      hiddenColumns: [],
    });
    expect(api.hiddenColumnsOf).toHaveBeenCalledWith('activity', 'token');
  });

  it('drops what the table does not know and reads UTC without a usable cookie', async () => {
    await loader(args(request('?action=drop.table&createdAtFrom=2026-02-30&targetType=project&sort=actor_email', 'tz=Mars%2FOlympus')));
    expect(api.apiGet).toHaveBeenLastCalledWith('/administration/activity', 'token', expect.anything(), {
      page: '1',
      pageSize: '10',
      sort: 'createdAt',
      order: 'desc',
      search: undefined,
      tz: 'UTC',
    });
    await loader(args(request('', 'tz=%E0%A4%A')));
    expect(api.apiGet.mock.lastCall?.[3]).toMatchObject({ tz: 'UTC' });
  });

  it('sends a page past the last one to the last page, keeping the view', async () => {
    api.apiGet.mockResolvedValue({ statusCode: 200, data: { rows: [], total: 12 } });
    const thrown = await loader(args(request('?page=99&action=trial.end'))).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/administration/activity?page=2&action=trial.end');
  });

  it('exports the same view as CSV, in the reader’s time zone', async () => {
    const response = await exportLoader(
      args(
        new Request('http://localhost:3000/administration/activity/export?action=status.update&createdAtTo=2026-05-31&search=zo%C3%AB', {
          headers: { cookie: 'tz=Europe%2FParis' },
        }),
      ),
    );
    const query = api.apiRaw.mock.lastCall?.[2] as URLSearchParams;
    expect(api.apiRaw.mock.lastCall?.[0]).toBe('/administration/activity/export');
    expect(Object.fromEntries(query)).toEqual({
      sort: 'createdAt',
      order: 'desc',
      search: 'zoë',
      action: 'status.update',
      createdAtTo: '2026-05-31',
      tz: 'Europe/Paris',
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="activity-2026-11-03.csv"');
  });
});

describe('the Activity page', () => {
  const show = (data: Record<string, unknown> = {}) => {
    remix.loaderData = {
      rows: ROWS,
      total: 5,
      timeZone: 'Europe/Paris',
      seesEverything: true,
      canOpenTools: true,
      hiddenColumns: [],
      ...data,
    };
    return render(
      <ToastProvider>
        <AdministrationActivity />
      </ToastProvider>,
    );
  };
  const row = (n: number) => within(screen.getAllByRole('row')[n] as HTMLElement);

  it('shows time, actor, action, target and change in words and local dates', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Activity', level: 1 })).toBeInTheDocument();
    expect(row(1).getByText('3 Nov 2026, 14:05')).toHaveAttribute('datetime', '2026-11-03T13:05:00.000Z');
    expect(row(1).getByText('Extended trial')).toBeInTheDocument();
    expect(row(1).getByText('Trial ends: 4 Dec 2026 → 11 Dec 2026')).toBeInTheDocument();
    expect(row(1).getByRole('link', { name: 'Theo Trial (trial2@paperlight.test)' })).toHaveAttribute(
      'href',
      '/administration/users/u-theo',
    );
    expect(row(2).getByText('Granted Administrator')).toBeInTheDocument();
    expect(row(2).getByText('Roles: Sales → Administrator, Sales')).toBeInTheDocument();
    expect(row(3).getByText('Changed contact status')).toBeInTheDocument();
    expect(row(3).getByRole('link', { name: 'Zoë Brontë (zoe@editions.test)' })).toHaveAttribute(
      'href',
      '/administration/contact-requests?request=c1',
    );
    expect(row(4).getByRole('link', { name: 'Citation Guard' })).toHaveAttribute('href', '/tools-administration/t1');
    expect(row(4).getByText('—')).toBeInTheDocument();
    // Gone: named, not linked.
    expect(row(5).queryByRole('link')).toBeNull();
    expect(within(row(5).getByText('Projects deleted: 2').closest('ul')!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Times in Europe/Paris.')).toBeInTheDocument();
    expect(screen.queryByText(/T13:05|trialEndDate|\{/)).toBeNull();
    // The console's sidebar is the frame's (ConsoleFrame, decision 0170); the page keeps its Activity tabs.
    expect(screen.getByRole('navigation', { name: 'Activity' })).toContainElement(screen.getByRole('link', { name: 'Changes' }));
    expect(screen.getByRole('link', { name: 'Changes' })).toHaveAttribute('href', '/administration/activity');
    // jsdom has no layout for colour contrast; the journeys check it in a browser.
    expect(await axe(document.body, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });

  it('has the filters of the view, and exports it', () => {
    remix.search = 'action=trial.extend&createdAtFrom=2026-05-01';
    show();
    expect(screen.getByLabelText('Time from')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Time to')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Actor')).toHaveAttribute('type', 'search');
    expect(screen.getByLabelText('Search activity')).toBeInTheDocument();
    const actions = within(screen.getByLabelText('Action'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(actions).toEqual(expect.arrayContaining(['All', 'Changed roles', 'Ended trial', 'Changed contact status', 'Retired tool']));
    expect(
      within(screen.getByLabelText('Target'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'User', 'Contact request', 'Tool']);
    expect(screen.getByLabelText('Action')).toHaveValue('trial.extend');
    expect(screen.getByLabelText('Time from')).toHaveValue('2026-05-01');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('offers sales only what they see, and links tools only for tool administrators', () => {
    show({ seesEverything: false, canOpenTools: false });
    expect(
      within(screen.getByLabelText('Action'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All',
      'Extended trial',
      'Ended trial',
      'Changed contact status',
      'Changed owner',
      'Added note',
      'Sent reply',
      'Logged their reply',
    ]);
    expect(
      within(screen.getByLabelText('Target'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'User', 'Contact request']);
    expect(row(4).queryByRole('link')).toBeNull();
    expect(row(4).getByText('Citation Guard')).toBeInTheDocument();
  });

  it('leaves out the columns the reader hid, and saves a new choice in the background', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    show({ hiddenColumns: ['change'] });
    expect(screen.queryByRole('columnheader', { name: 'Change' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns, 1 hidden' }));
    const list = screen.getByRole('group', { name: 'Shown columns' });
    expect(within(list).getByRole('checkbox', { name: 'Time' })).toBeDisabled();
    await user.click(within(list).getByRole('checkbox', { name: 'Actor' }));
    expect(screen.queryByRole('columnheader', { name: 'Actor' })).toBeNull();
    const [body, options] = remix.submit.mock.lastCall as [FormData, { method: string; action: string }];
    expect(options).toEqual({ method: 'post', action: '/administration/table-columns' });
    expect(body.get('table')).toBe('activity');
    expect(body.getAll('hidden')).toEqual(['change', 'actor']);
  });

  it('keeps the browser’s time zone and loads the page again when it was rendered in another', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    show({ timeZone: zone === 'Pacific/Auckland' ? 'UTC' : 'Pacific/Auckland' });
    expect(remix.revalidate).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(`tz=${encodeURIComponent(zone)}`);
    remix.revalidate.mockReset();
    show({ timeZone: zone });
    expect(remix.revalidate).not.toHaveBeenCalled();
  });
});
