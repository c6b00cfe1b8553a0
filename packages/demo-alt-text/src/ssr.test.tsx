// @vitest-environment node
// Server rendering without a DOM, as Remix does it: the demo renders its loading state.
import { ApiClientProvider } from '@paperlight/api-client/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AltTextDemo, AltTextResults } from './index';
import { sampleClient, sampleData, SIGN_UP_URL } from './test';

describe('server rendering', () => {
  it('renders the demo as its loading skeleton', () => {
    const html = renderToStaticMarkup(
      <ApiClientProvider client={sampleClient()}>
        <AltTextDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} />
      </ApiClientProvider>,
    );
    expect(html).toContain('Loading alt text results');
  });

  it('renders loaded results', () => {
    const html = renderToStaticMarkup(<AltTextResults sample={sampleData} signUpUrl={SIGN_UP_URL} />);
    expect(html).toContain('Alt Text Results');
    expect(html).toContain('Scatter Plot');
  });
});
