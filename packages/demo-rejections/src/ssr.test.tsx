// @vitest-environment node
// Server rendering as Remix does it: the loading screen renders without a DOM; nivo loads on the server.
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { answers, fakeClient, makeResult, NOW, SIGN_UP_URL } from './test/fixtures';
import { RejectionsDemo, RejectionsReport } from './index';

describe('RejectionsDemo on the server', () => {
  it('renders the title, Try your file and the loading skeleton', () => {
    const html = renderToStaticMarkup(
      <ApiClientProvider client={fakeClient(answers.pending())}>
        <ClockProvider clock={createFakeClock(NOW)}>
          <RejectionsDemo sampleId="demo" signUpUrl={SIGN_UP_URL} />
        </ClockProvider>
      </ApiClientProvider>,
    );
    expect(html).toContain('Rejections Analyzer Report');
    expect(html).toContain('Try your file');
    expect(html).toContain('data-testid="report-skeleton"');
  });

  it('renders a ready report with sized charts (no empty first paint)', () => {
    const html = renderToStaticMarkup(
      <ClockProvider clock={createFakeClock(NOW)}>
        <RejectionsReport result={makeResult()} signUpUrl={SIGN_UP_URL} />
      </ClockProvider>,
    );
    expect(html).toContain('Top Publishers');
    expect((html.match(/<svg[^>]*width="\d+"/g) ?? []).length).toBeGreaterThanOrEqual(5);
  });
});
