import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PodcastFeed } from '../adapter';
import { FEED_HINT, FEED_LOAD_FAILED_MESSAGE, PodcastFeedLink } from './PodcastFeedLink';
import { SHARE_FAILED_MESSAGE } from './ShareLinks';

const feed = (token: string): PodcastFeed => ({
  token,
  url: `https://api.example/paper-remix/feed/${token}/podcast.xml`,
  createdAt: '2026-03-05T13:00:00.000Z',
});
const LIVE = feed('c'.repeat(32));

const meta = {
  title: 'paper-remix-canvas/PodcastFeedLink',
  component: PodcastFeedLink,
  args: {
    load: fn(async (): Promise<PodcastFeed | null> => null),
    onCreate: fn(async (): Promise<PodcastFeed> => LIVE),
    onRevoke: fn(async () => undefined),
  },
} satisfies Meta<typeof PodcastFeedLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No feed yet: what a feed is for, and one button to make its address. */
export const NoFeed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Create feed address' })).toBeInTheDocument();
    await expect(canvas.getByText(FEED_HINT)).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A live feed: its address to copy into a podcast app, a new address, or stop it. */
export const Live: Story = {
  args: { load: fn(async (): Promise<PodcastFeed | null> => LIVE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Podcast feed address' })).toHaveValue(LIVE.url);
    await expect(canvas.getByRole('button', { name: 'New address' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Stop the feed' })).toBeInTheDocument();
  },
};

/** Still asking the api: no button to press until the answer is in. */
export const Loading: Story = {
  args: { load: fn(() => new Promise<PodcastFeed | null>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Podcast feed' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The feed could not be read: said in the product's words. */
export const LoadFailed: Story = {
  args: { load: fn(async (): Promise<PodcastFeed | null> => Promise.reject(new Error('down'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(FEED_LOAD_FAILED_MESSAGE);
  },
};

/** Making the address failed: the same words as a public link's failure, and the button stays. */
export const CreateFailed: Story = {
  args: { onCreate: fn(async (): Promise<PodcastFeed> => Promise.reject(new Error('down'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create feed address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SHARE_FAILED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Create feed address' })).toBeInTheDocument();
  },
};
