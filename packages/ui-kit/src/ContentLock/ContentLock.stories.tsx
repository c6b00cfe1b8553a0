import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ContentLock } from './ContentLock';
import { CONTENT_TRUNCATED_MARKER } from './guestContent';

const answer =
  'Large cohort studies found that myocarditis after mRNA vaccination is rare and mostly mild, concentrated in young men after the second dose. ' +
  `${CONTENT_TRUNCATED_MARKER} ` +
  'The risk after infection itself was several times higher in the same age groups, and follow-up at three months showed most patients had recovered, although imaging changes persisted in some.';

const meta = {
  title: 'ui-kit/ContentLock',
  component: ContentLock,
  args: { text: answer, signUpUrl: 'https://sso.example.test/signup' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentLock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unlock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Unlock/ })).toHaveAttribute('target', '_blank');
    await expect(canvasElement).not.toHaveTextContent('CONTENT_TRUNCATED_FOR_GUEST');
  },
};

export const Register: Story = {
  args: { action: 'register' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Register to view complete content/ })).toBeInTheDocument();
  },
};

export const FullyLocked: Story = { args: { text: `${CONTENT_TRUNCATED_MARKER} ${answer.replace(CONTENT_TRUNCATED_MARKER, '')}` } };

export const NotLocked: Story = {
  args: { text: 'A complete answer without a guest limit shows in full.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
