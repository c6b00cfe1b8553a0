// @vitest-environment node
// Server rendering as Remix does it: the components render without a DOM.
import { ApiClientProvider } from '@paperlight/api-client/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleClient } from './test/client';
import { healthScience, SIGN_UP_URL } from './test/fixtures';
import { AudioDemo, AudioOptionsDialog, AudioPlayer } from './index';

describe('on the server', () => {
  it('renders the demo as its loading skeleton', () => {
    const html = renderToStaticMarkup(
      <ApiClientProvider client={sampleClient('pending')}>
        <AudioDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} />
      </ApiClientProvider>,
    );
    expect(html).toContain('Loading audio sample');
  });

  it('renders a sample read on the server: title, tabs, sections and player, without a request', () => {
    const requests: string[] = [];
    const html = renderToStaticMarkup(
      <ApiClientProvider client={sampleClient('samples', requests)}>
        <AudioDemo sampleId="health-science" signUpUrl={SIGN_UP_URL} initialSample={healthScience} />
      </ApiClientProvider>,
    );
    expect(html).toContain(`<h2 id="audio-sample-title"`);
    expect(html).toContain(healthScience.paperTitle!);
    expect(html).toContain('Read in the translated language');
    expect(html).toContain(healthScience.translated.summary.sections[0]!.section);
    expect(html).toContain('Audio player: Summary');
    expect(html).not.toContain('Loading audio sample');
    expect(requests).toEqual([]);
  });

  it('renders the player', () => {
    const html = renderToStaticMarkup(<AudioPlayer tracks={[{ id: 'a', title: 'Methods', src: '/a.m4a' }]} />);
    expect(html).toContain('Methods');
    expect(html).toContain('aria-label="Play"');
  });

  it('renders a closed dialog as nothing', () => {
    const html = renderToStaticMarkup(
      <AudioOptionsDialog open={false} sampleId="medicine" signUpUrl={SIGN_UP_URL} onOpenChange={() => {}} onGenerate={() => {}} />,
    );
    expect(html).toBe('');
  });
});
