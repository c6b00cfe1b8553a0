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
