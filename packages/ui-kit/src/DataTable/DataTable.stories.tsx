import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { makePeople, PeopleTable } from './fixtures';

const meta = {
  title: 'ui-kit/DataTable',
  component: PeopleTable,
  args: { people: makePeople(42) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
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
    await expect(within(pager).getByRole('spinbutton', { name: 'Go to page' })).toBeInTheDocument();
  },
};

/** A phone: the pager wraps onto more lines instead of overflowing. */
export const NarrowPager: Story = {
  args: { people: makePeople(1000), initialState: { page: 50 } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
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

/** Rows selected: the bar above the table counts them and offers the bulk action and Clear selection. */
export const WithSelection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Ada 001' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Alan 003' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 rows selected');
    await expect(canvas.getByRole('button', { name: 'Change role of 2' })).toBeInTheDocument();
    await expect((canvas.getByRole('checkbox', { name: 'Select every row on this page' }) as HTMLInputElement).indeterminate).toBe(true);
  },
};

/** Every row of the page selected with the header's box. */
export const WholePageSelected: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every row on this page' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('10 rows selected');
  },
};

/** The Columns list open: Name cannot be hidden, Role already is. */
export const ColumnMenuOpen: Story = {
  args: { hideableColumns: true, initialHidden: ['role'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns, 1 hidden' }));
    const list = canvas.getByRole('group', { name: 'Shown columns' });
    await expect(within(list).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await expect(within(list).getByRole('checkbox', { name: 'Role' })).not.toBeChecked();
  },
};

/** Columns hidden by the person's earlier choice: the table is drawn without them. */
export const HiddenColumns: Story = {
  args: { hideableColumns: true, initialHidden: ['email', 'joined'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: /Email/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Columns, 2 hidden' })).toBeInTheDocument();
  },
};

/** A phone's width with selection: under 600 px the checkbox and Name columns stay while the others scroll. */
export const NarrowWithSelection: Story = {
  args: { selectable: true, hideableColumns: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
};
