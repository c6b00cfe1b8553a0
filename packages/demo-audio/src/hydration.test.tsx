// A sample read on the server hydrates in the browser without a mismatch (React's development
// build reports every mismatch through console.error) and without asking the api again.
import { ApiClientProvider } from '@paperlight/api-client/react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioDemo } from './index';
import { healthScience, physicalScience, sampleClient, SIGN_UP_URL } from './test';

afterEach(() => vi.restoreAllMocks());

/**
 * The server's HTML. jsdom has a window, so Radix picks `useLayoutEffect` even here and React warns
 * that it does nothing on a server: that warning alone is a test artefact, not the app's.
 */
function serverHtml(element: Parameters<typeof renderToString>[0]): string {
  const original = console.error;
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) original(...args);
  });
  try {
    return renderToString(element);
  } finally {
    spy.mockRestore();
  }
}

describe('hydration', () => {
  it.each([
    ['health-science', healthScience],
    ['physical-science', physicalScience],
  ])('hydrates the server-rendered %s sample as it is', async (sampleId, sample) => {
    const requests: string[] = [];
    const demo = (
      <ApiClientProvider client={sampleClient('samples', requests)}>
        <AudioDemo sampleId={sampleId} signUpUrl={SIGN_UP_URL} initialSample={sample} />
      </ApiClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml(demo);
    document.body.append(container);
    const title = container.querySelector('h2');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, demo);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h2')).toBe(title);
    // Hydrated: the player has handed its first section to its <audio>.
    const part = sample.uploadType === 'summary' ? 'summary' : 'fullPaper';
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(sample.translated[part].sections[0]!.audioUrl);
    expect(requests).toEqual([]);
    container.remove();
  });
});
