import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import Terms from './terms';

describe('the terms page', () => {
  it('renders on the server under one level-one heading', () => {
    const html = renderToStaticMarkup(<Terms />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Terms of service</h1>');
  });

  it('has its sections in order', () => {
    render(<Terms />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of service');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The service',
      'Your account',
      'Free trial',
      'Fair use',
      'Your papers and what is made from them',
      'Sharing',
      'Acceptable use',
      'Suspension and ending',
      'Availability and liability',
      'Changes and governing law',
    ]);
  });

  it('states the trial and the fair-use limits of the api’s defaults', () => {
    render(<Terms />);
    expect(screen.getByText(/free 7-day trial/)).toBeInTheDocument();
    expect(screen.getByText(/at most 50 MB and 150 pages/)).toBeInTheDocument();
    expect(screen.getByText(/500 MB of stored papers/)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Terms />);
    // jsdom cannot paint, so contrast is checked by the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });
});
