import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_OPTIONS_DIALOG } from './demos';
import { DEMO_STYLESHEETS } from './demoStyles';

afterEach(() => {
  document.head.querySelectorAll('link[rel="stylesheet"]').forEach((link) => link.remove());
  vi.useRealTimers();
});

describe('AUDIO_OPTIONS_DIALOG', () => {
  it('resolves only once the audio package’s stylesheet has loaded, so the dialog never paints unstyled', async () => {
    let settled = false;
    const loading = AUDIO_OPTIONS_DIALOG().then((module) => {
      settled = true;
      return module;
    });
    // The stylesheet is in the head from the first call…
    await vi.waitFor(() =>
      expect(document.head.querySelector(`link[rel="stylesheet"][href="${DEMO_STYLESHEETS['multi-lingual-audio']}"]`)).not.toBeNull(),
    );
    const link = document.head.querySelector<HTMLLinkElement>(`link[href="${DEMO_STYLESHEETS['multi-lingual-audio']}"]`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // …and the dialog waits for it to load.
    expect(settled).toBe(false);
    link?.dispatchEvent(new Event('load'));
    const module = await loading;
    expect(typeof module.default).toBe('function');
  });
});
