import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ToastProvider } from '@paperlight/ui-kit';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
const remix = vi.hoisted(() => ({
  loaderData: {} as unknown,
  pathname: '/administration/overview',
  search: '',
  setSearchParams: vi.fn(),
  navigation: { state: 'idle' } as { state: string; location?: { pathname: string; search: string } },
}));

vi.mock('#app/auth.server.ts', () => ({
  requireRole: async () => ({
    user: { id: 'u-admin', accessToken: 'token', isAdmin: true },
    resolved: { headers: async () => new Headers() },
  }),
}));
vi.mock('#app/components/admin/admin-api.server.ts', () => ({ apiGet: api.apiGet }));
// The charts draw with nivo in a browser; here only their place on the page matters.
vi.mock('#app/components/admin/ActivityChart.tsx', () => ({
  ActivityChart: ({ spec }: { spec: { title: string } }) => <figure aria-label={spec.title} />,
}));
vi.mock('@remix-run/react', async () => (await import('#app/test/remix.tsx')).remixReactMock(remix));

const { default: AdministrationOverview, loader } = await import('./administration.overview');

const STATS = { users: 12, activeTrials: 3, expiredTrials: 1, signUps7d: 2, contactRequests: { new: 1, contacted: 1, closed: 0 } };
const user = (n: number) => ({
  id: `u${n}`,
  name: `Person ${n}`,
  email: `person${n}@example.test`,
  roles: [],
  isFreeTrailActive: true,
  trialEndDate: '2026-06-01T00:00:00.000Z',
  createdAt: `2026-05-${String(n).padStart(2, '0')}T09:00:00.000Z`,
  lastSignInAt: n % 2 ? null : '2026-05-20T08:30:00.000Z',
  status: 'active',
});
const answer = (path: string, query?: Record<string, string | undefined>) => {
  if (path === '/administration/overview') return { statusCode: 200, data: STATS };
  if (path === '/administration/overview/activity') return { statusCode: 200, data: { days: Number(query?.days), series: [] } };
  return { statusCode: 200, data: { rows: [user(12), user(11)], total: 12 } };
};
const args = (query: string) => ({
  request: new Request(`http://localhost:3000/administration/overview${query}`),
  params: {},
  context: {},
});

beforeEach(() => {
  api.apiGet
    .mockReset()
    .mockImplementation(async (path: string, _token: string, _schema: unknown, query?: Record<string, string | undefined>) =>
      answer(path, query),
    );
  remix.search = '';
  remix.setSearchParams.mockReset();
  remix.navigation = { state: 'idle' };
});

describe('the overview’s loader', () => {
  it('asks the api for the sign-ups’ view from the URL, newest first by default, beside the period', async () => {
    const { data } = await loader(args('?range=90&search=person&sort=name&order=asc&page=2'));
    expect(api.apiGet).toHaveBeenCalledWith('/administration/users', 'token', expect.anything(), {
      page: '2',
      pageSize: '10',
      sort: 'name',
      order: 'asc',
      search: 'person',
    });
    expect(api.apiGet).toHaveBeenCalledWith('/administration/overview/activity', 'token', expect.anything(), { days: '90' });
    expect(await data.dashboard).toMatchObject({ ok: true, latest: { total: 12, rows: [{ id: 'u12' }, { id: 'u11' }] } });
    api.apiGet.mockClear();
    await loader(args(''));
    expect(api.apiGet).toHaveBeenCalledWith('/administration/users', 'token', expect.anything(), {
      page: '1',
      pageSize: '10',
      sort: 'createdAt',
      order: 'desc',
      search: undefined,
    });
  });

  it('sends a page past the last one to the last page, keeping the period and the view', async () => {
    const thrown = await loader(args('?range=365&page=7&search=person')).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/administration/overview?range=365&page=2&search=person');
  });

  it('leaves a failure to the dashboard, which says so in place of the figures', async () => {
    api.apiGet.mockImplementation(async (path: string) => {
      if (path === '/administration/users') throw new Response('Bad gateway', { status: 502 });
      return answer(path);
    });
    const { data } = await loader(args('?page=3'));
    expect(await data.dashboard).toEqual({ ok: false, message: 'The overview could not be loaded. Please try again.' });
  });
});

describe('the overview page', () => {
  const show = async (query = '') => {
    remix.search = query.replace(/^\?/, '');
    const { data } = await loader(args(query));
    remix.loaderData = { ...data, dashboard: await data.dashboard };
    return render(
      <ToastProvider>
        <AdministrationOverview />
      </ToastProvider>,
    );
  };

  it('shows the latest sign-ups on the DataTable: sortable, searchable, paged, each name linking to the account', async () => {
    await show('?range=90&search=person');
    const section = screen.getByRole('region', { name: 'Latest sign-ups' });
    const table = within(section).getByRole('table', { name: 'New accounts' });
    expect(within(table).getByRole('link', { name: 'Person 12' })).toHaveAttribute('href', '/administration/users/u12');
    expect(within(table).getByRole('columnheader', { name: /Signed up/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByText('2026-05-20 08:30 UTC')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(section).getByLabelText('Search new accounts')).toHaveValue('person');
    expect(within(section).getByRole('navigation', { name: 'New accounts pages' })).toHaveTextContent('Page 1 of 2');
    expect(within(section).getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/administration/users');
    // jsdom has no layout for colour contrast; the journeys check it in a browser.
    expect(await axe(document.body, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });

  it('keeps the sign-ups’ view when the period changes, and the period when the view changes', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await show('?range=90&sort=email&order=asc');
    const period = screen.getByRole('navigation', { name: 'Period' });
    expect(within(period).getByRole('link', { name: 'Last 12 months' })).toHaveAttribute('href', '?range=365&sort=email&order=asc');
    expect(within(period).getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('href', '?sort=email&order=asc');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    const [update] = remix.setSearchParams.mock.lastCall as [(current: URLSearchParams) => URLSearchParams];
    expect(update(new URLSearchParams('range=90&sort=email&order=asc')).toString()).toBe('range=90&sort=name&order=asc');
  });

  it('shows the skeleton for another period only; a new view of the sign-ups keeps the figures and loads in the table', async () => {
    remix.navigation = { state: 'loading', location: { pathname: '/administration/overview', search: '?page=2' } };
    const view = await show('');
    expect(screen.queryByRole('status', { name: /Loading the overview/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Users', level: 2 })).toBeInTheDocument();
    view.unmount();
    remix.navigation = { state: 'loading', location: { pathname: '/administration/overview', search: '?range=365' } };
    await show('');
    expect(screen.getByText('Loading the overview')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Last 12 months' })).toHaveAttribute('aria-current', 'page');
  });
});
