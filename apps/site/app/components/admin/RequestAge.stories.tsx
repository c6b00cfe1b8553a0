import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { RequestAge } from './RequestAge';

const meta = {
  title: 'site/admin/RequestAge',
  component: RequestAge,
  args: { ageHours: 5, overdue: false },
} satisfies Meta<typeof RequestAge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Within the response target: its age only. */
export const WithinTarget: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('5 hours old');
    await expect(within(canvasElement).queryByText('Overdue')).not.toBeInTheDocument();
  },
};

/** Just in. */
export const JustIn: Story = {
  args: { ageHours: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Under an hour old');
  },
};

/** Still new one working day after it came: Overdue (decision 0175). */
export const Overdue: Story = {
  args: { ageHours: 50, overdue: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('2 days oldOverdue');
  },
};
