import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nodeIn } from '../test/fixtures';
import type { NodeStatus } from '../workflow/types';
import { NodeCard } from './NodeCard';

const TYPES = ['paperInput', 'script', 'storyboard', 'video', 'output'] as const;

const meta = {
  title: 'paper-remix-canvas/NodeCard',
  component: NodeCard,
  args: { node: nodeIn('script', 'idle'), onGenerate: fn(), onView: fn(), onPreview: fn(), onMenuAction: fn() },
} satisfies Meta<typeof NodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every node type in one status, side by side. */
const every = (status: NodeStatus): Story => ({
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {TYPES.map((type) => (
        <NodeCard key={type} {...args} node={nodeIn(type, status)} />
      ))}
    </div>
  ),
});

export const Idle: Story = {
  ...every('idle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not Validated')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Generate' })).toHaveLength(4);
  },
};
export const Processing: Story = {
  ...every('processing'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Hold on, this may take sometime!')).toHaveLength(4);
  },
};
export const Completed: Story = {
  ...every('completed'),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: 'Regenerate' })) await expect(button).toBeDisabled();
  },
};
export const Failed: Story = {
  ...every('failed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Retry' })).toHaveLength(4);
  },
};
export const Error: Story = every('error');

/** The engine refused an expired trial: the reason, and where to book a call. */
export const TrialExpired: Story = {
  args: {
    node: { ...nodeIn('script', 'error'), data: { ...nodeIn('script', 'error').data, error: 'Your free trial has expired' } },
    bookingUrl: 'https://calendly.com/paperlight/demo',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your free trial has expired Book a call');
    await expect(canvas.getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', 'https://calendly.com/paperlight/demo');
  },
};

export const MenuOpen: Story = {
  args: { node: nodeIn('script', 'completed') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Script options' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Configure' }));
    await expect(args.onMenuAction).toHaveBeenCalledWith('script', 'configure');
  },
};

export const GuestMenu: Story = {
  args: { node: nodeIn('video', 'completed'), mode: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Video Generation options' }));
    for (const name of ['Reset', 'Delete', 'History']) await expect(canvas.getByRole('button', { name })).toBeDisabled();
  },
};

/** Issue 15: a running step with live progress: percent, time left and the stage, beside SPEC's spinner text. */
export const ProcessingWithProgress: Story = {
  args: {
    node: nodeIn('video', 'processing'),
    live: { percent: 45, stage: 'Narrating scenes', elapsedSec: 20, estimateSec: 42 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('Narrating scenes')).toBeInTheDocument();
    await expect(canvas.getByText('Hold on, this may take sometime!')).toBeInTheDocument();
  },
};
/** The estimate before a run, as the api gives it (two significant figures). */
export const IdleWithEstimate: Story = {
  args: { node: nodeIn('video', 'idle'), live: { estimateSec: 42 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('about 42 s')).toBeInTheDocument();
  },
};
/** A step estimated under a second says so, not 'about 1 s'. */
export const IdleUnderASecond: Story = {
  args: { node: nodeIn('storyboard', 'idle'), live: { estimateSec: 0.02 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('under 1 s')).toBeInTheDocument();
  },
};
/** A result whose input changed: 'Out of date' beside Completed, Regenerate enabled. */
export const OutOfDate: Story = {
  args: { node: nodeIn('storyboard', 'completed'), live: { outOfDate: true, estimateSec: 3 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of date')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.onGenerate).toHaveBeenCalledWith('storyboard');
  },
};
/** A failed read: 'Failed' and 'Not Validated', never 'Valid'. */
export const InputFailed: Story = {
  args: { node: nodeIn('paperInput', 'failed') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed')).toBeInTheDocument();
    await expect(canvas.getByText('Not Validated')).toBeInTheDocument();
  },
};
/** A long name wraps instead of being cut. */
export const LongTitle: Story = {
  args: { node: { ...nodeIn('video', 'idle'), data: { ...nodeIn('video', 'idle').data, title: 'Video Generation for the society newsletter' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Video Generation for the society newsletter');
  },
};
/** The phone list: Up/Down and Connect to… in the menu. */
export const ListReorderAndConnect: Story = {
  args: { node: nodeIn('script', 'idle'), onMoveUp: fn(), onMoveDown: fn(), edgeCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Script up' }));
    await expect(args.onMoveUp).toHaveBeenCalledWith('script');
    await userEvent.click(canvas.getByRole('button', { name: 'Script options' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Connect to…' }));
    await expect(args.onMenuAction).toHaveBeenCalledWith('script', 'connect');
  },
};
