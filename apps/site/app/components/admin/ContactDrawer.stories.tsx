import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, within } from 'storybook/test';
import { ContactDrawer } from './ContactDrawer';
import { HANDLED_REQUEST, NEW_REQUEST } from './contactFixtures';

const meta = {
  title: 'site/admin/ContactDrawer',
  component: ContactDrawer,
  args: { detail: NEW_REQUEST, timeZone: 'Europe/Paris', open: true, onOpenChange: fn() },
} satisfies Meta<typeof ContactDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request: every field the form sent, nobody as owner, no notes, no History yet. */
export const NewRequest: Story = {
  play: async () => {
    const drawer = within(screen.getByRole('dialog', { name: 'Ines Inbox' }));
    await expect(drawer.getByText('Managing Editor')).toBeInTheDocument();
    await expect(drawer.getByText('Nobody yet')).toBeInTheDocument();
    await expect(drawer.getByText('No notes yet. Only sales and administrators see them.')).toBeInTheDocument();
    await expect(drawer.getByRole('cell', { name: 'No Data' })).toBeInTheDocument();
  },
};

/** Looked after: an owner, notes oldest first, and its History in words (owner, status, notes). */
export const Handled: Story = {
  args: { detail: HANDLED_REQUEST },
  play: async () => {
    const drawer = within(screen.getByRole('dialog', { name: 'Ines Inbox' }));
    await expect(drawer.getByLabelText('Owner')).toHaveValue('u-sam');
    await expect(drawer.getByLabelText('Status')).toHaveValue('contacted');
    await expect(drawer.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Called back: they want a quote for the plates and the index.',
      'Quote sent.',
    ]);
    await expect(drawer.getByText('Owner: nobody → Sam Sales (sales@paperlight.test)')).toBeInTheDocument();
  },
};

/** While a note is being saved: its button is busy. */
export const SavingNote: Story = {
  args: { detail: HANDLED_REQUEST, busy: { note: true } },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Add note' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** After a change: the drawer says what happened in its own live region (the page's toast sits behind it). */
export const AfterAChange: Story = {
  args: { detail: HANDLED_REQUEST, feedback: { ok: true, message: 'Note added to Ines Inbox' } },
  play: async () => {
    await expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Note added to Ines Inbox');
  },
};

/** A change the api refused, in its words. */
export const ChangeRefused: Story = {
  args: { feedback: { ok: false, message: 'The owner of Ines Inbox was not changed: Tara Trial is neither sales nor an administrator; choose someone who is' } },
};
