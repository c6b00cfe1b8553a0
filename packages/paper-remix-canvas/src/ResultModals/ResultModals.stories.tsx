import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';

// Drawers and modals render in a portal outside the story's canvas.
const screen = within(document.body);
import { NOW, scriptOutput, storyboardOutput } from '../test/fixtures';
import { ScriptModal } from './ScriptModal';
import { StoryboardModal } from './StoryboardModal';
import { VideoPlayerModal } from './VideoPlayerModal';

// A short public-domain-free stand-in: stories never fetch it; the player shows its controls.
const VIDEO = 'data:video/mp4;base64,';

const meta = {
  title: 'paper-remix-canvas/ResultModals',
  component: ScriptModal,
  args: { open: true, execution: { jsonOutput: scriptOutput }, onOpenChange: fn(), onDownload: fn() },
  decorators: [(Story) => <ClockProvider clock={createFakeClock(NOW)}>{<Story />}</ClockProvider>],
} satisfies Meta<typeof ScriptModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Script: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.anything(), 'script-2026-03-05.txt');
  },
};
export const ScriptEmpty: Story = {
  args: { execution: null },
  play: async () => {
    await expect(screen.getByRole('dialog')).toHaveTextContent('Something went wrong!');
  },
};
export const Storyboard: Story = {
  render: (args) => <StoryboardModal {...args} execution={{ jsonOutput: storyboardOutput }} />,
};
export const StoryboardEmpty: Story = { render: (args) => <StoryboardModal {...args} execution={null} /> };
export const Video: Story = {
  render: (args) => <VideoPlayerModal open={args.open} onOpenChange={args.onOpenChange} videoUrl={VIDEO} onDownload={args.onDownload} fetchFile={async () => new Blob(['mp4'])} />,
};
export const VideoGuestDownload: Story = {
  render: (args) => <VideoPlayerModal open={args.open} videoUrl={VIDEO} mode="guest" />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Not able to download file.');
  },
};
export const VideoEmpty: Story = { render: (args) => <VideoPlayerModal open={args.open} videoUrl={null} /> };
