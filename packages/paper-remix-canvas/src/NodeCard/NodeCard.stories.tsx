import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nodeIn, paperExecution, storyboardWithImagesExecution, videoWithPosterExecution } from '../test/fixtures';
import { NODE_HEIGHT } from '../workflow/project';
import type { NodeStatus, WorkflowNode } from '../workflow/types';
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
  args: {
    node: { ...nodeIn('video', 'idle'), data: { ...nodeIn('video', 'idle').data, title: 'Video Generation for the society newsletter' } },
  },
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

/** A step whose input is not ready: Generate is disabled and says what to do first (issue 31). */
export const NotReady: Story = {
  args: { node: nodeIn('storyboard', 'idle'), notReady: 'Run the script first' },
  play: async ({ canvasElement }) => {
    const generate = within(canvasElement).getByRole('button', { name: 'Generate' });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription('Run the script first');
  },
};

/** A finished paper shows what was read from it on the card (issue 31). */
export const PaperResultOnCard: Story = {
  args: {
    node: {
      ...nodeIn('paperInput', 'completed'),
      data: { ...nodeIn('paperInput', 'completed').data, execution: { ...paperExecution, time_taken: 3, videoUrl: null } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Lovelace et al.')).toBeInTheDocument();
    await expect(canvas.getByText('4 pages · 2 figures found')).toBeInTheDocument();
  },
};

/** A finished script shows its words and spoken length (issue 31). */
export const ScriptResultOnCard: Story = {
  args: { node: nodeIn('script', 'completed') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('34 words · about 14 s spoken')).toBeInTheDocument();
  },
};

/** A finished storyboard shows its first scenes' figures beside the scene count, within the card's size (issue 31). */
export const StoryboardScenesOnCard: Story = {
  args: {
    node: {
      ...nodeIn('storyboard', 'completed'),
      data: { ...nodeIn('storyboard', 'completed').data, execution: storyboardWithImagesExecution },
    },
  },
  decorators: [(Story) => <div style={{ width: 260, height: 180 }}>{<Story />}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Storyboard scenes' })).getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByText('5 scenes')).toBeInTheDocument();
    await expect(canvas.getByRole('article').getBoundingClientRect().height).toBeLessThanOrEqual(180);
  },
};

/** A finished film shows its poster frame and length; the poster is a play button that opens the player (issue 31). */
export const VideoPosterOnCard: Story = {
  args: { node: { ...nodeIn('video', 'completed'), data: { ...nodeIn('video', 'completed').data, execution: videoWithPosterExecution } } },
  decorators: [(Story) => <div style={{ width: 260, height: 180 }}>{<Story />}</div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Length 1 min 5 s')).toBeInTheDocument();
    await expect(canvas.getByRole('article').getBoundingClientRect().height).toBeLessThanOrEqual(180);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Video Generation' }));
    await expect(args.onView).toHaveBeenCalledWith('video');
  },
};

const readPaper = (title: string): WorkflowNode => {
  const node = nodeIn('paperInput', 'completed');
  return {
    ...node,
    data: {
      ...node.data,
      execution: { ...paperExecution, jsonOutput: { ...paperExecution.jsonOutput, title }, time_taken: 3, videoUrl: null },
    },
  };
};

/**
 * Issue 31: a read paper shows its title (one line), 'First Author et al.' and its pages and figures,
 * with its buttons in one row, within the height the canvas lays cards out by.
 */
export const PaperRead: Story = {
  args: { node: readPaper('USA aid policy and induced abortion in sub-Saharan Africa: an analysis of the Mexico City Policy') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Paper Input' });
    await expect(canvas.getByText('Ada Lovelace et al.')).toBeInTheDocument();
    await expect(canvas.getByText('4 pages · 2 figures found')).toBeInTheDocument();
    for (const name of ['Contents', 'Regenerate', 'Replace PDF of Paper Input', 'Preview PDF of Paper Input'])
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    // Measured where there is layout (a browser); jsdom lays nothing out.
    const { height } = card.getBoundingClientRect();
    if (height > 0) await expect(height).toBeLessThanOrEqual(NODE_HEIGHT);
  },
};

/** A read paper in the width of a phone's list: the same three lines and one row of buttons. */
export const PaperReadInList: Story = {
  args: { node: readPaper('Recognising Products at the Unmanned Kiosk') },
  render: (args) => (
    <div style={{ maxWidth: 358 }}>
      <NodeCard {...args} />
    </div>
  ),
};

/** A file chosen but not read yet: its name (cut on one line), Replace and Preview as icons. */
export const PaperNotRead: Story = {
  args: { node: nodeIn('paperInput', 'idle') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('retail-kiosks.pdf')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Replace PDF of Paper Input' })).toBeInTheDocument();
  },
};
