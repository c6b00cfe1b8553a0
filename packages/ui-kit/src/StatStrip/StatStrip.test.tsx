import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { StatStrip } from './StatStrip';

describe('StatStrip', () => {
  it('shows label, value and percent', () => {
    renderWithProviders(<StatStrip label="Active trials" value="1,204" percent={37.2} />);
    expect(screen.getByText('Active trials')).toBeInTheDocument();
    expect(screen.getByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('37%')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Active trials share' })).toHaveAttribute('aria-valuenow', '37');
  });

  describe('given a percent above 100', () => {
    it('draws a full bar', () => {
      const { container } = renderWithProviders(<StatStrip label="Over" value={3} percent={140} />);
      expect((container.querySelector('[role="meter"] span') as HTMLElement).style.width).toBe('100%');
    });
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<StatStrip label="A" value={1} percent={50} />)).toContain('width:50%');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<StatStrip label="Active trials" value={12} percent={40} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
