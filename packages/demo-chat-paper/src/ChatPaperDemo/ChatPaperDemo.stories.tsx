import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { constantRandom, createFakePdfLoader, fakeApiClient, sampleData, sampleResponse, SIGN_UP_URL } from '../test/fixtures';
import { fastClock, withProviders } from '../test/stories';
import { ChatPaperDemo } from './ChatPaperDemo';

const pdfLoader = createFakePdfLoader({ pages: 3 });
const never = () => new Promise<unknown>(() => {});

const meta = {
  title: 'demo-chat-paper/ChatPaperDemo',
  component: ChatPaperDemo,
  parameters: { layout: 'fullscreen' },
  args: { sampleId: 'medicine', signUpUrl: SIGN_UP_URL, pdfLoader, random: constantRandom(0.99) },
} satisfies Meta<typeof ChatPaperDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the 5 s minimum wait is over. */
export const Loading: Story = {
  decorators: [withProviders(fastClock, fakeApiClient(never))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Chat With Paper Results' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull();
  },
};

export const Ready: Story = {
  decorators: [
    withProviders(
      fastClock,
      fakeApiClient(() => Promise.resolve(sampleResponse)),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'General', selected: true }, { timeout: 3_000 })).toBeInTheDocument();
    await expect(canvas.getByText(sampleData.title)).toBeInTheDocument();
  },
};

export const ErrorLoadingResults: Story = {
  decorators: [
    withProviders(
      fastClock,
      fakeApiClient(() => Promise.reject(new Error('Request failed with status 500'))),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error Loading Results', undefined, { timeout: 3_000 })).toBeInTheDocument();
    await expect(canvas.getByText('Unable to load chat with paper results.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  },
};

export const NoDataAvailable: Story = {
  decorators: [
    withProviders(
      fastClock,
      fakeApiClient(() => Promise.resolve({ statusCode: 200, data: { ...sampleData, results: [] } })),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available', undefined, { timeout: 3_000 })).toBeInTheDocument();
  },
};
