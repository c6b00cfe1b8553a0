import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { AnalyticsSkeleton } from './AnalyticsSkeleton';

describe('AnalyticsSkeleton', () => {
  it('announces one busy status with its label and hides every shape', () => {
    const { container } = renderWithProviders(<AnalyticsSkeleton label="Loading the overview" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading the overview');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    for (const part of container.querySelectorAll('[data-part]:not([data-part="table-row"])'))
      expect(part).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the stat cards, charts and table rows it is asked for', () => {
    const { container } = renderWithProviders(<AnalyticsSkeleton statCards={3} charts={1} tableRows={7} tableColumns={5} />);
    expect(container.querySelector('[data-part="stat-cards"]')!.children).toHaveLength(3);
    expect(container.querySelector('[data-part="charts"]')!.children).toHaveLength(1);
    const rows = container.querySelectorAll('[data-part="table-row"]');
    expect(rows).toHaveLength(7);
    expect(rows[0]!.children).toHaveLength(5);
  });

  it('leaves out the parts set to zero', () => {
    const { container } = renderWithProviders(<AnalyticsSkeleton statCards={0} tableRows={0} />);
    expect(container.querySelector('[data-part="stat-cards"]')).toBeNull();
    expect(container.querySelector('[data-part="table"]')).toBeNull();
    expect(container.querySelector('[data-part="charts"]')).not.toBeNull();
  });

  it('renders the same bars on the server', () => {
    expect(renderToStaticMarkup(<AnalyticsSkeleton />)).toContain('height:88%');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<AnalyticsSkeleton />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
