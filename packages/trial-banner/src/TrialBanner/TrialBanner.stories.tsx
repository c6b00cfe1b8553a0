import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BOOKING_URL, NOW, sessions, SIGN_UP_URL } from '../test/fixtures';
import { getPageOffset } from './trialBannerState';
import { TrialBanner } from './TrialBanner';

const never = () => new Promise<number | null>(() => {});
const days = (value: number) => () => Promise.resolve(value);

const meta = {
  title: 'trial-banner/TrialBanner',
  component: TrialBanner,
  parameters: { layout: 'fullscreen' },
  args: { session: sessions.guest, signUpUrl: SIGN_UP_URL, bookingUrl: BOOKING_URL, loadDaysLeft: never, onError: fn() },
  decorators: [
    (Story, { args }) => (
      // The fixed "now" keeps the end dates of the sample sessions meaningful.
      <ClockProvider clock={createFakeClock(NOW)}>
        <Story />
        <main style={{ paddingTop: getPageOffset(args.session, NOW) + 24, paddingInline: 24, color: '#4b5563' }}>
          <p>Page content starts {getPageOffset(args.session, NOW)} px lower.</p>
        </main>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof TrialBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const bannerOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('complementary', { name: 'Free trial' });

export const Loading: Story = {
  args: { session: sessions.loading },
  play: async ({ canvasElement }) => {
    await expect(await bannerOf(canvasElement)).toHaveTextContent('FREE 7-day trial.');
  },
};

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Register Now!' });
    await expect(link).toHaveAttribute('href', SIGN_UP_URL);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Expired: Story = {
  args: { session: sessions.expiredFlag },
  play: async ({ canvasElement }) => {
    await expect(await bannerOf(canvasElement)).toHaveTextContent('Your free trial has expired!');
    await expect(within(canvasElement).getByRole('link', { name: 'Book a call' })).toHaveAttribute('target', '_blank');
  },
};

export const Active: Story = {
  args: { session: sessions.trial, loadDaysLeft: days(5) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your free trial is active (5 days left)')).toBeInTheDocument();
  },
};

export const Warning2Days: Story = {
  args: { session: sessions.trial, loadDaysLeft: days(2) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your free trial is active (2 days left)')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Contact us!' })).toBeInTheDocument();
  },
};

export const Warning1Day: Story = {
  args: { session: sessions.trial, loadDaysLeft: days(1) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your free trial is active (1 day left)')).toBeInTheDocument();
  },
};

export const Warning0Days: Story = { args: { session: sessions.trial, loadDaysLeft: days(0.3) } };

export const DaysLoading: Story = {
  args: { session: sessions.trial, loadDaysLeft: never },
  play: async ({ canvasElement }) => {
    await expect(await bannerOf(canvasElement)).toHaveTextContent(/^Your free trial is active$/);
  },
};

export const LoadError: Story = {
  args: { session: sessions.trial, loadDaysLeft: () => Promise.reject(new Error('Request failed with status 500')) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
    await expect(await bannerOf(canvasElement)).toHaveTextContent(/^Your free trial is active$/);
  },
};

export const Hidden: Story = {
  args: { session: sessions.noTrial },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary', { name: 'Free trial' })).toBeNull();
  },
};

export const ContactModalOpen: Story = {
  args: { session: sessions.trial, loadDaysLeft: days(1) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Contact us!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toHaveTextContent('Your free trial ends soon.');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const ContactModalWithForm: Story = {
  args: {
    session: sessions.trial,
    loadDaysLeft: days(2),
    defaultContactOpen: true,
    contactContent: (
      <form aria-label="Contact form" style={{ display: 'grid', gap: 12, maxWidth: 420 }} onSubmit={(event) => event.preventDefault()}>
        <label>
          First name <input name="firstName" />
        </label>
        <label>
          Work email <input name="email" type="email" />
        </label>
        <button type="submit">Send</button>
      </form>
    ),
  },
};
