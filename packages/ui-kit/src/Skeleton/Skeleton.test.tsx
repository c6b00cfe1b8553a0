import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = renderWithProviders(<Skeleton width={120} height={16} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('16px');
  });

  it('announces its label as a busy status', () => {
    renderWithProviders(<Skeleton label="Loading references" count={3} shape="text" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading references');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('draws count lines with a shorter last text line', () => {
    const { container } = renderWithProviders(<Skeleton count={3} shape="text" />);
    const lines = container.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]?.style.width).toBe('60%');
  });

  it('makes circles as tall as wide', () => {
    const { container } = renderWithProviders(<Skeleton shape="circle" width={40} />);
    expect((container.firstElementChild as HTMLElement).style.height).toBe('40px');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Skeleton label="Loading" count={2} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
