import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import { editedPodcastExecution, nodeIn, podcastExecution } from '../test/fixtures';
import type { NodeStatus, WorkflowNode } from '../workflow/types';
import { NodeCard } from './NodeCard';

/** A Podcast node in a status, with a result when it has one. */
const podcast = (status: NodeStatus, execution: WorkflowNode['data']['execution'] = null, error?: string): WorkflowNode => {
  const node = nodeIn('podcast', status);
  return { ...node, data: { ...node.data, execution, ...(error ? { error } : {}) } };
};

const meta = {
  title: 'paper-remix-canvas/NodeCard/Podcast',
  component: NodeCard,
  args: { node: podcast('idle'), onGenerate: fn(), onView: fn(), onMenuAction: fn() },
} satisfies Meta<typeof NodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Configured and connected, ready to run. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Generate' })).toBeEnabled();
  },
};
/** Being voiced: its progress, the time left and the stage (issue 34). */
export const Processing: Story = {
  args: { node: podcast('processing'), live: { percent: 46, stage: 'Voicing the turns', elapsedSec: 24, estimateSec: 52 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Podcast progress' })).toHaveAttribute('aria-valuenow', '46');
    await expect(canvas.getByText('Voicing the turns')).toBeInTheDocument();
    await expect(canvas.getByText(/s left$/)).toBeInTheDocument();
  },
};
/** A finished two-voice episode: play it on the card. */
export const Completed: Story = {
  args: { node: podcast('completed', podcastExecution) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 voices · 7:36')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Play Podcast' })).toHaveAttribute('aria-pressed', 'false');
  },
};
/** The engine refused: no paper input or script had finished. */
export const Failed: Story = {
  args: { node: podcast('failed', null, 'Please ensure a paper input or script node is connected and has completed processing') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please ensure a paper input or script node');
  },
};
/** A turn edited and saved: Re-render speaks only the changed turns. */
export const Edited: Story = {
  args: { node: podcast('completed', editedPodcastExecution) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Re-render' })).toBeEnabled();
  },
};
