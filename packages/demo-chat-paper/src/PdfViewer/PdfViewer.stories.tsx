import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { createFakePdfLoader, PDF_URL } from '../test/fixtures';
import { frozenClock, withProviders } from '../test/stories';
import { PdfViewer } from './PdfViewer';

const meta = {
  title: 'demo-chat-paper/PdfViewer',
  component: PdfViewer,
  args: { url: PDF_URL, title: 'A sample paper', loader: createFakePdfLoader({ pages: 4 }) },
  decorators: [
    withProviders(frozenClock),
    (Story) => (
      <div style={{ height: 600, width: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pages: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'Page 1 of 4' })).toBeInTheDocument();
  },
};

export const Highlighted: Story = {
  args: { highlight: { key: 'story', pageNumber: 2, rects: [{ x: 72, y: 600, width: 460, height: 12 }, { x: 72, y: 588, width: 300, height: 12 }] } },
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByRole('group', { name: 'Page 2 of 4' });
    await expect(await within(page).findAllByTestId('pdf-highlight')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loader: createFakePdfLoader({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading PDF...');
  },
};

export const NotAvailable: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PDF not available')).toBeInTheDocument();
  },
};

export const FailedToOpen: Story = {
  args: { loader: createFakePdfLoader({ fail: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('PDF not available')).toBeInTheDocument();
  },
};
