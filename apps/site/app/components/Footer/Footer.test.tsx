import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { navTools } from '#app/lib/catalogue.ts';
import { NEW_TOOL, SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { BROWSER_EXTENSION, Footer } from './Footer';

const tools = navTools(SEEDED_CATALOGUE);

describe('Footer', () => {
  it('shows each compliance badge with its full name, linked to what it means on the Trust page', () => {
    render(<Footer tools={tools} year={2026} />);
    const list = within(screen.getByRole('region', { name: 'Compliance' })).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((item) => item.textContent)).toEqual([
      'GDPR: General Data Protection Regulation (European Union)',
      'PECR: Privacy and Electronic Communications Regulations (United Kingdom)',
      'PIPL: Personal Information Protection Law (China)',
      'PIPA: Personal Information Protection Act (South Korea)',
      'Japan APPI: Act on the Protection of Personal Information (Japan)',
      'LGPD: Lei Geral de Proteção de Dados (Brazil)',
      'CSA: Cloud Security Alliance STAR registry',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['gdpr', 'pecr', 'pipl', 'pipa', 'appi', 'lgpd', 'csa-star'].map((id) => `/trust#${id}`),
    );
  });

  it('links every public tool of the catalogue, a new one included, and says which are coming soon', () => {
    const withNew = navTools([...SEEDED_CATALOGUE, NEW_TOOL]);
    render(<Footer tools={withNew} year={2026} />);
    const nav = screen.getByRole('navigation', { name: 'AI tools' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(withNew.map((tool) => `/tools/${tool.slug}`).sort());
    const soon = within(nav).getByRole('list', { name: 'Coming soon' });
    expect(within(soon).getByRole('link', { name: 'Citation Guard' })).toHaveAttribute('href', '/tools/citation-guard');
    expect(within(soon).queryByRole('link', { name: 'Alt Text' })).not.toBeInTheDocument();
  });

  it('links the About and Trust pages and the accessibility statement', () => {
    render(<Footer tools={tools} year={2026} />);
    expect(screen.getByRole('link', { name: 'About Paperlight' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Trust and security' })).toHaveAttribute('href', '/trust');
    expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });

  it('links Pricing, Integrations and every legal page', () => {
    render(<Footer tools={tools} year={2026} />);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
    const legal = within(screen.getByRole('navigation', { name: 'Legal' })).getAllByRole('link');
    expect(legal.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy notice', '/privacy'],
      ['Terms of service', '/terms'],
      ['Data processing agreement', '/data-processing'],
      ['Cookie statement', '/cookies'],
    ]);
  });

  it('opens the browser extension in a new tab without giving it the opener', () => {
    render(<Footer tools={tools} year={2026} />);
    const link = screen.getByRole('link', { name: `${BROWSER_EXTENSION.name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', BROWSER_EXTENSION.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('prints the copyright with the given year', () => {
    render(<Footer tools={tools} year={2031} />);
    expect(screen.getByText(/© 2031 Paperlight/)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Footer tools={tools} year={2026} />);
    // jsdom cannot paint, so contrast is checked by the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });

  it('renders on the server, with an empty tool list when the catalogue is unavailable', () => {
    expect(renderToStaticMarkup(<Footer tools={[]} year={2026} />)).toContain('<footer');
  });
});
