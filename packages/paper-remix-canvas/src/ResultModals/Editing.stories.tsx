import { advanceRendered, ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResultEditError, type NodeVersion } from '../adapter';
import { NOW, scriptOutput, scriptVersionOutputs, scriptVersions, storyboardOutput } from '../test/fixtures';
import type { NodeExecution } from '../workflow/types';
import { ScriptModal } from './ScriptModal';
import { StoryboardModal } from './StoryboardModal';
import type { EditableResultProps } from './useResultEditing';

// Modals render in a portal outside the story's canvas.
const screen = within(document.body);

let clock = createFakeClock(NOW);
const skeletonDone = async () => {
  await screen.findByRole('dialog');
  await advanceRendered(clock, 500);
};

const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();
const versions: NodeVersion[] = [
  { id: 'v3', kind: 'edited', createdAt: at(5, 13, 40), current: true },
  { id: 'v2', kind: 'restored', createdAt: at(4, 9, 10), current: false },
  { id: 'v1', kind: 'generated', createdAt: at(1, 8), current: false },
];

/** A modal whose saves and restores change what it shows, as the workspace does. */
function Editable({ kind, onSave, loadVersions, onRestore, loadVersionOutput }: { kind: 'script' | 'storyboard' } & EditableResultProps) {
  const [execution, setExecution] = useState<NodeExecution>({ jsonOutput: kind === 'script' ? scriptOutput : storyboardOutput });
  const Modal = kind === 'script' ? ScriptModal : StoryboardModal;
  return (
    <Modal
      open
      execution={execution}
      onDownload={fn()}
      {...(onSave
        ? {
            onSave: async (output: unknown) => {
              await onSave(output);
              setExecution({ jsonOutput: output });
            },
          }
        : {})}
      {...(loadVersions ? { loadVersions } : {})}
      {...(onRestore ? { onRestore } : {})}
      {...(loadVersionOutput ? { loadVersionOutput } : {})}
    />
  );
}

const meta = {
  title: 'paper-remix-canvas/ResultModals/Editing',
  component: Editable,
  args: { kind: 'script', onSave: fn(async () => {}), loadVersions: fn(async () => versions), onRestore: fn(async () => {}) },
  decorators: [(Story) => <ClockProvider clock={clock}>{<Story />}</ClockProvider>],
  beforeEach: () => {
    clock = createFakeClock(NOW);
  },
} satisfies Meta<typeof Editable>;

export default meta;
type Story = StoryObj<typeof meta>;

const startEditing = async () => {
  await skeletonDone();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await expect(screen.getByRole('form', { name: /^Edit / })).toBeInTheDocument();
};

/** A registered user's script: Edit and Versions beside Download (the guest demo shows Download only). */
export const ScriptWithEdit: Story = {
  play: async () => {
    await skeletonDone();
    await expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Versions' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Editing: the opening, each slide's heading and narration and the closing, with Save and Cancel; focus in the first field. */
export const ScriptEditing: Story = {
  play: async () => {
    await startEditing();
    await expect(screen.getByLabelText('Opening narration')).toHaveFocus();
  },
};

/** Saving: the button shows progress and the fields wait. */
export const ScriptSaving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await startEditing();
    await userEvent.type(screen.getByLabelText('Slide 2 narration'), ' It runs on the kiosk itself.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saved: back to the result, showing the edit, with focus on Edit. */
export const ScriptSaved: Story = {
  play: async ({ args }) => {
    await startEditing();
    await userEvent.type(screen.getByLabelText('Closing narration'), ' Shoppers notice.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Closing' })).toHaveTextContent('Shoppers notice.'));
    await expect(args.onSave).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  },
};

/** Checked before saving: an empty heading and a text over 4000 characters, each named. */
export const ScriptInvalid: Story = {
  play: async () => {
    await startEditing();
    await userEvent.clear(screen.getByLabelText('Slide 1 heading'));
    await userEvent.click(screen.getByLabelText('Closing narration'));
    await userEvent.paste('Long. '.repeat(700));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(screen.getByLabelText('Slide 1 heading')).toHaveAccessibleDescription('Slide 1 heading cannot be empty.');
  },
};

/** The api refused (here 409 while the step runs): its message in the modal, the text kept. */
export const ScriptRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new ResultEditError(409, 'This step is running. Edit it when it has finished.'))) },
  play: async () => {
    await startEditing();
    await userEvent.type(screen.getByLabelText('Opening narration'), ' Every one.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('This step is running. Edit it when it has finished.');
  },
};

/** Escape with unsaved changes asks before discarding them. */
export const ScriptDiscardChanges: Story = {
  play: async () => {
    await startEditing();
    await userEvent.type(screen.getByLabelText('Opening narration'), ' Changed.');
    await userEvent.keyboard('{Escape}');
    await expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  },
};

/** Versions: Generated, Edited and Restored with their time, the current one marked, Restore on the others. */
export const ScriptVersions: Story = {
  play: async ({ args }) => {
    await skeletonDone();
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const list = await screen.findByRole('list', { name: 'Versions' });
    await expect(list).toHaveTextContent('EditedToday, 13:40Current');
    await expect(args.loadVersions).toHaveBeenCalled();
  },
};

/** Restore asks first: later steps will be out of date. */
export const ScriptRestoreConfirm: Story = {
  play: async () => {
    await skeletonDone();
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Restore\s+the generated version/ }));
    await expect(await screen.findByRole('dialog', { name: 'Restore this version?' })).toHaveTextContent(
      'Steps after this one will be marked Out of date.',
    );
  },
};

/** Two script versions side by side, the changed words marked (issue 31). */
export const ScriptCompareVersions: Story = {
  args: { loadVersions: fn(async () => scriptVersions), loadVersionOutput: fn(async (id: string) => scriptVersionOutputs[id]) },
  play: async ({ args }) => {
    await skeletonDone();
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Compare two versions' }));
    const table = await screen.findByRole('table');
    await expect(
      within(table)
        .getByRole('rowheader', { name: /^Closing/ })
        .closest('tbody')!
        .querySelector('del'),
    ).toHaveTextContent('retail');
    await expect(args.loadVersionOutput).toHaveBeenCalledWith('v1');
  },
};

/** Before the first edit there is nothing else to list. */
export const ScriptNoVersions: Story = {
  args: { loadVersions: fn(async () => []) },
  play: async () => {
    await skeletonDone();
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    await expect(await screen.findByText(/No other versions yet/)).toBeInTheDocument();
  },
};

/** The storyboard for a registered user. */
export const StoryboardWithEdit: Story = { args: { kind: 'storyboard' }, play: skeletonDone };

/** Editing a storyboard: each scene's five texts; sound cues, durations and the rest are kept. */
export const StoryboardEditing: Story = {
  args: { kind: 'storyboard' },
  play: async () => {
    await startEditing();
    await expect(screen.getByLabelText('Scene 1 visual description')).toHaveFocus();
  },
};

/** The storyboard's versions. */
export const StoryboardVersions: Story = {
  args: { kind: 'storyboard' },
  play: async () => {
    await skeletonDone();
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    await expect(await screen.findByRole('list', { name: 'Versions' })).toBeInTheDocument();
  },
};

/** The guest demo's script: read-only, Download only (SPEC §6). */
export const ScriptReadOnly: Story = {
  args: { onSave: undefined, loadVersions: undefined, onRestore: undefined },
  play: async () => {
    await skeletonDone();
    await expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};
