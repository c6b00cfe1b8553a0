import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultFrame } from './ResultFrame';

const meta = {
  title: 'paper-remix-canvas/ResultFrame',
  component: ResultFrame,
  args: { title: 'Script', open: true, onOpenChange: fn(), onFullScreenChange: fn() },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, height: 480 }}>
      <div style={{ flex: 1, minWidth: 0, border: '1px dashed #9ca3af', borderRadius: 12 }} />
      <ResultFrame {...args}>
        <p>Opening narration: this video explains the paper in brief.</p>
      </ResultFrame>
    </div>
  ),
} satisfies Meta<typeof ResultFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any host but the workspace: the result over the page, in a modal. */
export const Modal: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: 'Script' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Full screen' })).toBeNull();
  },
};

/** The workspace: a panel beside the canvas, with its Full screen choice. */
export const Panel: Story = {
  args: { presentation: 'panel', fullScreen: false },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Full screen' }));
    await expect(args.onFullScreenChange).toHaveBeenCalledWith(true);
  },
};

/** The panel set to full screen. */
export const PanelFullScreen: Story = {
  args: { presentation: 'panel', fullScreen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true');
  },
};
