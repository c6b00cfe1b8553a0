import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { StatStrip } from './StatStrip';

const meta = {
  title: 'ui-kit/StatStrip',
  component: StatStrip,
  args: { label: 'Active trials', value: '1,204', percent: 37 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('37%')).toBeInTheDocument();
  },
};
export const Zero: Story = { args: { label: 'Closed requests', value: 0, percent: 0 } };
export const Full: Story = { args: { label: 'Verified accounts', value: 80, percent: 100 } };
