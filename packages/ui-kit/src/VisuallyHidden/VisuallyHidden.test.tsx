import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    renderWithProviders(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('is clipped to one pixel', () => {
    renderWithProviders(<VisuallyHidden>Hidden</VisuallyHidden>);
    const style = getComputedStyle(screen.getByText('Hidden'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<VisuallyHidden>Hidden</VisuallyHidden>);
    expect(await axe(container)).toHaveNoViolations();
  });
});
