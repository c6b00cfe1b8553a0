import '@xyflow/react/dist/style.css';
import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chain, emptyProject, manyNodesProject, NOW, projectOf as fromNodes, sampleProject } from '../test/fixtures';

const projectOf = (statuses: Parameters<typeof chain>[0]) => {
  const { nodes, edges } = chain(statuses);
  return fromNodes(nodes, edges, { id: 'story-project', name: 'Retail object classification' });
};
import { storyAdapter } from '../test/storyAdapter';
import { PaperRemixCanvas } from './PaperRemixCanvas';

const meta = {
  title: 'paper-remix-canvas/PaperRemixCanvas',
  component: PaperRemixCanvas,
  parameters: { layout: 'fullscreen' },
  args: { project: emptyProject, adapter: storyAdapter(), onLocked: fn(), onNotify: fn(), canvasHeight: 560 },
  decorators: [(Story) => <ClockProvider clock={createFakeClock(NOW)}>{<Story />}</ClockProvider>],
} satisfies Meta<typeof PaperRemixCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Start Building Your Workflow')).toBeInTheDocument();
  },
};

export const EmptyCanvas: Story = { args: { layout: 'canvas' } };

/** A guest: the palette is read-only with its active, inactive and 'Soon' steps; using a step leads to sign-up. */
export const GuestSample: Story = {
  args: { project: sampleProject, mode: 'guest', layout: 'canvas' },
  play: async ({ canvasElement, args }) => {
    const palette = within(within(canvasElement).getByRole('region', { name: 'Nodes' }));
    await expect(palette.getByText('Sign up to add steps to your own workflow.')).toBeInTheDocument();
    await userEvent.click(palette.getByRole('button', { name: 'Script' }));
    await expect(args.onLocked).toHaveBeenCalled();
    await expect(palette.getByRole('button', { name: 'Mindmap (not available)' })).toBeDisabled();
  },
};

export const GuestSampleList: Story = {
  args: { project: sampleProject, mode: 'guest', layout: 'list' },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onLocked).toHaveBeenCalled();
  },
};

export const Processing: Story = {
  args: { project: projectOf({ paperInput: 'completed', script: 'completed', storyboard: 'processing' }), layout: 'canvas' },
};

export const MobileList: Story = {
  args: { project: projectOf({ paperInput: 'completed', script: 'failed', storyboard: 'error' }), layout: 'list' },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const GenerateWithoutUpstream: Story = {
  args: { project: projectOf({}), layout: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const script = canvas.getByRole('article', { name: 'Script' });
    // A step whose inputs are not ready says why and cannot start; it is never marked Failed (issue 31).
    const generate = within(script).getByRole('button', { name: 'Generate' });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription('Read the paper first');
    await expect(within(script).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Fifty steps with minimap, zoom controls and fit view: the canvas the 60 fps target is measured on. */
export const FiftyNodes: Story = { args: { project: manyNodesProject(50), layout: 'canvas', canvasHeight: 720 } };

/** Undo and Redo after adding the template, which asks first (Ctrl+Z / Ctrl+Shift+Z do the same). */
export const UndoRedo: Story = {
  args: { project: { ...emptyProject, autoSaveEnabled: false }, layout: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Templates' }));
    // Templates ask first (issue 31); the question is a dialog outside the canvas.
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Add steps' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

/** A new template: the input node asks for a PDF before anything can be generated. */
export const AwaitingUpload: Story = {
  args: {
    project: {
      id: 'story-project',
      name: 'New remix',
      autoSaveEnabled: false,
      nodes: [
        {
          clientNodeId: 'paperInput-1',
          node: { id: 'paperInput', nodeType: 'paperInput' },
          position: { x: 0, y: 0 },
          configuration: { basic: {} },
          status: 'idle',
          targetEdges: [{ clientNodeId: 'script-1' }],
        },
        {
          clientNodeId: 'script-1',
          node: { id: 'script', nodeType: 'script' },
          position: { x: 340, y: 0 },
          configuration: null,
          status: 'idle',
          targetEdges: [],
        },
      ],
    },
    layout: 'canvas',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload PDF to Paper Input' })).toBeInTheDocument();
  },
};
