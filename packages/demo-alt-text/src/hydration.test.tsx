// A sample read on the server hydrates in the browser without a mismatch (React's development
// build reports every mismatch through console.error) and without asking the api again.
import { ApiClientProvider } from '@paperlight/api-client/react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AltTextDemo } from './index';
import { sampleClient, sizedSample, SIGN_UP_URL } from './test';

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
  it('hydrates the server-rendered sample as it is', async () => {
    const client = sampleClient();
    const demo = (
      <ApiClientProvider client={client}>
        <AltTextDemo sampleId="medicine" signUpUrl={SIGN_UP_URL} initialSample={sizedSample} />
      </ApiClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml(demo);
    document.body.append(container);
    const figure = container.querySelector('figure img');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, demo);
    });
    expect(errors).not.toHaveBeenCalled();
    // The very element the server sent, now React's.
    expect(container.querySelector('figure img')).toBe(figure);
    expect(client.calls).toEqual([]);
    container.remove();
  });
});
