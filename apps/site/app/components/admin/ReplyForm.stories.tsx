import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TEMPLATES } from './contactFixtures';
import { LogReplyForm, ReplyForm } from './ReplyForm';

const meta = {
  title: 'site/admin/ReplyForm',
  component: ReplyForm,
  args: { templates: TEMPLATES, to: 'ines@revue-medicale.example' },
} satisfies Meta<typeof ReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the usual subject and the saved templates to start from. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText('Subject')).toHaveValue('Re: your enquiry to Paperlight');
    await expect(form.getByLabelText('Reply')).toHaveValue('');
  },
};

/** A template picked: its text filled in for Ines, Revue Médicale and Sam. */
export const TemplatePicked: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.selectOptions(form.getByLabelText('Start from a template'), 'book-a-call');
    await expect((form.getByLabelText('Reply') as HTMLTextAreaElement).value).toMatch(
      /^Hello Ines,\n\nThank you for your interest in Paperlight for Revue Médicale/,
    );
  },
};

/** While the reply is being sent. */
export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send reply' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 'Log their reply', open: their answer pasted into the thread. */
export const LogTheirReply: Story = {
  render: () => <LogReplyForm defaultOpen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Their reply, pasted as they wrote it')).toBeVisible();
  },
};
