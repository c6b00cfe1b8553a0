import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'ui-kit/TextInput',
  component: TextInput,
  args: { label: 'Work email', type: 'email', placeholder: 'you@university.edu' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Work email' });
    await userEvent.type(input, 'ada@example.org');
    await expect(input).toHaveValue('ada@example.org');
  },
};
export const WithHint: Story = { args: { hint: 'We reply within one working day.' } };
export const Required: Story = { args: { required: true, label: 'First name', type: 'text', placeholder: undefined } };
export const WithError: Story = {
  args: { label: 'First name', type: 'text', placeholder: undefined, required: true, error: 'First name is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { label: 'Ask a follow-up question', type: 'text', disabled: true, placeholder: 'Please wait...' } };
