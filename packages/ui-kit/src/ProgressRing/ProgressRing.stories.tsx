import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ProgressRing } from './ProgressRing';

const meta = {
  title: 'ui-kit/ProgressRing',
  component: ProgressRing,
  args: { value: 64, label: 'Trials converted' },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Animating: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Trials converted' })).toHaveAttribute('aria-valuenow', '64');
  },
};
export const Empty: Story = { args: { value: 0, label: 'No trials yet' } };
export const Full: Story = { args: { value: 100, label: 'All contacted' } };
export const Small: Story = { args: { size: 48, thickness: 5 } };
