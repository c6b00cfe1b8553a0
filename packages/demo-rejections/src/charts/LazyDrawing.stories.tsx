import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { LazyDrawing } from './LazyDrawing';

const bars = [
  { key: 'Immediate', value: 12 },
  { key: 'Within a year', value: 31 },
  { key: 'Later', value: 9 },
];

const meta = {
  title: 'demo-rejections/LazyDrawing',
  component: LazyDrawing,
  args: {
    height: 240,
    draw: ({ ResponsiveBar }) => (
      <ResponsiveBar
        ariaLabel="Rejected manuscripts by when they were published elsewhere"
        data={bars}
        keys={['value']}
        indexBy="key"
        defaultWidth={480}
        defaultHeight={240}
        margin={{ top: 8, right: 8, bottom: 32, left: 40 }}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyDrawing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box keeps its height from the first paint; the chart mounts in it once the library is loaded. */
export const Drawn: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-drawing]')!;
    await expect(box.style.height).toBe('240px');
    await waitFor(() => expect(box.dataset.drawing).toBe('drawn'), { timeout: 5000 });
    await expect(box.childElementCount).toBeGreaterThan(0);
    await expect(box.style.height).toBe('240px');
  },
};

/** Several drawings on one page: each mounts in a task of its own, and every one ends drawn. */
export const Several: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LazyDrawing {...args} />
      <LazyDrawing {...args} />
      <LazyDrawing {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = [...canvasElement.querySelectorAll<HTMLElement>('[data-drawing]')];
    await expect(boxes).toHaveLength(3);
    await waitFor(() => expect(boxes.map((box) => box.dataset.drawing)).toEqual(['drawn', 'drawn', 'drawn']), { timeout: 5000 });
  },
};
