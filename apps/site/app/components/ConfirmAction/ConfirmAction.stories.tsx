import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConfirmAction } from './ConfirmAction';

const meta = {
  title: 'site/ConfirmAction',
  component: ConfirmAction,
  args: {
    label: 'Suspend account',
    title: 'Suspend Nora Audit?',
    description: 'Nora Audit (nora@example.org) is signed out on every device at once and cannot sign in until an administrator reactivates the account.',
    intent: 'suspend',
    confirmLabel: 'Suspend account',
  },
} satisfies Meta<typeof ConfirmAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button that opens the confirmation. */
export const Closed: Story = {};

/** Open: the dialog names the account and the effect. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Suspend account' }));
    await expect(await screen.findByRole('dialog', { name: 'Suspend Nora Audit?' })).toBeInTheDocument();
  },
};

/** Erasure: the confirming button stays disabled until the account's email is typed. */
export const TypeToConfirm: Story = {
  args: {
    label: 'Erase account',
    title: 'Erase Nora Audit?',
    description: 'This permanently deletes the account of Nora Audit (nora@example.org), their projects and files.',
    intent: 'erase',
    confirmLabel: 'Erase permanently',
    typeToConfirm: 'nora@example.org',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erase account' }));
    await expect(await screen.findByRole('button', { name: 'Erase permanently' })).toBeDisabled();
  },
};
