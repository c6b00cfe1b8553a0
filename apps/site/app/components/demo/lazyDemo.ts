import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShowcaseToolId } from '../landing/ToolsShowcase/showcase';
import type { DemoLoader, DemoProps } from './demos';
import { loadStylesheet } from './demoStyles';

/** Performance marks of the overlay, read by the journeys (`performance.getEntriesByName`). */
export const DEMO_MARKS = {
  /** 'Generate Now' (or 'Generate Audio') asked for the overlay. */
  open: 'demo-overlay:open',
  /** The demo's code and stylesheet have loaded. */
  codeLoaded: 'demo-overlay:code-loaded',
  /** The demo's first frame is on screen. */
  painted: 'demo-overlay:painted',
} as const;

export function mark(name: string) {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

export interface LazyDemo {
  Component: LazyExoticComponent<ComponentType<DemoProps>>;
  /** Settles when the code and stylesheet are in (or failed). */
  ready: Promise<unknown>;
}

const cache = new WeakMap<DemoLoader, LazyDemo>();

/**
 * One React.lazy component per loader, kept for the page's lifetime so reopening a demo is
 * instant; it resolves once both the code and the stylesheet are in. Loading starts at the
 * first call (when the overlay or page renders the demo).
 */
export function lazyDemo(tool: ShowcaseToolId, loader: DemoLoader, stylesheet: string | undefined): LazyDemo {
  let entry = cache.get(loader);
  if (!entry) {
    const promise = Promise.all([loader(), stylesheet ? loadStylesheet(stylesheet) : undefined]).then(
      ([module]) => {
        mark(DEMO_MARKS.codeLoaded);
        return module;
      },
      (error: unknown) => {
        throw new Error(`The ${tool} demo could not be loaded`, { cause: error });
      },
    );
    entry = { Component: lazy(() => promise), ready: promise.catch(() => undefined) };
    cache.set(loader, entry);
  }
  return entry;
}

/** Forgets a failed load so that the next render fetches the demo's code again ('Try Again'). */
export function forgetDemo(loader: DemoLoader) {
  cache.delete(loader);
}
