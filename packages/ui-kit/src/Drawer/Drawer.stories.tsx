import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'ui-kit/Drawer',
  component: Drawer,
  args: {
    title: 'Ines Inbox',
    description: 'Contact request received on 2 May 2026',
    children: (
      <>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          <dt>Email</dt>
          <dd style={{ margin: 0 }}>ines@revue-medicale.example</dd>
          <dt>Designation</dt>
          <dd style={{ margin: 0 }}>Managing Editor</dd>
          <dt>Interest</dt>
          <dd style={{ margin: 0 }}>Alt text for our whole seventeenth-century herbarium archive</dd>
        </dl>
        <label style={{ display: 'grid', gap: 4 }}>
          Add a note
          <textarea rows={3} />
        </label>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: its trigger opens it; the close button closes it and the focus goes back. */
export const Closed: Story = {
  args: { trigger: <Button variant="secondary">Open Ines Inbox</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open Ines Inbox' });
    await userEvent.click(trigger);
    await expect(screen.getByRole('dialog', { name: 'Ines Inbox' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, with a request's details and a note field. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Ines Inbox' })).toHaveAccessibleDescription('Contact request received on 2 May 2026');
  },
};

/** A long body scrolls inside the drawer; the title and the close button stay in view. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    description: undefined,
    children: Array.from({ length: 40 }, (_, i) => <p key={i}>Note {i + 1}: called back about the herbarium archive.</p>),
  },
};
