// @vitest-environment node
// Server rendering as Remix does it: the banner must render without a DOM and without an api client.
import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BOOKING_URL, NOW, sessions, SIGN_UP_URL } from './test/fixtures';
import { TrialBanner } from './index';

const render = (session: (typeof sessions)[keyof typeof sessions]) =>
  renderToStaticMarkup(
    <ClockProvider clock={createFakeClock(NOW)}>
      <TrialBanner session={session} signUpUrl={SIGN_UP_URL} bookingUrl={BOOKING_URL} loadDaysLeft={() => Promise.resolve(5)} />
    </ClockProvider>,
  );

describe('TrialBanner on the server', () => {
  it('renders the guest banner', () => {
    expect(render(sessions.guest)).toContain('Register Now!');
  });

  it('renders the loading-days text for a running trial (effects do not run on the server)', () => {
    expect(render(sessions.trial)).toContain('Your free trial is active<');
  });

  it('renders the expired banner', () => {
    expect(render(sessions.expiredFlag)).toContain('Book a call');
  });

  it('renders nothing without a trial', () => {
    expect(render(sessions.noTrial)).toBe('');
  });
});
