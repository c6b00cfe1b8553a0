import '@xyflow/react/dist/style.css';
import { advanceRendered, ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { NodeVersion, PaperRemixAdapter } from '../adapter';
import { chain, NOW, projectOf } from '../test/fixtures';
import { storyAdapter } from '../test/storyAdapter';
import type { NodeState } from '../workflow/live';
import { PaperRemixCanvas } from './PaperRemixCanvas';

const screen = within(document.body);
let clock = createFakeClock(NOW);

const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed', video: 'completed' });
const project = projectOf(nodes, edges, { id: 'story-project', name: 'Retail object classification', autoSaveEnabled: false });

/** A backend that keeps the edited script and, like the api, puts every later step out of date. */
function editingAdapter(): PaperRemixAdapter {
  const states = new Map<string, NodeState>(
    nodes.map((node) => [node.id, { clientNodeId: node.id, status: node.data.status, execution: node.data.execution, outOfDate: false }]),
  );
  const versions: NodeVersion[] = [{ id: 'v1', kind: 'generated', createdAt: new Date(NOW - 3_600_000).toISOString(), current: true }];
  const save = (clientNodeId: string, output: unknown, kind: 'edited' | 'restored') => {
    const state = { ...states.get(clientNodeId)!, execution: { ...states.get(clientNodeId)!.execution, jsonOutput: output } };
    states.set(clientNodeId, state);
    const after = nodes.slice(nodes.findIndex((node) => node.id === clientNodeId) + 1).filter((node) => node.data.status === 'completed');
    for (const node of after) states.set(node.id, { ...states.get(node.id)!, outOfDate: true });
    versions.forEach((version) => (version.current = false));
    versions.unshift({ id: `v${versions.length + 1}`, kind, createdAt: new Date(NOW).toISOString(), current: true });
    return state;
  };
  return {
    ...storyAdapter(),
    loadState: fn(async () => [...states.values()]),
    saveOutput: fn(async (_projectId, clientNodeId: string, output: unknown) => save(clientNodeId, output, 'edited')),
    versions: fn(async () => versions.map((version) => ({ ...version }))),
    restoreVersion: fn(async (_projectId, clientNodeId: string) =>
      save(clientNodeId, states.get(clientNodeId)!.execution?.jsonOutput, 'restored'),
    ),
  };
}

const meta = {
  title: 'paper-remix-canvas/PaperRemixCanvas/Editing results',
  component: PaperRemixCanvas,
  parameters: { layout: 'fullscreen' },
  args: { project, adapter: editingAdapter(), onLocked: fn(), onNotify: fn(), canvasHeight: 560, layout: 'list' },
  decorators: [(Story) => <ClockProvider clock={clock}>{<Story />}</ClockProvider>],
  beforeEach: () => {
    clock = createFakeClock(NOW);
  },
} satisfies Meta<typeof PaperRemixCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit a line of the script, save: the storyboard and the video after it show 'Out of date'. */
export const AfterEditingTheScript: Story = {
  args: { adapter: editingAdapter() },
  play: async ({ args }) => {
    const script = await screen.findByRole('article', { name: 'Script' });
    await userEvent.click(within(script).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Script' });
    await advanceRendered(clock, 500);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(dialog).getByLabelText('Slide 1 narration'), ' Every misread costs the shop.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Slide 1' })).toHaveTextContent('Every misread costs the shop.'));
    await expect(args.adapter!.saveOutput).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Storyboard' })).toHaveAttribute('data-out-of-date', 'true'));
    await expect(screen.getByRole('article', { name: 'Video Generation' })).toHaveAttribute('data-out-of-date', 'true');
  },
};
