import { advanceRendered, ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editedPodcastExecution, NOW, podcastExecution, shortPodcastExecution, SHORT_PAPER_NOTE } from '../test/fixtures';
import { PodcastModal, RERENDER_PENDING_MESSAGE } from './PodcastModal';
import { MODAL_SKELETON_MS } from './useSkeleton';

// The panel renders in a portal outside the story's canvas.
const screen = within(document.body);
let clock: FakeClock = createFakeClock(NOW);

const meta = {
  title: 'paper-remix-canvas/PodcastModal',
  component: PodcastModal,
  args: {
    open: true,
    execution: podcastExecution,
    onOpenChange: fn(),
    onDownload: fn(),
    fetchFile: fn(async () => new Blob(['audio'])),
    onSave: fn(async () => undefined),
    onRerender: fn(),
    presentation: 'panel',
  },
  decorators: [(Story) => <ClockProvider clock={clock}>{<Story />}</ClockProvider>],
  beforeEach: () => {
    clock = createFakeClock(NOW);
  },
} satisfies Meta<typeof PodcastModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const past = async () => advanceRendered(clock, MODAL_SKELETON_MS);

/** A finished episode: the player, chapters, downloads and the transcript, the first turn current. */
export const Completed: Story = {
  play: async ({ args }) => {
    await past();
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    await expect(within(transcript).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Download MP3' }));
    await expect(args.fetchFile).toHaveBeenCalledWith('https://files.example/podcast.mp3');
  },
};
/** The paper had too little to fill the band: the episode is shorter, and says so. */
export const ShorterThanItsBand: Story = {
  args: { execution: shortPodcastExecution },
  play: async () => {
    await past();
    await expect(await screen.findByText(SHORT_PAPER_NOTE)).toBeInTheDocument();
  },
};
/** Editing turn by turn. */
export const Editing: Story = {
  play: async () => {
    await past();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await expect(screen.getByRole('form', { name: 'Edit episode' })).toBeInTheDocument();
    await expect(screen.getByLabelText('Turn 3 (Sam)')).toHaveValue('So what did they build?');
  },
};
/** An edit saved, waiting for Re-render; its new claim is flagged as not in the paper. */
export const EditedWaitingForRerender: Story = {
  args: { execution: editedPodcastExecution },
  play: async () => {
    await past();
    await expect(await screen.findByText(RERENDER_PENDING_MESSAGE)).toBeInTheDocument();
    await expect(screen.getByText(/^Not found in the paper:/)).toBeInTheDocument();
  },
};
/** Loading: the panel's skeleton for its first half second. */
export const Loading: Story = {
  play: async () => {
    await expect(await screen.findByText('Loading episode')).toBeInTheDocument();
  },
};
