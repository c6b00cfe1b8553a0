import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { notifyHref, notifyMeInterest } from '#app/lib/catalogue.ts';
import { catalogueTool, NEW_TOOL } from '#app/test/catalogue.ts';
import { ToolPage, type ToolPageProps } from './ToolPage';
import { visualFor } from './toolVisuals';

const BOOKING_URL = 'https://calendly.com/paperlight/demo';
const related = [{ slug: 'ai-summary', name: 'AI Summary', tagline: 'Plain-language summaries.', description: 'Summaries.' }];

function renderPage(slug: string, overrides: Partial<ToolPageProps> = {}) {
  const tool = slug === NEW_TOOL.slug ? NEW_TOOL : catalogueTool(slug);
  return render(
    <ToolPage tool={tool} related={related} visual={visualFor(tool)} liveDemoHref={null} bookingUrl={BOOKING_URL} {...overrides} />,
  );
}

describe('ToolPage', () => {
  describe('given a tool with a product and a guest demo', () => {
    it('offers Try (sign-up, then the product) and the live demo with its sample chosen', () => {
      renderPage('paper-remix', { liveDemoHref: '/?tool=paper-remix&sample=retail-kiosk#tools-showcase' });
      expect(screen.getByRole('heading', { level: 1, name: 'Paper Remix' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Try Paper Remix' })).toHaveAttribute('href', '/auth/signup?returnTo=%2Fdashboard');
      expect(screen.getByRole('link', { name: 'Try the live demo' })).toHaveAttribute(
        'href',
        '/?tool=paper-remix&sample=retail-kiosk#tools-showcase',
      );
      expect(screen.getByRole('link', { name: 'Book a demo (opens in a new tab)' })).toHaveAttribute('href', BOOKING_URL);
      expect(screen.queryByRole('link', { name: /Notify Me/ })).not.toBeInTheDocument();
    });
  });

  describe('given an available tool without a product here', () => {
    it('offers Book a demo instead of a sign-up that leads nowhere', () => {
      renderPage('ai-review');
      const book = screen.getByRole('link', { name: 'Book a demo of AI Review (opens in a new tab)' });
      expect(book).toHaveAttribute('href', BOOKING_URL);
      expect(book).toHaveAttribute('target', '_blank');
      expect(screen.queryByRole('link', { name: /^Try/ })).not.toBeInTheDocument();
    });
  });

  describe('given a tool that is coming soon', () => {
    it('offers Notify Me with the one sentence naming the tool, and nothing to try', () => {
      renderPage('llm-as-judge');
      const notify = screen.getByRole('link', { name: 'Notify Me about LLM as Judge' });
      expect(notify).toHaveAttribute('href', notifyHref('LLM as Judge'));
      expect(new URL(notify.getAttribute('href') ?? '', 'https://x.test').searchParams.get('interest')).toBe(
        notifyMeInterest('LLM as Judge'),
      );
      expect(screen.getByText('Coming soon')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Try/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Book a demo/ })).not.toBeInTheDocument();
    });
  });

  describe('given a tool made in Tools Administration with a card only', () => {
    it('still makes a page: its description, its category’s drawing and Notify Me', () => {
      renderPage(NEW_TOOL.slug);
      expect(screen.getByRole('heading', { level: 1, name: 'Citation Guard' })).toBeInTheDocument();
      expect(screen.getAllByText(NEW_TOOL.description).length).toBeGreaterThan(0);
      expect(screen.getByRole('img')).toHaveAttribute('src', '/tools/illustrations/category-peer-review.svg');
      expect(screen.queryByRole('heading', { name: 'Who it is for' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /result/ })).not.toBeInTheDocument();
    });
  });

  it('shows the category of the catalogue, who it is for, a sample result and related tools', () => {
    renderPage('ai-summary');
    expect(screen.getByText('Accessibility', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who it is for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Example result/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AI Summary' })).toHaveAttribute('href', '/tools/ai-summary');
  });

  it('shows a drawing of what a tool without a demo does', () => {
    renderPage('image-duplication-checks');
    expect(screen.getByRole('img', { name: /Two figure panels/ })).toHaveAttribute(
      'src',
      '/tools/illustrations/image-duplication-checks.svg',
    );
  });

  it('marks the current page in the breadcrumb', () => {
    renderPage('paper-remix');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeAI toolsPaper Remix');
    expect(screen.getByText('Paper Remix', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage('chat-with-paper', { liveDemoHref: '/?tool=chat-with-paper#tools-showcase' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders on the server', () => {
    const tool = catalogueTool('ai-review');
    expect(
      renderToStaticMarkup(
        <ToolPage tool={tool} related={related} visual={visualFor(tool)} liveDemoHref={null} bookingUrl={BOOKING_URL} />,
      ),
    ).toContain('AI Review');
  });
});
