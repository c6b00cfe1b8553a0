// @vitest-environment node
// Server rendering as Remix does it: the demo renders its loading state without a DOM, and never
// loads pdf.js on the server.
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, NOW, sample, SIGN_UP_URL } from './test';
import { ChatPaperDemo, ChatPaperScreen } from './index';

describe('ChatPaperDemo on the server', () => {
  it('renders the loading state with Try your file', () => {
    const client = fakeApiClient(() => new Promise(() => {}));
    const html = renderToStaticMarkup(
      <ApiClientProvider client={client}>
        <ClockProvider clock={createFakeClock(NOW)}>
          <ChatPaperDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} />
        </ClockProvider>
      </ApiClientProvider>,
    );
    expect(html).toContain('Chat With Paper Results');
    expect(html).toContain('data-state="loading"');
    expect(html).toMatch(/href="https:\/\/sso.example\/signup"[^>]*target="_blank"/);
  });

  it('renders the ready screen with the PDF still loading', () => {
    const html = renderToStaticMarkup(
      <ClockProvider clock={createFakeClock(NOW)}>
        <ChatPaperScreen sample={sample} signUpUrl={SIGN_UP_URL} />
      </ClockProvider>,
    );
    expect(html).toContain('Loading PDF...');
    expect(html).toContain('Please register to ask more questions');
  });
});
