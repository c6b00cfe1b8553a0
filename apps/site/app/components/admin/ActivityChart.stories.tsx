import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ACTIVITY_CHARTS } from './activity';
import { ActivityChart } from './ActivityChart';
import type { ActivityDay } from './schemas';

// Thirty realistic days: a launch bump mid-month, trials building up, a few requests a week.
const SERIES: ActivityDay[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10);
  const signUps = [3, 4, 2, 5, 6, 1, 2, 4, 7, 9, 14, 11, 8, 6, 5, 4, 6, 3, 2, 5, 7, 6, 4, 3, 5, 6, 8, 4, 3, 5][index]!;
  const contactRequests = [0, 1, 0, 2, 0, 0, 1, 1, 0, 3, 2, 1, 0, 0, 1, 0, 2, 0, 0, 1, 1, 0, 0, 2, 1, 0, 1, 0, 0, 1][index]!;
  return { date, signUps, contactRequests, activeTrials: 18 + Math.round(index * 1.1) - (index > 20 ? 4 : 0) };
});

const [signUps, trials, requests] = ACTIVITY_CHARTS;

const meta = {
  title: 'site/admin/ActivityChart',
  component: ActivityChart,
  args: { spec: signUps!, series: SERIES },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-ups per day as bars, summarised in a sentence that is also the chart's name. */
export const SignUps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Sign-ups per day' })).toBeInTheDocument();
    await expect(canvas.getByText('158 sign-ups in the last 30 days; the busiest day was 11 Mar 2026 with 14.')).toBeInTheDocument();
  },
};

/** Active trials as a line. */
export const ActiveTrials: Story = { args: { spec: trials! } };

/** Contact requests per day, with the data table open. */
export const ContactRequestsTable: Story = {
  args: { spec: requests! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Show the data as a table'));
    const table = canvas.getByRole('table', { name: 'Contact requests per day, by day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

/** A quiet month: the sentence says nothing happened. */
export const NoActivity: Story = {
  args: { series: SERIES.map((day) => ({ ...day, signUps: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sign-ups in the last 30 days.')).toBeInTheDocument();
  },
};
