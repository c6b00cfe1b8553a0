import { advanceRendered, ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';

// Drawers and modals render in a portal outside the story's canvas.
const screen = within(document.body);
import { NOW, paperExecution, scriptOutput, storyboardOutput, storyboardWithImagesExecution } from '../test/fixtures';
import { NO_FIGURES_MESSAGE, PaperModal } from './PaperModal';
import { ScriptModal } from './ScriptModal';
import { StoryboardModal } from './StoryboardModal';
import { ShareLinks } from './ShareLinks';
import { VideoPlayerModal } from './VideoPlayerModal';

// A short public-domain-free stand-in: stories never fetch it; the player shows its controls.
const VIDEO = 'data:video/mp4;base64,';

const meta = {
  title: 'paper-remix-canvas/ResultModals',
  component: ScriptModal,
  args: { open: true, execution: { jsonOutput: scriptOutput }, onOpenChange: fn(), onDownload: fn() },
  decorators: [(Story) => <ClockProvider clock={clock}>{<Story />}</ClockProvider>],
  // SPEC §9: each modal shows its skeleton for 500 ms; the stories move the clock past it first.
  beforeEach: () => {
    clock = createFakeClock(NOW);
  },
} satisfies Meta<typeof ScriptModal>;

export default meta;
type Story = StoryObj<typeof meta>;

let clock = createFakeClock(NOW);
const skeletonDone = async () => {
  await screen.findByRole('dialog');
  await advanceRendered(clock, 500);
};

/** The first 500 ms after opening (SPEC §9). */
export const Loading: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Loading script');
  },
};
export const Script: Story = {
  play: async ({ args }) => {
    await skeletonDone();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.anything(), 'script-2026-03-05.txt');
  },
};
export const ScriptEmpty: Story = {
  args: { execution: null },
  play: async () => {
    await skeletonDone();
    await expect(screen.getByRole('dialog')).toHaveTextContent('Something went wrong!');
  },
};
/** The paper input's result: what the engine read, with every figure and table it cropped. */
export const Paper: Story = {
  render: (args) => <PaperModal {...args} execution={paperExecution} />,
  play: async () => {
    await skeletonDone();
    await expect(screen.getAllByRole('figure')).toHaveLength(2);
  },
};
export const PaperWithoutFigures: Story = {
  render: (args) => <PaperModal {...args} execution={{ ...paperExecution, jsonOutput: { ...paperExecution.jsonOutput, figures: [] } }} />,
  play: async () => {
    await skeletonDone();
    await expect(screen.getByRole('dialog')).toHaveTextContent(NO_FIGURES_MESSAGE);
  },
};
export const Storyboard: Story = {
  render: (args) => <StoryboardModal {...args} execution={{ jsonOutput: storyboardOutput }} />,
  play: skeletonDone,
};
/** Each scene shows the figure it puts on screen (signed `outputData.sceneImageUrls`); the title scene has none. */
export const StoryboardWithPictures: Story = {
  render: (args) => <StoryboardModal {...args} execution={storyboardWithImagesExecution} />,
  play: async () => {
    await skeletonDone();
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('img')).toHaveLength(4);
    await expect(within(dialog).getByRole('img', { name: 'Table 1: Baskets charged right, by product group.' })).toBeVisible();
  },
};
export const StoryboardEmpty: Story = { render: (args) => <StoryboardModal {...args} execution={null} />, play: skeletonDone };
export const Video: Story = {
  render: (args) => (
    <VideoPlayerModal
      open={args.open}
      onOpenChange={args.onOpenChange}
      videoUrl={VIDEO}
      onDownload={args.onDownload}
      fetchFile={async () => new Blob(['mp4'])}
    />
  ),
  play: skeletonDone,
};
const VTT =
  'WEBVTT\n\n00:00:00.000 --> 00:00:04.500\nKiosks without cashiers need to recognise every product on the shelf.\n\n00:00:04.500 --> 00:00:09.000\nA fine-tuned detector classifies retail objects in real time.\n';
/** Captions, chapters and the transcript from the narration's WebVTT. */
export const VideoWithTranscript: Story = {
  render: (args) => (
    <VideoPlayerModal
      open={args.open}
      videoUrl={VIDEO}
      subtitlesUrl="data:text/vtt,"
      scenes={[{ start: 0 }, { start: 4.5 }]}
      title="Retail object classification"
      fetchText={async () => VTT}
      onDownload={args.onDownload}
    />
  ),
  play: async ({ args }) => {
    await skeletonDone();
    await expect(await screen.findByRole('navigation', { name: 'Chapters' })).toHaveTextContent('A fine-tuned detector');
    await userEvent.click(screen.getByRole('button', { name: 'Show transcript' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transcript (.txt)' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.anything(), 'transcript-2026-03-05.txt');
    await expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const VideoGuestDownload: Story = {
  render: (args) => <VideoPlayerModal open={args.open} videoUrl={VIDEO} mode="guest" />,
  play: async () => {
    await skeletonDone();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Not able to download file.');
  },
};
export const VideoEmpty: Story = { render: (args) => <VideoPlayerModal open={args.open} videoUrl={null} />, play: skeletonDone };
/** The owner's public links under a finished video: create, copy, revoke. */
const onCreate = fn(async () => {});
const onRevoke = fn(async (_token: string) => {});
export const VideoShareLinks: Story = {
  render: (args) => (
    <VideoPlayerModal open={args.open} videoUrl={VIDEO}>
      <ShareLinks
        tokens={['k3J9sQ2mP8vX1zL4nR7tY0wE5uA6bC2d']}
        urlOf={(token) => `https://paperlight.example/share/${token}`}
        onCreate={onCreate}
        onRevoke={onRevoke}
      />
    </VideoPlayerModal>
  ),
  play: async () => {
    await skeletonDone();
    await expect(screen.getByRole('textbox', { name: 'Public link' })).toHaveValue(
      'https://paperlight.example/share/k3J9sQ2mP8vX1zL4nR7tY0wE5uA6bC2d',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await expect(onRevoke).toHaveBeenCalledWith('k3J9sQ2mP8vX1zL4nR7tY0wE5uA6bC2d');
  },
};
