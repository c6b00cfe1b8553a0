import { advanceRendered, ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaperModal, ScriptModal, VideoPlayerModal } from '../ResultModals';
import { NOW, paperExecution, scriptOutput } from '../test/fixtures';
import { ResultPanel } from './ResultPanel';

let clock = createFakeClock(NOW);

/** A stand-in for the workspace's row: a canvas that fills the width the panel leaves it. */
function Row({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 12, height: 560 }}>
      <div
        role="region"
        aria-label="Canvas"
        style={{ flex: 1, minWidth: 0, border: '1px dashed #9ca3af', borderRadius: 12, display: 'grid', placeItems: 'center' }}
      >
        <button type="button">Zoom in</button>
      </div>
      {children}
    </div>
  );
}

const meta = {
  title: 'paper-remix-canvas/ResultPanel',
  component: ResultPanel,
  args: { title: 'Script', open: true, onOpenChange: fn(), onFullScreenChange: fn() },
  decorators: [(Story) => <ClockProvider clock={clock}>{<Story />}</ClockProvider>],
  beforeEach: () => {
    clock = createFakeClock(NOW);
  },
  render: (args) => (
    <Row>
      <ResultPanel {...args}>
        <p>The panel's body scrolls on its own; the canvas beside it stays in view and usable.</p>
      </ResultPanel>
    </Row>
  ),
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open beside the canvas (from 1024 px; below it covers the screen). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('dialog', { name: 'Script' });
    await expect(panel).not.toHaveAttribute('aria-modal', 'true');
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  },
};

/** 'Full screen' pressed: the panel covers the screen until it is pressed again. */
export const FullScreen: Story = {
  args: { fullScreen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'Script' })).toHaveAttribute('data-full-screen', 'true');
  },
};

/** Closed: nothing is drawn and the canvas takes the whole row. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Toggling full screen and closing, as a user does. */
export const Uncontrolled: Story = {
  args: { open: undefined, defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    await expect(args.onFullScreenChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

const skeletonDone = () => advanceRendered(clock, 500);

/** The script as the workspace shows it: in the panel. */
export const ScriptInPanel: Story = {
  render: () => (
    <Row>
      <ScriptModal
        open
        presentation="panel"
        execution={{ time_taken: 12, jsonOutput: scriptOutput, outputData: null, videoUrl: null }}
        onOpenChange={fn()}
        onDownload={fn()}
      />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await skeletonDone();
    await expect(await within(canvasElement).findByRole('heading', { name: 'Opening' })).toBeInTheDocument();
  },
};

/** The paper's contents in the panel: details, figures and sections in one column. */
export const PaperContentsInPanel: Story = {
  render: () => (
    <Row>
      <PaperModal open presentation="panel" execution={{ ...paperExecution, time_taken: 3, videoUrl: null }} onOpenChange={fn()} />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await skeletonDone();
    await expect(await within(canvasElement).findByRole('region', { name: 'Paper details' })).toBeInTheDocument();
  },
};

/** A video without a result yet: the panel says so. */
export const VideoWithoutResult: Story = {
  render: function VideoStory() {
    const [fullScreen, setFullScreen] = useState(false);
    return (
      <Row>
        <VideoPlayerModal
          open
          presentation="panel"
          fullScreen={fullScreen}
          onFullScreenChange={setFullScreen}
          videoUrl={null}
          onOpenChange={fn()}
        />
      </Row>
    );
  },
  play: async ({ canvasElement }) => {
    await skeletonDone();
    await expect(within(canvasElement).getByRole('dialog', { name: 'Video' })).toBeInTheDocument();
  },
};
