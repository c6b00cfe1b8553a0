import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { authenticated, axe, BOOKING_URL, fakeApiClient, renderWithProviders, sessions, SIGN_UP_URL } from '../test';
import { TrialBanner, type TrialBannerProps } from './TrialBanner';

function renderBanner(
  props: Partial<TrialBannerProps> & Pick<TrialBannerProps, 'session'>,
  options?: Parameters<typeof renderWithProviders>[1],
) {
  return renderWithProviders(<TrialBanner signUpUrl={SIGN_UP_URL} bookingUrl={BOOKING_URL} {...props} />, options);
}

const banner = () => screen.getByRole('complementary', { name: 'Free trial' });
const never = () => new Promise<number | null>(() => {});

function expectNewTab(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

describe('TrialBanner', () => {
  describe.each([
    ['the session is loading', sessions.loading, 'loading'],
    ['the visitor is logged out', sessions.unauthenticated, 'guest'],
    ['the visitor is a guest', sessions.guest, 'guest'],
  ])('given %s', (_label, session, state) => {
    it('invites to register in a new tab and loads nothing', async () => {
      const loadDaysLeft = vi.fn(never);
      renderBanner({ session, loadDaysLeft });
      expect(banner()).toHaveTextContent('FREE 7-day trial.');
      expect(banner()).toHaveAttribute('data-state', state);
      expectNewTab(screen.getByRole('link', { name: 'Register Now!' }), SIGN_UP_URL);
      expect(loadDaysLeft).not.toHaveBeenCalled();
    });
  });

  it('needs no api client for a guest', () => {
    renderBanner({ session: sessions.guest });
    expect(screen.getByRole('link', { name: 'Register Now!' })).toBeInTheDocument();
  });

  describe('given an expired trial', () => {
    it.each([
      ['flag false', sessions.expiredFlag],
      ['end date in the past', sessions.endedButFlagTrue],
    ])('offers to book a call in a new tab (%s)', (_label, session) => {
      renderBanner({ session, loadDaysLeft: vi.fn(never) });
      expect(banner()).toHaveTextContent('Your free trial has expired!');
      expectNewTab(screen.getByRole('link', { name: 'Book a call' }), BOOKING_URL);
    });
  });

  describe('given a user without a trial', () => {
    it('renders nothing', () => {
      const { container } = renderBanner({ session: sessions.noTrial, loadDaysLeft: vi.fn(never) });
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('given a running trial', () => {
    it('says the trial is active, without a link, while the days load', () => {
      renderBanner({ session: sessions.trial, loadDaysLeft: never });
      expect(banner()).toHaveTextContent(/^Your free trial is active$/);
      expect(banner()).toHaveAttribute('data-state', 'days-loading');
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('shows the days left in green above 2 days, rounded down', async () => {
      renderBanner({ session: sessions.trial, loadDaysLeft: () => Promise.resolve(5.7) });
      expect(await screen.findByText('Your free trial is active (5 days left)')).toBeInTheDocument();
      expect(banner()).toHaveAttribute('data-state', 'active');
      expect(screen.queryByRole('button', { name: 'Contact us!' })).toBeNull();
    });

    it.each([
      [2, 'Your free trial is active (2 days left)'],
      [1.9, 'Your free trial is active (1 day left)'],
      [0.4, 'Your free trial is active (0 days left)'],
    ])('warns in red with %s days and offers Contact us!', async (days, text) => {
      renderBanner({ session: sessions.trial, loadDaysLeft: () => Promise.resolve(days) });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(banner()).toHaveAttribute('data-state', 'warning');
      expect(screen.getByRole('button', { name: 'Contact us!' })).toBeInTheDocument();
    });

    it('loads the days from the api client when no loader is given', async () => {
      const getTrialDaysLeft = vi.fn(() => Promise.resolve(4));
      renderBanner({ session: sessions.trial }, { client: fakeApiClient(getTrialDaysLeft) });
      expect(await screen.findByText('Your free trial is active (4 days left)')).toBeInTheDocument();
      expect(getTrialDaysLeft).toHaveBeenCalledTimes(1);
    });

    it('loads once even when re-rendered with a new inline loader', async () => {
      const load = vi.fn(() => Promise.resolve(4));
      function Harness() {
        const [count, setCount] = useState(0);
        return (
          <>
            <button type="button" onClick={() => setCount(count + 1)}>
              rerender {count}
            </button>
            <TrialBanner session={sessions.trial} signUpUrl={SIGN_UP_URL} bookingUrl={BOOKING_URL} loadDaysLeft={() => load()} />
          </>
        );
      }
      const { user } = renderWithProviders(<Harness />);
      await screen.findByText('Your free trial is active (4 days left)');
      await user.click(screen.getByRole('button', { name: 'rerender 0' }));
      await user.click(screen.getByRole('button', { name: 'rerender 1' }));
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('reloads when another user logs in', async () => {
      const load = vi.fn().mockResolvedValueOnce(5).mockResolvedValueOnce(1);
      const { rerender } = renderBanner({ session: sessions.trial, loadDaysLeft: load });
      await screen.findByText('Your free trial is active (5 days left)');
      rerender(
        <TrialBanner session={authenticated({ id: 'user-2' })} signUpUrl={SIGN_UP_URL} bookingUrl={BOOKING_URL} loadDaysLeft={load} />,
      );
      expect(await screen.findByText('Your free trial is active (1 day left)')).toBeInTheDocument();
    });

    describe('given loading the days fails', () => {
      it('reports the error and keeps the generic text', async () => {
        const failure = new Error('Request failed with status 500');
        const onError = vi.fn();
        renderBanner({ session: sessions.trial, loadDaysLeft: () => Promise.reject(failure), onError });
        await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
        expect(banner()).toHaveAttribute('data-state', 'error');
        expect(banner()).toHaveTextContent(/^Your free trial is active$/);
      });

      it('logs to console.error by default', async () => {
        const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
        const failure = new Error('offline');
        renderBanner({ session: sessions.trial, loadDaysLeft: () => Promise.reject(failure) });
        await waitFor(() => expect(spy).toHaveBeenCalledWith(failure));
        spy.mockRestore();
      });

      it('treats a null answer as a failure', async () => {
        const onError = vi.fn();
        renderBanner({ session: sessions.trial, loadDaysLeft: () => Promise.resolve(null), onError });
        await waitFor(() => expect(onError).toHaveBeenCalledOnce());
        expect(banner()).toHaveTextContent(/^Your free trial is active$/);
      });
    });
  });

  describe('the contact modal', () => {
    const warning = { session: sessions.trial, loadDaysLeft: () => Promise.resolve(1) };

    it('opens full screen with the default content and closes with Escape, returning focus', async () => {
      const { user } = renderBanner(warning);
      const trigger = await screen.findByRole('button', { name: 'Contact us!' });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
      expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
      expect(dialog.contains(document.activeElement)).toBe(true);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger).toHaveFocus();
    });

    it("shows the given content and closes with 'Close'", async () => {
      const { user } = renderBanner({
        ...warning,
        contactContent: (
          <form aria-label="Contact form">
            <label>
              First name <input />
            </label>
            <button type="submit">Send</button>
          </form>
        ),
      });
      await user.click(await screen.findByRole('button', { name: 'Contact us!' }));
      expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('traps focus inside while open', async () => {
      const { user } = renderBanner({ ...warning, contactContent: <input aria-label="Your message" /> });
      await user.click(await screen.findByRole('button', { name: 'Contact us!' }));
      const dialog = await screen.findByRole('dialog');
      for (let i = 0; i < 5; i++) {
        await user.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    it('can be controlled by the page', async () => {
      const onContactOpenChange = vi.fn();
      const { user } = renderBanner({ ...warning, contactOpen: true, onContactOpenChange });
      await screen.findByRole('dialog', { name: 'Contact us' });
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onContactOpenChange).toHaveBeenCalledWith(false);
      expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
    });
  });

  describe('accessibility', () => {
    it.each([
      ['guest', { session: sessions.guest }],
      ['expired', { session: sessions.expiredFlag }],
      ['active', { session: sessions.trial, loadDaysLeft: () => Promise.resolve(5) }],
      ['warning', { session: sessions.trial, loadDaysLeft: () => Promise.resolve(2) }],
    ] as const)('has no axe violations when %s', async (_state, props) => {
      const { container } = renderBanner(props);
      await waitFor(() => expect(banner()).not.toHaveAttribute('data-state', 'days-loading'));
      expect(await axe(container)).toHaveNoViolations();
    });

    it('has no axe violations with the contact modal open', async () => {
      const { user } = renderBanner({ session: sessions.trial, loadDaysLeft: () => Promise.resolve(1) });
      await user.click(await screen.findByRole('button', { name: 'Contact us!' }));
      await screen.findByRole('dialog', { name: 'Contact us' });
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });
});
