import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import { Modal } from './Modal';

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  args: {
    title: 'Contact us',
    children: (
      <form style={{ display: 'grid', gap: 16, maxWidth: 480 }} onSubmit={(event) => event.preventDefault()}>
        <TextInput label="First name" />
        <TextInput label="Work email" type="email" />
        <Button type="submit">Send</Button>
      </form>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { trigger: <Button>Contact us!</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Contact us!' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true, children: <h2>Let’s talk about your journals</h2> },
};
