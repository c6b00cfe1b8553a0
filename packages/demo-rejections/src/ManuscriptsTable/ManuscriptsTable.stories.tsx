import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { makeResult } from '../test/fixtures';
import { ManuscriptsTable } from './ManuscriptsTable';

const meta = {
  title: 'demo-rejections/ManuscriptsTable',
  component: ManuscriptsTable,
  args: { rows: makeResult().publishedManuscripts.data },
  beforeEach: () => {
    // Each story starts from a URL without table parameters.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  },
} satisfies Meta<typeof ManuscriptsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(11);
  },
};

export const SortedByCitations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Total Citations/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Total Citations/ }));
    await expect(canvas.getByRole('columnheader', { name: /Total Citations/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeInTheDocument();
  },
};
