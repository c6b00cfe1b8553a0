import { advanceRendered, ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOW, plainPresentationExecution, presentationExecution } from '../test/fixtures';
import { PRESENTATION_FILES_MISSING_MESSAGE, PresentationModal } from './PresentationModal';
import { MODAL_SKELETON_MS } from './useSkeleton';

// The panel renders in a portal outside the story's canvas.
const screen = within(document.body);
let clock: FakeClock = createFakeClock(NOW);

const meta = {
  title: 'paper-remix-canvas/PresentationModal',
  component: PresentationModal,
  args: {
    open: true,
    execution: presentationExecution,
    onOpenChange: fn(),
    onDownload: fn(),
    fetchFile: fn(async () => new Blob(['deck'])),
    presentation: 'panel',
  },
  decorators: [(Story) => <ClockProvider clock={clock}>{<Story />}</ClockProvider>],
  beforeEach: () => {
    clock = createFakeClock(NOW);
  },
} satisfies Meta<typeof PresentationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const past = async () => advanceRendered(clock, MODAL_SKELETON_MS);

/** A 16:9 deck in the Paperlight theme with its figures, a table, a key number and notes; the PowerPoint downloaded. */
export const Completed169WithFigures: Story = {
  play: async ({ args }) => {
    await past();
    await expect(await screen.findByRole('img', { name: 'First slide: Recognising Products at the Unmanned Kiosk' })).toBeInTheDocument();
    await expect(screen.getByText('16:9 · Paperlight theme · speaker notes included')).toBeInTheDocument();
    await expect(within(screen.getByRole('list', { name: 'Slides' })).getAllByRole('listitem')[2]).toHaveTextContent(
      '3 Figure The recognition pipeline p. 4',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download PowerPoint (.pptx)' }));
    await expect(args.fetchFile).toHaveBeenCalledWith('https://files.example/presentation.pptx');
  },
};
/** A 4:3 deck in the plain theme, without speaker notes. */
export const FourThreePlainWithoutNotes: Story = {
  args: { execution: plainPresentationExecution },
  play: async () => {
    await past();
    await expect(await screen.findByText('4:3 · Plain theme · no speaker notes')).toBeInTheDocument();
    await expect(within(screen.getByRole('list', { name: 'Slides' })).getAllByRole('listitem')).toHaveLength(4);
  },
};
/** A deck made before its files were kept: its slides, and why there is nothing to download. */
export const FilesMissing: Story = {
  args: { execution: { ...presentationExecution, outputData: { slides: 7, size: '16:9' } } },
  play: async () => {
    await past();
    await expect(await screen.findByText(PRESENTATION_FILES_MISSING_MESSAGE)).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Download PDF handout' })).toBeNull();
  },
};
/** A result that is not a deck. */
export const UnreadableOutput: Story = {
  args: { execution: { ...presentationExecution, jsonOutput: null, outputData: null } },
  play: async () => {
    await past();
    await expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  },
};
