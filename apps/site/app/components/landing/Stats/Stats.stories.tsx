import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Stats, STATS } from './Stats';

const meta = {
  title: 'site/landing/Stats',
  component: Stats,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six claims of SPEC §1. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const value of ['40+', '5M+', '300+', '10M+', '20B+', '100M+']) await expect(canvas.getByText(value)).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(STATS.length);
  },
};
