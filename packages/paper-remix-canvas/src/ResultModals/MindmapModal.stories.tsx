import { advanceRendered, ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mindmapExecution, NOW } from '../test/fixtures';
import { measureReactFlowInJsdom } from '../test/reactFlowInJsdom';
import { MindmapModal } from './MindmapModal';
import { MODAL_SKELETON_MS } from './useSkeleton';

// The panel renders in a portal outside the story's canvas.
const screen = within(document.body);
let clock: FakeClock = createFakeClock(NOW);

const meta = {
  title: 'paper-remix-canvas/MindmapModal',
  component: MindmapModal,
  args: {
    open: true,
    execution: mindmapExecution,
    onOpenChange: fn(),
    onDownload: fn(),
    fetchFile: fn(async () => new Blob(['map'])),
    presentation: 'panel',
  },
  decorators: [(Story) => <ClockProvider clock={clock}>{<Story />}</ClockProvider>],
  beforeEach: () => {
    clock = createFakeClock(NOW);
    measureReactFlowInJsdom();
  },
} satisfies Meta<typeof MindmapModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const past = async () => advanceRendered(clock, MODAL_SKELETON_MS);

/** The map: the paper at the centre, three branches with their points. */
export const Map: Story = {
  play: async () => {
    await past();
    await expect(await screen.findByRole('button', { name: 'Method 2 points' })).toHaveAttribute('aria-expanded', 'true');
  },
};
/** A branch folded with the keyboard. */
export const BranchFolded: Story = {
  play: async () => {
    await past();
    const branch = await screen.findByRole('button', { name: 'Method 2 points' });
    branch.focus();
    await userEvent.keyboard('{Enter}');
    await expect(branch).toHaveAttribute('aria-expanded', 'false');
  },
};
/** A point chosen: where the paper says it. */
export const PointChosen: Story = {
  play: async () => {
    await past();
    const point = await screen.findByRole('button', { name: 'Baskets charged right: 97.2%.' });
    point.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText(/From the paper: p\. 5/)).toBeInTheDocument();
  },
};
/** A download through the toolbar. */
export const Downloaded: Story = {
  play: async ({ args }) => {
    await past();
    await userEvent.click(await screen.findByRole('button', { name: 'Markdown' }));
    await expect(args.fetchFile).toHaveBeenCalledWith('https://files.example/mindmap.md');
  },
};
/** While the panel opens. */
export const Loading: Story = {
  play: async () => {
    await expect(screen.getByText('Loading mind map')).toBeInTheDocument();
  },
};
/** A result that is not a map. */
export const NoResult: Story = {
  args: { execution: { ...mindmapExecution, jsonOutput: null } },
  play: async () => {
    await past();
    await expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  },
};
