import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { NOW, podcastDownloadUrls, runOutputs, shortPodcastExecution } from '../test/fixtures';
import { RunOutputView } from './RunOutput';

const meta = {
  title: 'paper-remix-canvas/RunOutputView',
  component: RunOutputView,
  args: { nodeType: 'paperInput', label: 'Output of the run started 5 Mar 2026, 13:58', load: async () => runOutputs.paperInput! },
  decorators: [(Story) => <ClockProvider clock={createFakeClock(NOW)}>{<Story />}</ClockProvider>],
} satisfies Meta<typeof RunOutputView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paper: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ada Lovelace, Alan Turing')).toBeInTheDocument();
  },
};
export const Script: Story = {
  args: { nodeType: 'script', load: async () => runOutputs.script! },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Closing' })).toBeInTheDocument();
  },
};
export const Storyboard: Story = {
  args: { nodeType: 'storyboard', load: async () => runOutputs.storyboard! },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Scene 1' })).toBeInTheDocument();
  },
};
export const Film: Story = {
  args: { nodeType: 'video', load: async () => runOutputs.video! },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('00:00 / 01:05')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the output…')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { load: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong, please try again later')).toBeInTheDocument();
  },
};
export const Unreadable: Story = {
  args: { nodeType: 'script', load: async () => ({ id: 'v-9', output: { not: 'a script' } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This output cannot be shown.')).toBeInTheDocument();
  },
};
/** A past episode from History (issue 34): its voices and length, why it is short, the player and transcript. */
export const Episode: Story = {
  args: {
    nodeType: 'podcast',
    load: async () => ({ id: 'v-3', output: shortPodcastExecution.jsonOutput, downloads: podcastDownloadUrls }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Transcript' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('2 voices · 4:02')).toBeInTheDocument();
  },
};
