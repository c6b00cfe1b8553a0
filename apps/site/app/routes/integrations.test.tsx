import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import Integrations, { EMBEDDABLE_PACKAGES } from './integrations';

describe('the integrations page', () => {
  it('renders on the server under one level-one heading', () => {
    const html = renderToStaticMarkup(<Integrations />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Integrations</h1>');
  });

  it('has its sections in order', () => {
    render(<Integrations />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Integrations');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Embeddable components',
      'Shared videos, the embed player and oEmbed',
      'The api for registered users',
      'Not offered yet',
    ]);
  });

  it('lists every package of packages/ and says that no feed exists yet', () => {
    render(<Integrations />);
    for (const pkg of EMBEDDABLE_PACKAGES) expect(screen.getAllByText(pkg.name, { selector: 'li > code' })).toHaveLength(1);
    const packages = readdirSync(join(process.cwd(), '../../packages'));
    expect(EMBEDDABLE_PACKAGES.map((pkg) => pkg.name).sort()).toEqual(packages.map((dir) => `@paperlight/${dir}`).sort());
    expect(screen.getByText(/there is no RSS or podcast feed today/)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Integrations />);
    // jsdom cannot paint, so contrast is checked by the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });
});
