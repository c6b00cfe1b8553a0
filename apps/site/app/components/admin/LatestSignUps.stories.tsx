import { defaultTableState, type TableState } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LatestSignUps, latestSignUpsTableOptions } from './LatestSignUps';
import type { AdminUser } from './schemas';

const FIRST = ['Zoë', 'Ines', 'Omar', 'Lena', 'Kofi', 'Mei', 'Tara', 'Theo', 'Nora', 'Eli', 'Ava', 'Gina', 'Sam', 'Ada'];
/** Fourteen accounts, one a day, the newest first as the api answers by default. */
const ACCOUNTS: AdminUser[] = FIRST.map((first, index) => ({
  id: `u${index}`,
  name: `${first} Reader`,
  email: `${first.toLowerCase().replace('ë', 'e')}@example.test`,
  roles: [],
  isFreeTrailActive: true,
  trialEndDate: '2026-06-01T00:00:00.000Z',
  createdAt: new Date(Date.UTC(2026, 4, 20 - index, 9)).toISOString(),
  lastSignInAt: index % 3 === 0 ? null : new Date(Date.UTC(2026, 4, 20, 8, index)).toISOString(),
  status: 'active',
}));

/** What the api does with the view: search names and addresses, sort, one page. */
function query(state: TableState) {
  const needle = state.search.toLowerCase();
  const key = (state.sort ?? 'createdAt') as 'name' | 'email' | 'createdAt';
  const rows = ACCOUNTS.filter((a) => !needle || a.name.toLowerCase().includes(needle) || a.email.includes(needle)).sort(
    (a, b) => a[key].localeCompare(b[key]) * (state.order === 'asc' ? 1 : -1),
  );
  const start = (state.page - 1) * state.pageSize;
  return { rows: rows.slice(start, start + state.pageSize), total: rows.length };
}

function Overview({ initialState = {}, loading = false }: { initialState?: Partial<TableState>; loading?: boolean }) {
  const [state, setState] = useState<TableState>({ ...defaultTableState(latestSignUpsTableOptions), ...initialState });
  const { rows, total } = query(state);
  return <LatestSignUps rows={loading ? [] : rows} total={loading ? 0 : total} loading={loading} state={state} onStateChange={setState} />;
}

const meta = {
  title: 'site/admin/LatestSignUps',
  component: Overview,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview's newest accounts, ten to a page, with a link to every user. */
export const Newest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Signed up/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Zoë Reader');
    await expect(canvas.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('11–14 of 14')).toBeInTheDocument();
  },
};

/** Sorted by name. */
export const ByName: Story = {
  args: { initialState: { sort: 'name', order: 'asc' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')[1]).toHaveTextContent('Ada Reader');
  },
};

/** A search that finds nobody. */
export const NobodyFound: Story = {
  args: { initialState: { search: 'nobody-at-all' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'New accounts' })).toHaveAttribute('aria-busy', 'true');
  },
};
