import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, within } from 'storybook/test';
import { ContactDrawer } from './ContactDrawer';
import { HANDLED_REQUEST, LINKED_REQUEST, NEW_REQUEST } from './contactFixtures';

const meta = {
  title: 'site/admin/ContactDrawer',
  component: ContactDrawer,
  args: { detail: NEW_REQUEST, timeZone: 'Europe/Paris', open: true, onOpenChange: fn() },
} satisfies Meta<typeof ContactDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request, overdue: every field the form sent, its age, nobody as owner, no replies, notes or History yet. */
export const NewRequest: Story = {
  play: async () => {
    const drawer = within(screen.getByRole('dialog', { name: 'Ines Inbox' }));
    await expect(drawer.getByText('Managing Editor')).toBeInTheDocument();
    await expect(drawer.getByText('Overdue')).toBeInTheDocument();
    await expect(drawer.getByText('No replies yet. A reply sent from here is kept below the request.')).toBeInTheDocument();
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
  args: {
    feedback: {
      ok: false,
      message: 'The owner of Ines Inbox was not changed: Tara Trial is neither sales nor an administrator; choose someone who is',
    },
  },
};

/** Replies: the thread oldest first above the reply form (one kept unsent), the account and earlier requests of the address. */
export const WithReplies: Story = {
  args: { detail: LINKED_REQUEST },
  play: async () => {
    const drawer = within(screen.getByRole('dialog', { name: 'Ines Inbox' }));
    await expect(within(drawer.getByRole('list', { name: 'Replies' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(drawer.getByRole('link', { name: 'Ines Inbox (ines@revue-medicale.example)' })).toBeInTheDocument();
    await expect(drawer.getByText(/^Not sent:/)).toBeInTheDocument();
  },
};

/** While a reply is being sent: its button is busy. */
export const SendingReply: Story = {
  args: { detail: LINKED_REQUEST, busy: { reply: true } },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Send reply' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A reply kept but not mailed: the drawer says so (and the thread shows it). */
export const ReplyNotSent: Story = {
  args: {
    detail: LINKED_REQUEST,
    feedback: { ok: false, message: 'The reply to Ines Inbox was kept but not sent: connect ECONNREFUSED (mail server)' },
  },
  play: async () => {
    await expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('was kept but not sent');
  },
};
