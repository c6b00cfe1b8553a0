import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type * as NivoModule from './nivo';

export type Nivo = typeof NivoModule;

let nivoModule: Promise<Nivo> | null = null;
/** Loads the chart library once; a failed load is forgotten so that the next drawing tries again. */
export function loadNivo(): Promise<Nivo> {
  nivoModule ??= import('./nivo').catch((error: unknown) => {
    nivoModule = null;
    throw error;
  });
  return nivoModule;
}

/** Resolves in a new task, so that the browser can paint and handle input in between. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: (callback: () => void, options?: { priority?: string }) => Promise<void> } })
    .scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'user-visible' });
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface Waiting {
  visible: boolean;
  mount: (nivo: Nivo) => void;
}

const waiting = new Set<Waiting>();
let running = false;

/** Mounts the waiting drawings one per task, those on screen first. */
async function drawWaiting() {
  if (running) return;
  running = true;
  try {
    const nivo = await loadNivo();
    while (waiting.size > 0) {
      await nextTask();
      const next = [...waiting].find((entry) => entry.visible) ?? waiting.values().next().value;
      if (!next) break;
      waiting.delete(next);
      next.mount(nivo);
    }
  } catch (error) {
    // The text alternatives carry the data; the drawings stay empty boxes of the right size.
    console.error('The charts could not be loaded', error);
  } finally {
    running = false;
  }
}

export interface LazyDrawingProps {
  /** The drawing's height: the box is that tall before, while and after the chart is drawn. */
  height: number;
  /** Draws the chart with the loaded library. */
  draw: (nivo: Nivo) => ReactNode;
}

/**
 * A chart drawn after the page is up: its box (of the given height) renders at once, and the chart
 * mounts later, one chart per browser task, on-screen charts first, so that five nivo charts never
 * make one long task and nivo stays out of the demo's first load. The server renders the empty box.
 */
export function LazyDrawing({ height, draw }: LazyDrawingProps) {
  const [nivo, setNivo] = useState<Nivo | null>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!element) return;
    let live = true;
    const entry: Waiting = {
      visible: false,
      mount: (loaded) => {
        // Rendered now, in this task: the next chart waits for the next one.
        if (live) flushSync(() => setNivo(loaded));
      },
    };
    waiting.add(entry);
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        entry.visible = entries.some((item) => item.isIntersecting);
      });
      observer.observe(element);
    }
    void drawWaiting();
    return () => {
      live = false;
      waiting.delete(entry);
      observer?.disconnect();
    };
  }, [element]);

  return (
    <div ref={setElement} style={{ height }} data-drawing={nivo ? 'drawn' : 'waiting'}>
      {nivo ? draw(nivo) : null}
    </div>
  );
}
