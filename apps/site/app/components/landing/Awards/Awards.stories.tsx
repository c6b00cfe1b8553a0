import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Awards } from './Awards';

const meta = {
  title: 'site/landing/Awards',
  component: Awards,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Awards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Awards and recognition' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
