import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import { nodeIn, presentationExecution, storyboardWithImagesExecution, videoWithPosterExecution } from '../test/fixtures';
import type { WorkflowNode } from '../workflow/types';
import { ResultOnCard } from './ResultOnCard';

const completed = (type: WorkflowNode['type'], execution: unknown): WorkflowNode => {
  const node = nodeIn(type, 'completed');
  return { ...node, data: { ...node.data, execution: execution as WorkflowNode['data']['execution'] } };
};

const meta = {
  title: 'paper-remix-canvas/ResultOnCard',
  component: ResultOnCard,
  args: { node: completed('storyboard', storyboardWithImagesExecution), onView: fn() },
  // A card's width, as on the canvas.
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ResultOnCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Storyboard: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: /scenes$/ })).toBeInTheDocument();
  },
};
export const Video: Story = {
  args: { node: completed('video', videoWithPosterExecution) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Play / })).toBeInTheDocument();
  },
};
export const Presentation: Story = { args: { node: completed('presentation', presentationExecution) } };
/** A script: its summary lines only. */
export const Script: Story = { args: { node: nodeIn('script', 'completed') } };
