import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from '../Drawer';
import { Modal } from '../Modal';
import { renderWithProviders } from '../test';

/** jsdom lays nothing out: each body says how tall its content is, and the observer is driven by hand. */
const observers: (() => void)[] = [];
let contentHeight = 0;

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {
        observers.push(() => this.callback());
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observers.length = 0;
});

const resize = (height: number) =>
  act(() => {
    contentHeight = height;
    for (const notify of observers) notify();
  });

describe.each([
  [
    'Modal',
    (children: string) => (
      <Modal title="Mind map" open>
        {children}
      </Modal>
    ),
  ],
  [
    'Drawer',
    (children: string) => (
      <Drawer title="Ines Inbox" open>
        {children}
      </Drawer>
    ),
  ],
] as const)('%s', (_name, render) => {
  /** The body that scrolls: the element in the tab order that holds the content. */
  const scrolling = () => screen.getByRole('dialog').querySelector('[tabindex="0"]');

  it('puts its body in the tab order only while the content overflows it', () => {
    contentHeight = 1200;
    renderWithProviders(render('A long outline'));
    expect(scrolling()).toContainElement(screen.getByText('A long outline'));
    resize(300);
    expect(scrolling()).toBeNull();
    resize(900);
    expect(scrolling()).toContainElement(screen.getByText('A long outline'));
  });

  it('leaves a body that fits out of the tab order', () => {
    contentHeight = 200;
    renderWithProviders(render('A short note'));
    expect(scrolling()).toBeNull();
  });
});
