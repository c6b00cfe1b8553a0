import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'ui-kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    label: 'End trial now',
    title: 'End the trial of Nora Audit?',
    description: 'Nora Audit (nora@example.org) loses Paper Remix at once. Extend trial gives days back later.',
    intent: 'end',
    confirmLabel: 'End trial',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button that opens the confirmation. */
export const Closed: Story = {};

/** Open: the dialog names the account and the effect. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End trial now' }));
    await expect(await screen.findByRole('dialog', { name: 'End the trial of Nora Audit?' })).toBeInTheDocument();
  },
};

/** A change that is easy to take back, e.g. restoring a retired tool: secondary buttons. */
export const Secondary: Story = {
  args: {
    label: 'Restore',
    title: 'Restore Citation Guard?',
    description: 'Citation Guard comes back with the status it had: Coming soon.',
    intent: 'restore',
    confirmLabel: 'Restore tool',
    variant: 'secondary',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore' }));
    await expect(await screen.findByRole('dialog', { name: 'Restore Citation Guard?' })).toBeInTheDocument();
  },
};

/** Granting power: the confirming button stays disabled until the account's e-mail is typed. */
export const TypeToConfirm: Story = {
  args: {
    label: 'Grant Administrator',
    title: 'Make Nora Audit an administrator?',
    description: 'Nora Audit (nora@example.org) will see every account and contact request, change roles, end trials and erase accounts.',
    intent: 'grant-admin',
    confirmLabel: 'Grant Administrator',
    variant: 'primary',
    typeToConfirm: 'nora@example.org',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Grant Administrator' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Grant Administrator' })).toBeDisabled();
  },
};

/** Typed: the e-mail matches, so the confirming button is enabled. */
export const TypeToConfirmMatched: Story = {
  args: TypeToConfirm.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Grant Administrator' }));
    await userEvent.type(await screen.findByLabelText(/to confirm/), 'nora@example.org');
    await expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Grant Administrator' })).toBeEnabled();
  },
};

/** Busy: the action was sent and the page is waiting for its answer. */
export const Busy: Story = { args: { busy: true } };

/** In the page: confirming calls `onConfirm` (e.g. restoring a version of a result) and posts nothing. */
export const InPage: Story = {
  args: {
    label: 'Restore',
    title: 'Restore this version?',
    description: 'Steps after this one will be marked Out of date.',
    intent: undefined,
    confirmLabel: 'Restore',
    variant: 'primary',
    triggerVariant: 'secondary',
    onConfirm: fn(),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Controlled, without a button: opened by the page, e.g. on Escape with unsaved changes. */
export const Controlled: Story = {
  args: {
    label: undefined,
    open: true,
    title: 'Discard your changes?',
    description: 'Your edits to this script have not been saved.',
    intent: undefined,
    confirmLabel: 'Discard changes',
    cancelLabel: 'Keep editing',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  },
};
