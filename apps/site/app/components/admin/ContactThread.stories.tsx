import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ContactThread } from './ContactThread';
import { THREAD } from './contactFixtures';

const meta = {
  title: 'site/admin/ContactThread',
  component: ContactThread,
  args: { thread: THREAD, timeZone: 'Europe/Paris' },
} satisfies Meta<typeof ContactThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No reply yet. */
export const Empty: Story = {
  args: { thread: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No replies yet. A reply sent from here is kept below the request.')).toBeInTheDocument();
  },
};

/** A reply sent from a template, theirs logged by hand, oldest first. */
export const Conversation: Story = {
  args: { thread: THREAD.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Replies' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('Their reply, logged by sales@paperlight.test');
  },
};

/** A reply the mail server refused: kept, with why. */
export const NotSent: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Not sent: connect ECONNREFUSED/)).toBeInTheDocument();
  },
};
