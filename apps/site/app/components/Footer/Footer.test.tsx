import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { BROWSER_EXTENSION, TOOL_LINKS } from '#app/content/tool-links.ts';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows each compliance badge with its full name for assistive technology', () => {
    render(<Footer year={2026} />);
    const list = within(screen.getByRole('region', { name: 'Compliance' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'GDPR: General Data Protection Regulation (European Union)',
      'PECR: Privacy and Electronic Communications Regulations (United Kingdom)',
      'PIPL: Personal Information Protection Law (China)',
      'PIPA: Personal Information Protection Act (South Korea)',
      'Japan APPI: Act on the Protection of Personal Information (Japan)',
      'LGPD: Lei Geral de Proteção de Dados (Brazil)',
      'CSA: Cloud Security Alliance STAR registry',
    ]);
  });

  it('links every tool page', () => {
    render(<Footer year={2026} />);
    const tools = screen.getByRole('navigation', { name: 'AI tools' });
    const hrefs = within(tools).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(TOOL_LINKS.map((tool) => `/tools/${tool.slug}`));
  });

  it('links the accessibility statement', () => {
    render(<Footer year={2026} />);
    expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });

  it('opens the browser extension in a new tab without giving it the opener', () => {
    render(<Footer year={2026} />);
    const link = screen.getByRole('link', { name: `${BROWSER_EXTENSION.name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', BROWSER_EXTENSION.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('prints the copyright with the given year', () => {
    render(<Footer year={2031} />);
    expect(screen.getByText(/© 2031 Paperlight/)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Footer year={2026} />);
    // jsdom cannot paint, so contrast is checked by the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<Footer year={2026} />)).toContain('<footer');
  });
});
