import { COOKIES } from '#app/lib/vendor-facts.ts';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import Cookies from './cookies';

describe('the cookies page', () => {
  it('renders on the server under one level-one heading', () => {
    const html = renderToStaticMarkup(<Cookies />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Cookie statement</h1>');
  });

  it('has its sections in order', () => {
    render(<Cookies />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cookie statement');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The cookies we set',
      'Why no consent banner',
      'Other storage in your browser',
      'Links to other sites',
      'Removing cookies',
    ]);
  });

  it('lists every cookie the site and the sign-in service set', () => {
    render(<Cookies />);
    const table = screen.getByRole('table', { name: 'Cookies set by Paperlight' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(COOKIES.map((cookie) => cookie.name));
  });

  it('has no axe violations', async () => {
    const { container } = render(<Cookies />);
    // jsdom cannot paint, so contrast is checked by the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });
});
