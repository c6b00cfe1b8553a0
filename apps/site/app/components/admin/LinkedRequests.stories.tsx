import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LINKED_REQUEST } from './contactFixtures';
import { LinkedRequests } from './LinkedRequests';

const meta = {
  title: 'site/admin/LinkedRequests',
  component: LinkedRequests,
  args: { links: LINKED_REQUEST.links, timeZone: 'Europe/Paris' },
} satisfies Meta<typeof LinkedRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account with the address and two earlier requests from it (one in another case). */
export const AccountAndRequests: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByRole('link', { name: 'Ines Inbox (ines@revue-medicale.example)' })).toHaveAttribute(
      'href',
      '/administration/users/u-ines',
    );
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A first request from an address without an account. */
export const None: Story = {
  args: { links: { requests: [], account: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No account with this address')).toBeInTheDocument();
  },
};
