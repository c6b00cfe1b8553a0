import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { findTool, notifyHref, type Tool } from '#app/content/tools.ts';
import { ToolPage } from './ToolPage';

function tool(slug: string): Tool {
  const found = findTool(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
}

const related = [{ slug: 'ai-summary', name: 'AI Summary', tagline: 'Plain-language summaries.' }];

describe('ToolPage', () => {
  describe('given a tool with a guest demo', () => {
    it('offers Try (sign-up) and the live demo in the showcase', () => {
      render(<ToolPage tool={tool('alt-text')} related={related} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Alt Text' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Try Alt Text' })).toHaveAttribute('href', '/auth/signup');
      expect(screen.getByRole('link', { name: 'Try the live demo' })).toHaveAttribute('href', '/#tools-showcase');
      expect(screen.queryByRole('link', { name: 'Notify Me' })).not.toBeInTheDocument();
    });
  });

  describe('given a tool that is coming soon', () => {
    it('offers Notify Me with the tool named for the contact form, and no demo', () => {
      const coming = tool('llm-as-judge');
      render(<ToolPage tool={coming} related={related} />);
      expect(screen.getByRole('link', { name: 'Notify Me' })).toHaveAttribute('href', notifyHref(coming));
      expect(screen.queryByRole('link', { name: /Try/ })).not.toBeInTheDocument();
    });
  });

  it('shows who it is for, a sample result and related tools', () => {
    render(<ToolPage tool={tool('rejections-analyzer')} related={related} />);
    expect(screen.getByRole('heading', { name: 'Who it is for' })).toBeInTheDocument();
    expect(screen.getByText('Publishers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Example result/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AI Summary' })).toHaveAttribute('href', '/tools/ai-summary');
  });

  it('marks the current page in the breadcrumb', () => {
    render(<ToolPage tool={tool('paper-remix')} related={related} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeAI toolsPaper Remix');
    expect(screen.getByText('Paper Remix', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ToolPage tool={tool('chat-with-paper')} related={related} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<ToolPage tool={tool('ai-review')} related={related} />)).toContain('AI Review');
  });
});
