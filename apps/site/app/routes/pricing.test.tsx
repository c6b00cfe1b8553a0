import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import Pricing from './pricing';

describe('the pricing page', () => {
  it('renders on the server under one level-one heading', () => {
    const html = renderToStaticMarkup(<Pricing />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Plans and pricing</h1>');
  });

  it('has its sections in order', () => {
    render(<Pricing />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plans and pricing');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Guest demos',
      'Free trial',
      'Institutions',
      'Questions buyers ask',
    ]);
  });

  it('offers the free trial and contact sales, and publishes no invented price', () => {
    render(<Pricing />);
    expect(screen.getByText('Free for 7 days')).toBeInTheDocument();
    expect(screen.getByText('Contact sales', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/#contact-us-section');
    expect(document.body.textContent).not.toMatch(/[$€£]\s?\d/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pricing />);
    // jsdom cannot paint, so contrast is checked by the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });
});
