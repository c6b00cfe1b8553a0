import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { makePeople, PeopleTable } from './fixtures';

const meta = {
  title: 'ui-kit/DataTable',
  component: PeopleTable,
  args: { people: makePeople(42) },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}><Story /></div>],
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several pages: the size selector shows because there are more than 10 rows. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 5')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Rows per page')).toBeInTheDocument();
  },
};

/** 10 rows or fewer: no size selector. */
export const FewRows: Story = {
  args: { people: makePeople(6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Rows per page')).toBeNull();
  },
};

export const Empty: Story = {
  args: { people: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const SortedDescending: Story = {
  args: { initialState: { sort: 'name', order: 'desc' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Filtered: Story = {
  args: { initialState: { search: 'ada', filters: { role: 'admin' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Search people')).toHaveValue('ada');
    await expect(canvas.getByLabelText('Role')).toHaveValue('admin');
  },
};

export const LastPage: Story = {
  args: { initialState: { page: 3, pageSize: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('41–42 of 42')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Many pages (1,000 rows): numbered pages around the current one, first and last, gaps between. */
export const ManyPages: Story = {
  args: { people: makePeople(1000), initialState: { page: 50 } },
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'People pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).getByRole('button', { name: 'Page 100' })).toBeInTheDocument();
  },
};

/** A phone: the pager wraps onto more lines instead of overflowing. */
export const NarrowPager: Story = {
  args: { people: makePeople(1000), initialState: { page: 50 } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 358 }}><Story /></div>],
};

/** A date range: two date fields, 'Joined from' and 'Joined to', both days included. */
export const DateRange: Story = {
  args: { initialState: { filters: { joinedFrom: '2026-01-05', joinedTo: '2026-01-09' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Joined from')).toHaveValue('2026-01-05');
    await expect(canvas.getByLabelText('Joined to')).toHaveAttribute('min', '2026-01-05');
    await expect(canvas.getByText('1–5 of 5')).toBeInTheDocument();
  },
};
