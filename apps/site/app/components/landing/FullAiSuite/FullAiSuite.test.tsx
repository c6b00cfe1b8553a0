import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../axe';
import { SAMPLE_SUITE_TOOLS } from './sampleTools';
import { FullAiSuite } from './FullAiSuite';

describe('FullAiSuite', () => {
  it('renders on the server with no axe violations', async () => {
    expect(renderToStaticMarkup(<FullAiSuite tools={SAMPLE_SUITE_TOOLS} onNotify={() => {}} />)).toContain('Alt Text');
    const { container } = render(<FullAiSuite tools={SAMPLE_SUITE_TOOLS} onNotify={() => {}} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the five suite tabs in order', () => {
    render(<FullAiSuite tools={SAMPLE_SUITE_TOOLS} onNotify={() => {}} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Accessibility',
      'Peer Review',
      'Document Analytics',
      'Journal Analytics',
      'Plug & Play',
    ]);
  });

  it('offers Explore for a tool with a page and Notify Me for one without', async () => {
    const onNotify = vi.fn();
    const user = userEvent.setup();
    render(<FullAiSuite tools={SAMPLE_SUITE_TOOLS} onNotify={onNotify} />);
    expect(screen.getByRole('link', { name: 'Explore Alt Text' })).toHaveAttribute('href', '/tools/alt-text');
    await user.click(screen.getByRole('tab', { name: 'Peer Review' }));
    await user.click(screen.getByRole('button', { name: 'Notify Me about Reviewer Finder' }));
    expect(onNotify).toHaveBeenCalledWith(expect.objectContaining({ slug: 'reviewer-finder', name: 'Reviewer Finder' }));
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<FullAiSuite tools={SAMPLE_SUITE_TOOLS} onNotify={() => {}} />);
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
    const html = renderToStaticMarkup(<FullAiSuite tools={SAMPLE_SUITE_TOOLS} onNotify={() => {}} />);
    expect(html).toContain('Reviewer Finder');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(5);
    expect(html.match(/hidden=""/g)).toHaveLength(4);
  });
});
