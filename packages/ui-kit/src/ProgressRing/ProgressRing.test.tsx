import { act, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders, TestProviders } from '../test';
import { RING_TICK_MS } from './progress';
import { ProgressRing } from './ProgressRing';

const shown = (container: HTMLElement) => Number(container.querySelector('[data-shown]')?.getAttribute('data-shown'));

describe('ProgressRing', () => {
  it('counts up 1 percent every 20 ms and stops at the value', () => {
    const { container, clock } = renderWithProviders(<ProgressRing value={30} label="Trials converted" />);
    expect(shown(container)).toBe(0);
    act(() => clock.advance(RING_TICK_MS));
    expect(shown(container)).toBe(1);
    act(() => clock.advance(RING_TICK_MS * 9));
    expect(shown(container)).toBe(10);
    act(() => clock.advance(RING_TICK_MS * 100));
    expect(shown(container)).toBe(30);
    expect(screen.getByText('30%')).toBeInTheDocument();
    expect(clock.pending()).toBe(0);
  });

  it('shows the value at once, without the count, when the user prefers reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    try {
      const { container, clock } = renderWithProviders(<ProgressRing value={64} label="Trials converted" />);
      expect(shown(container)).toBe(64);
      expect(clock.pending()).toBe(0);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('gives screen readers the final value at once', () => {
    renderWithProviders(<ProgressRing value={72.6} label="Trials converted" />);
    const ring = screen.getByRole('progressbar', { name: 'Trials converted' });
    expect(ring).toHaveAttribute('aria-valuenow', '73');
  });

  describe('given a value outside 0 to 100', () => {
    it('clamps it', () => {
      const { container, clock } = renderWithProviders(<ProgressRing value={250} label="Over" />);
      act(() => clock.advance(RING_TICK_MS * 200));
      expect(shown(container)).toBe(100);
    });
  });

  it('renders on the server at 0', () => {
    const html = renderToStaticMarkup(
      <TestProviders>
        <ProgressRing value={50} label="Half" />
      </TestProviders>,
    );
    expect(html).toContain('aria-valuenow="50"');
    expect(html).toContain('0%');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<ProgressRing value={40} label="Trials converted" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
