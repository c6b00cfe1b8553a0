import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'ui-kit/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close menu' },
  render: (args) => (
    <button type="button" style={{ fontSize: 24 }}>
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAnIconButton: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  },
};
