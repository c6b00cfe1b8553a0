import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { BulkExtendTrial } from './BulkExtendTrial';

const PEOPLE = ['Tara Trial', 'Theo Trial', 'Nora Notrial', 'Eli Expired', 'Ava Activity', 'Gina Grant', 'Lena Lastsignin'].map(
  (name, i) => ({ id: `u${i}`, name }),
);

const meta = {
  title: 'site/admin/BulkExtendTrial',
  component: BulkExtendTrial,
  args: { selected: PEOPLE.slice(0, 3) },
} satisfies Meta<typeof BulkExtendTrial>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the users table's selection bar: days to add, then the confirmation naming how many accounts. */
export const ThreeAccounts: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Extend trial' }));
    const dialog = screen.getByRole('dialog', { name: 'Extend the trial of 3 accounts by 7 days?' });
    await expect(dialog).toHaveTextContent('Tara Trial, Theo Trial and Nora Notrial get 7 days more');
    await expect(within(dialog).getByRole('button', { name: 'Extend 3 accounts' })).toBeEnabled();
  },
};

/** Many accounts: the first five by name, then how many more. */
export const ManyAccounts: Story = {
  args: { selected: PEOPLE },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Extend trial' }));
    await expect(screen.getByRole('dialog')).toHaveTextContent(
      'Tara Trial, Theo Trial, Nora Notrial, Eli Expired, Ava Activity and 2 more get',
    );
  },
};

/** Days outside 1 to 90: no button, and why. */
export const InvalidDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Days to add'));
    await userEvent.type(canvas.getByLabelText('Days to add'), '120');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose from 1 to 90 days.');
    await expect(canvas.queryByRole('button', { name: 'Extend trial' })).toBeNull();
  },
};

/** While the trials are being extended. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Extend trial' })).toHaveAttribute('aria-busy', 'true');
  },
};
