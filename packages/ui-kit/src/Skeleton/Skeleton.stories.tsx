import type { Meta, StoryObj } from '@storybook/react';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = { args: { height: 160 } };
export const TextLines: Story = { args: { shape: 'text', count: 4, label: 'Loading abstract' } };
export const Circle: Story = { args: { shape: 'circle', width: 48 } };
export const Card: Story = {
  render: () => (
    <div
      role="status"
      aria-label="Loading statistics"
      style={{ display: 'grid', gap: 12, padding: 16, border: '1px solid #e5e7eb', borderRadius: 12 }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={40} />
        <Skeleton shape="text" width="40%" />
      </div>
      <Skeleton height={120} />
      <Skeleton shape="text" count={2} />
    </div>
  ),
};
