import altTextStyles from '@paperlight/demo-alt-text/styles.css?url';
import audioStyles from '@paperlight/demo-audio/styles.css?url';
import chatPaperStyles from '@paperlight/demo-chat-paper/styles.css?url';
import genSearchStyles from '@paperlight/demo-gen-search/styles.css?url';
import rejectionsStyles from '@paperlight/demo-rejections/styles.css?url';
import paperRemixStyles from '@paperlight/paper-remix-canvas/styles.css?url';
import type { ShowcaseToolId } from '../landing/ToolsShowcase/showcase';

/**
 * Each demo package's compiled stylesheet, as a URL: it loads with the demo (overlay) or in the
 * demo page's markup, never with the landing page.
 */
export const DEMO_STYLESHEETS: Readonly<Record<ShowcaseToolId, string>> = {
  'alt-text': altTextStyles,
  'multi-lingual-audio': audioStyles,
  'chat-with-paper': chatPaperStyles,
  'gen-ai-search': genSearchStyles,
  'rejection-analyzer': rejectionsStyles,
  'paper-remix': paperRemixStyles,
};

const loading = new Map<string, Promise<void>>();
const STYLESHEET_TIMEOUT_MS = 4000;

/**
 * Adds a stylesheet to the document head once and resolves when it has loaded, so a demo never
 * paints unstyled. A stylesheet that fails still resolves: an unstyled demo beats none.
 */
export function loadStylesheet(href: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const existing = loading.get(href);
  if (existing) return existing;
  const already = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === href,
  );
  const promise = already
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        // A stylesheet that never answers must not hold the demo back for long.
        const timeout = setTimeout(resolve, STYLESHEET_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timeout);
          resolve();
        };
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.addEventListener('load', done, { once: true });
        link.addEventListener(
          'error',
          () => {
            console.error(`Could not load the demo stylesheet ${href}`);
            done();
          },
          { once: true },
        );
        document.head.append(link);
      });
  loading.set(href, promise);
  return promise;
}
