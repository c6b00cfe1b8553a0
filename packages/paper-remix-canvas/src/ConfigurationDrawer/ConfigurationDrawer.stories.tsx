import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';

// Drawers and modals render in a portal outside the story's canvas.
const screen = within(document.body);
import { nodeIn } from '../test/fixtures';
import { ConfigurationDrawer } from './ConfigurationDrawer';

const meta = {
  title: 'paper-remix-canvas/ConfigurationDrawer',
  component: ConfigurationDrawer,
  args: { node: nodeIn('script', 'idle'), onOpenChange: fn(), onChange: fn(), onLocked: fn() },
} satisfies Meta<typeof ConfigurationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaperInput: Story = { args: { node: nodeIn('paperInput', 'completed') } };
export const Script: Story = {
  play: async () => {
    await expect(screen.getByRole('option', { name: 'Medium (4-5 min)' })).toBeDisabled();
  },
};
export const Storyboard: Story = { args: { node: nodeIn('storyboard', 'idle') } };
export const Video: Story = { args: { node: nodeIn('video', 'idle') } };
export const Podcast: Story = {
  args: { node: nodeIn('podcast', 'idle') },
  play: async () => {
    await expect(screen.getByRole('group', { name: 'Guest genders' })).toBeInTheDocument();
  },
};
const solo = nodeIn('podcast', 'idle');
export const PodcastSolo: Story = {
  args: { node: { ...solo, data: { ...solo.data, configuration: { basic: { participants: 1 } } } } },
  play: async () => {
    await expect(screen.queryByRole('group', { name: 'Guest genders' })).not.toBeInTheDocument();
  },
};
export const Output: Story = { args: { node: nodeIn('output', 'idle') } };
export const GuestLocked: Story = {
  args: { node: nodeIn('storyboard', 'completed'), mode: 'guest' },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Style: sign up to change' }));
    await expect(args.onLocked).toHaveBeenCalled();
  },
};
