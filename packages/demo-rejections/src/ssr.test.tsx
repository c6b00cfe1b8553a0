// @vitest-environment node
// Server rendering as Remix does it: the loading screen renders without a DOM; nivo is never loaded on the server.
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

  it('renders a ready report whose charts keep their room until they are drawn (no layout shift)', () => {
    const html = renderToStaticMarkup(
      <ClockProvider clock={createFakeClock(NOW)}>
        <RejectionsReport result={makeResult()} signUpUrl={SIGN_UP_URL} />
      </ClockProvider>,
    );
    expect(html).toContain('Top Publishers');
    // nivo is not on the server's path: each chart is an empty box as tall as its drawing.
    expect(html).not.toMatch(/<svg[^>]*role="presentation"/);
    expect((html.match(/<div style="height:\d+px" data-drawing="waiting"><\/div>/g) ?? []).length).toBe(5);
  });
});
