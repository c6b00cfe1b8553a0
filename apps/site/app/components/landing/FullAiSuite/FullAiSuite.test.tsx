import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../axe';
import { SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { FullAiSuite } from './FullAiSuite';

describe('FullAiSuite', () => {
  it('renders on the server with no axe violations', async () => {
    expect(renderToStaticMarkup(<FullAiSuite tools={SEEDED_CATALOGUE} onNotify={() => {}} />)).toContain('Alt Text');
    const { container } = render(<FullAiSuite tools={SEEDED_CATALOGUE} onNotify={() => {}} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the five suite tabs in order', () => {
    render(<FullAiSuite tools={SEEDED_CATALOGUE} onNotify={() => {}} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Accessibility',
      'Peer Review',
      'Document Analytics',
      'Journal Analytics',
      'Plug & Play',
    ]);
  });

  it('offers Explore for an available tool and Notify Me for one coming soon', async () => {
    const onNotify = vi.fn();
    const user = userEvent.setup();
    render(<FullAiSuite tools={SEEDED_CATALOGUE} onNotify={onNotify} />);
    expect(screen.getByRole('link', { name: 'Explore Alt Text' })).toHaveAttribute('href', '/tools/alt-text');
    await user.click(screen.getByRole('tab', { name: 'Peer Review' }));
    await user.click(screen.getByRole('button', { name: 'Notify Me about Reviewer Finder' }));
    expect(onNotify).toHaveBeenCalledWith(expect.objectContaining({ slug: 'reviewer-finder', name: 'Reviewer Finder' }));
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<FullAiSuite tools={SEEDED_CATALOGUE} onNotify={() => {}} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Accessibility')]);
    await user.tab();
    expect(tab('Accessibility')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Peer Review')).toHaveFocus();
    expect(tab('Peer Review')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Peer Review');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Plug & Play')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Accessibility')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Plug & Play Widget');
  });

  it('puts every tab’s tools in the server HTML, the inactive panels hidden', () => {
    const html = renderToStaticMarkup(<FullAiSuite tools={SEEDED_CATALOGUE} onNotify={() => {}} />);
    expect(html).toContain('Reviewer Finder');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(5);
    expect(html.match(/hidden=""/g)).toHaveLength(4);
  });
});

describe('given the catalogue’s statuses', () => {
  it('never offers Explore for a tool coming soon, and leaves hidden tools out', () => {
    const tools = SEEDED_CATALOGUE.map((tool) => (tool.slug === 'ai-review' ? { ...tool, status: 'hidden' as const } : tool));
    render(<FullAiSuite tools={tools} onNotify={() => {}} />);
    for (const tool of SEEDED_CATALOGUE.filter((t) => t.status === 'coming-soon')) {
      expect(screen.queryByRole('link', { name: `Explore ${tool.name}`, hidden: true })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Notify Me about ${tool.name}`, hidden: true })).toBeInTheDocument();
    }
    expect(screen.queryByText('AI Review')).not.toBeInTheDocument();
  });
});
