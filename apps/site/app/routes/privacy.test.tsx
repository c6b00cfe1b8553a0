import { RETENTION } from '#app/lib/vendor-facts.ts';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import Privacy from './privacy';

describe('the privacy page', () => {
  it('renders on the server under one level-one heading', () => {
    const html = renderToStaticMarkup(<Privacy />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Privacy notice</h1>');
  });

  it('has its sections in order', () => {
    render(<Privacy />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy notice');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Who is responsible',
      'What we store',
      'Why we use it',
      'Where it is stored',
      'How long we keep it',
      'Who else processes it',
      'Your rights',
      'Changes to this notice',
    ]);
  });

  it('says how long each record is kept, in a table', () => {
    render(<Privacy />);
    const table = screen.getByRole('table', { name: 'How long each record is kept' });
    expect(within(table).getAllByRole('row')).toHaveLength(RETENTION.length + 1);
    expect(table).toHaveTextContent('365 days by default');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Privacy />);
    // jsdom cannot paint, so contrast is checked by the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });
});
