import '@paperlight/ui-kit/reset.css';
import '@paperlight/ui-kit/styles.css';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, LinkProvider } from '@paperlight/ui-kit';
import type { Preview } from '@storybook/react';
import { storybookApiClient } from './storybookApiClient';

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
        <ClockProvider>
          <LinkProvider>
              <Story />
          </LinkProvider>
        </ClockProvider>
      </ApiClientProvider>
    ),
  ],
};

export default preview;
