import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { keptRuns, NOW, nodeRuns, runOutputs, scriptVersionOutputs, scriptVersions } from '../test/fixtures';
import { NodeHistoryDialog } from './NodeHistory';

// Modals render in a portal outside the story's canvas.
const screen = within(document.body);

const meta = {
  title: 'paper-remix-canvas/NodeHistoryDialog',
  component: NodeHistoryDialog,
  args: { open: true, title: 'Script', onOpenChange: fn(), load: async () => nodeRuns },
  decorators: [(Story) => <ClockProvider clock={createFakeClock(NOW)}>{<Story />}</ClockProvider>],
} satisfies Meta<typeof NodeHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Runs: Story = {
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Runs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('The language model did not answer in time');
  },
};
export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Loading runs…');
  },
};
export const Empty: Story = {
  args: { title: 'Video', load: async () => [] },
  play: async () => {
    await expect(await screen.findByText('No runs yet')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { load: () => Promise.reject(new Error('offline')) },
  play: async () => {
    await expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument();
  },
};
/** A script's History compares its two latest versions side by side (issue 31). */
export const ScriptVersionsCompared: Story = {
  args: {
    scriptVersions: { load: async () => scriptVersions, loadOutput: async (id: string): Promise<unknown> => scriptVersionOutputs[id] },
  },
  play: async () => {
    const table = await screen.findByRole('table');
    await expect(
      within(table)
        .getByRole('rowheader', { name: /^Closing/ })
        .closest('tbody')!
        .querySelector('del'),
    ).toHaveTextContent('retail');
  },
};
/** Every finished run keeps its output (decision 0173): the film of a past run plays inside History. */
export const PastFilmPlayed: Story = {
  args: {
    title: 'Video',
    nodeType: 'video',
    load: async () => keptRuns,
    loadOutput: async () => runOutputs.video!,
    deleteOutput: fn(async () => undefined),
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^Play the output/ }));
    await expect(await screen.findByRole('region', { name: /^Output of the run/ })).toBeInTheDocument();
    await expect(screen.getByText('Its output is no longer kept.')).toBeInTheDocument();
  },
};
/** A past script opened read-only. */
export const PastScriptOpened: Story = {
  args: {
    title: 'Script',
    nodeType: 'script',
    load: async () => keptRuns,
    loadOutput: async () => runOutputs.script!,
    deleteOutput: fn(async () => undefined),
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^Open the output/ }));
    await expect(await screen.findByRole('region', { name: 'Opening' })).toBeInTheDocument();
  },
};
/** A past run's output deleted after the confirmation. */
export const PastOutputDeleted: Story = {
  args: {
    title: 'Video',
    nodeType: 'video',
    load: async () => keptRuns,
    loadOutput: async () => runOutputs.video!,
    deleteOutput: fn(async () => undefined),
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /^Delete the output/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: "Delete this run's output?" })).getByRole('button', { name: 'Delete' }),
    );
    await expect(args.deleteOutput).toHaveBeenCalledWith('v-3');
    await expect(await screen.findByText(/^Deleted the output of the run started/)).toBeInTheDocument();
  },
};
