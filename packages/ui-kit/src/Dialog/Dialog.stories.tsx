import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'ui-kit/Dialog',
  component: Dialog,
  args: {
    title: 'Select Audio Type',
    description: 'Pre-set audio type/language for demo—full options on our playground',
    children: <p>We will generate audio for every line in uploaded paper</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { trigger: <Button>Choose audio</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose audio' }));
    await expect(screen.getByRole('dialog', { name: 'Select Audio Type' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button>Generate Audio</Button>
      </>
    ),
  },
};

export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined, title: 'Unlock' } };
