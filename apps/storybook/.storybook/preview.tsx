import '@paperlight/ui-kit/reset.css';
import '@paperlight/ui-kit/styles.css';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, LinkProvider } from '@paperlight/ui-kit';
import type { Preview } from '@storybook/react';
import { storybookApiClient } from './storybookApiClient';

/**
 * The visual review (apps/storybook/visual) asks for a still clock: the shared clock's timers never
 * fire, so a picture shows a story as it is drawn, not wherever a rotation or a countdown has got to
 * when it is taken (decision 0184). Its time is the review's fixed day.
 */
const stillClock =
  typeof window !== 'undefined' && (window as { __PAPERLIGHT_STILL_CLOCK__?: boolean }).__PAPERLIGHT_STILL_CLOCK__
    ? createFakeClock(Date.parse('2026-06-01T10:00:00Z'))
    : undefined;

const preview: Preview = {
  // A docs page for every component: its description, props table (react-docgen-typescript) and stories.
  tags: ['autodocs'],
  parameters: {
    // A serious or critical axe violation fails the story (`pnpm test:visual` runs axe on every story
    // at 390 and 1440 px in Chromium); a story may opt out with `a11y: { test: 'off' }` and a reason.
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
  decorators: [
    // Stories may wrap themselves in their own ClockProvider (a fake clock); the inner one wins.
    (Story) => (
      <ApiClientProvider client={storybookApiClient}>
        <ClockProvider clock={stillClock}>
          <LinkProvider>
            <Story />
          </LinkProvider>
        </ClockProvider>
      </ApiClientProvider>
    ),
  ],
};

export default preview;
