// @vitest-environment node
// Server rendering without a DOM, as Remix does it: the demo renders its loading state, or the
// sample the page read on the server.
import { ApiClientProvider } from '@paperlight/api-client/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AltTextDemo, AltTextResults } from './index';
import { sampleClient, sampleData, sizedSample, SIGN_UP_URL } from './test';

describe('server rendering', () => {
  it('renders the demo as its loading skeleton', () => {
    const html = renderToStaticMarkup(
      <ApiClientProvider client={sampleClient()}>
        <AltTextDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} />
      </ApiClientProvider>,
    );
    expect(html).toContain('Loading alt text results');
  });

  it('renders a sample read on the server, its first figure fetched first and chosen by width', () => {
    const client = sampleClient();
    const html = renderToStaticMarkup(
      <ApiClientProvider client={client}>
        <AltTextDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} initialSample={sizedSample} />
      </ApiClientProvider>,
    );
    expect(html).toContain('Alt Text Results');
    expect(html).not.toContain('Loading alt text results');
    const figure = html.match(/<img[^>]*alt="[^"]+"[^>]*>/)![0];
    expect(figure).toContain('fetchpriority="high"');
    expect(figure).toContain('width="1000"');
    expect(figure).toContain('height="720"');
    expect(figure).toContain('srcSet="/f1-320w.png 320w, /f1-640w.png 640w, /f1.png 1000w"');
    expect(figure).toMatch(/sizes="\(min-width: 1024px\) 624px, [^"]+"/);
    // Thumbnails: lazy, never high priority, drawn from the narrowest rendition.
    const thumbnails = html.match(/<img[^>]*alt=""[^>]*>/g)!;
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toContain('loading="lazy"');
      expect(thumbnail).toContain('sizes="88px"');
      expect(thumbnail).not.toContain('fetchpriority');
    }
    expect(client.calls).toEqual([]);
  });

  it('renders loaded results', () => {
    const html = renderToStaticMarkup(<AltTextResults sample={sampleData} signUpUrl={SIGN_UP_URL} />);
    expect(html).toContain('Alt Text Results');
    expect(html).toContain('Scatter Plot');
  });
});
