import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AnalyticsSkeleton } from './AnalyticsSkeleton';

const meta = {
  title: 'ui-kit/AnalyticsSkeleton',
  component: AnalyticsSkeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AnalyticsSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administration overview loading: two stat cards, two charts and a five-row table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading analytics');
    await expect(canvasElement.querySelectorAll('[data-part="table-row"]')).toHaveLength(5);
  },
};

/** A wider dashboard: four cards, three charts, ten rows. */
export const Dense: Story = { args: { statCards: 4, charts: 3, tableRows: 10, tableColumns: 6, label: 'Loading journal analytics' } };

/** Cards and charts only. */
export const WithoutTable: Story = {
  args: { tableRows: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="table"]')).toBeNull();
  },
};
