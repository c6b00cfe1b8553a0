import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { BottomSheet } from './BottomSheet';

const paragraphs = Array.from({ length: 12 }, (_, index) => (
  <p key={index} style={{ marginBottom: 16 }}>
    Figure {index + 1}: the sheet scrolls on its own while the page behind it stays still.
  </p>
));

const meta = {
  title: 'ui-kit/BottomSheet',
  component: BottomSheet,
  args: {
    title: 'Alt Text demo',
    children: <div style={{ padding: 24 }}>{paragraphs}</div>,
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, opened from its trigger: focus moves in, Escape closes and returns focus. */
export const Closed: Story = {
  args: { trigger: <Button>Generate Now</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Generate Now' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Alt Text demo' });
    await expect(sheet.contains(document.activeElement)).toBe(true);
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** The overlay's 'Unknown Tool' state. */
export const UnknownTool: Story = {
  args: {
    defaultOpen: true,
    title: 'Demo',
    children: (
      <div style={{ padding: 24 }}>
        <h3>Unknown Tool</h3>
      </div>
    ),
  },
  play: async () => {
    await expect(await screen.findByText('Unknown Tool')).toBeInTheDocument();
  },
};

export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true, children: <h2 style={{ padding: 24 }}>Alt text results</h2> },
};
