import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { scriptVersionOutputs, scriptVersions } from '../test/fixtures';
import { COMPARE_FAILED_MESSAGE, SAME_VERSION_MESSAGE, ScriptCompare } from './ScriptCompare';

const labelOf = (version: { kind: string }) => (version.kind === 'edited' ? 'Edited, Today, 13:40' : 'Generated, Today, 09:05');

const meta = {
  title: 'paper-remix-canvas/ScriptCompare',
  component: ScriptCompare,
  args: { versions: scriptVersions, loadOutput: async (id: string): Promise<unknown> => scriptVersionOutputs[id], labelOf },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{<Story />}</div>],
} satisfies Meta<typeof ScriptCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generated script beside the owner's edit: removed words struck through, added ones underlined (issue 31). */
export const Changes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(
      within(table)
        .getByRole('rowheader', { name: /^Closing/ })
        .closest('tbody')!
        .querySelector('del'),
    ).toHaveTextContent('retail');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 words removed, 2 words added.');
  },
};
/** The same version on both sides: nothing to show but the reason. */
export const SameVersion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Before' }), 'v2');
    await expect(canvas.getByRole('status')).toHaveTextContent(SAME_VERSION_MESSAGE);
  },
};
export const Loading: Story = {
  args: { loadOutput: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the versions…');
  },
};
export const Failed: Story = {
  args: { loadOutput: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(COMPARE_FAILED_MESSAGE)).toBeInTheDocument();
  },
};
