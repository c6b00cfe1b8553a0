import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ClockProvider } from '../Clock/ClockProvider';
import { createFakeClock } from '../Clock/clock';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';
import type { ToastTone } from './toastQueue';

function Demo({ tone = 'info', message = 'Message sent', duration }: { tone?: ToastTone; message?: string; duration?: number | null }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(message, { tone, duration })}>Show toast</Button>;
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastProvider,
  args: { children: <Demo /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(screen.getByRole('list', { name: 'Notifications' })).toHaveTextContent('Message sent');
  },
};

export const Success: Story = { args: { children: <Demo tone="success" message="Thanks! We will be in touch." duration={null} /> } };
export const Danger: Story = { args: { children: <Demo tone="danger" message="Not able to download file." duration={null} /> } };

const clock = createFakeClock(0);
export const AutoDismiss: Story = {
  args: { children: <Demo message="Saved" duration={5000} /> },
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <Story />
      </ClockProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(screen.getByText('Saved')).toBeInTheDocument();
    clock.advance(5000);
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  },
};
