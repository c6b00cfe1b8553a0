import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { createFakePdfLoader } from '../testing';
import { frozenClock, withClock } from '../test/stories';
import { PdfViewer } from './PdfViewer';

const PDF_URL = 'https://api.example/files/paper.pdf';
const PAGE_TWO = [
  'Unmanned kiosks sell snacks and drinks without a cashier.',
  'The authors train a compact detector on images of the',
  'counter, then classify each crop into a stock keeping unit.',
  'The rest of the page says other things.',
];

const meta = {
  title: 'pdf-viewer/PdfViewer',
  component: PdfViewer,
  args: {
    url: PDF_URL,
    title: 'A sample paper',
    loader: createFakePdfLoader({ pages: 4, lines: (n) => (n === 2 ? PAGE_TWO : [`Page ${n} text`]) }),
  },
  decorators: [
    withClock(frozenClock),
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
  args: {
    highlight: {
      key: 'story',
      pageNumber: 2,
      rects: [
        { x: 72, y: 600, width: 460, height: 12 },
        { x: 72, y: 588, width: 300, height: 12 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByRole('group', { name: 'Page 2 of 4' });
    await expect(await within(page).findAllByTestId('pdf-highlight')).toHaveLength(2);
  },
};

/** A quote found in the page's text: each of its lines is highlighted. */
export const QuoteHighlighted: Story = {
  args: {
    highlight: {
      key: 'quote',
      pageNumber: 2,
      quotes: [
        {
          pageNumber: 2,
          text: 'The authors train a compact detector on images of the counter, then classify each crop into a stock keeping unit.',
        },
      ],
    },
  },
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
