/// <reference types="@paperlight/vitest-config/matchers" />
import type { NodeProcessedEvent, SavedNodePayload, ServerProjectNode } from '@paperlight/api-client';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { renderWithUser } from '@paperlight/vitest-config/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { LiveListeners, PaperRemixAdapter } from '../adapter';
import type { NodeProgressEvent } from '../workflow/live';
import { NOW } from './fixtures';

export { axe } from '@paperlight/vitest-config/react';
export * from './fixtures';
export * from './sampleClient';

/** An adapter whose calls succeed like the api does, with `emit` to play realtime events. */
export function fakeAdapter(overrides: Partial<PaperRemixAdapter> = {}) {
  const listeners = new Set<(event: NodeProcessedEvent) => void>();
  const more = new Set<LiveListeners>();
  const adapter = {
    saveWorkflow: vi.fn(async (_projectId: unknown, nodes: SavedNodePayload[]) =>
      nodes.map((node, index): ServerProjectNode => ({
        id: 100 + index,
        clientNodeId: node.clientNodeId,
        node: { id: node.nodeType, nodeType: node.nodeType },
      })),
    ),
    generate: vi.fn(async () => {}),
    updateAutoSave: vi.fn(async () => ({ ok: true, statusCode: 200 })),
    preview: vi.fn(async () => 'https://files.example/paper.pdf'),
    fetchFile: vi.fn(async () => new Blob(['%PDF'])),
    subscribe: vi.fn((listener: (event: NodeProcessedEvent) => void, live: LiveListeners = {}) => {
      listeners.add(listener);
      more.add(live);
      return () => {
        listeners.delete(listener);
        more.delete(live);
      };
    }),
    ...overrides,
  } satisfies PaperRemixAdapter;
  return {
    adapter,
    emit: (event: NodeProcessedEvent) => listeners.forEach((listener) => listener(event)),
    progress: (event: NodeProgressEvent) => more.forEach((live) => live.onProgress?.(event)),
    reconnect: () => more.forEach((live) => live.onReconnect?.()),
  };
}

export function renderWithProviders(ui: ReactElement, options: { clock?: FakeClock } & Omit<RenderOptions, 'wrapper'> = {}) {
  const { clock = createFakeClock(NOW), ...renderOptions } = options;
  const wrapper = ({ children }: { children?: ReactNode }) => <ClockProvider clock={clock}>{children}</ClockProvider>;
  return { ...renderWithUser(ui, { wrapper, ...renderOptions }), clock };
}
