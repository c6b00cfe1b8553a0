import { PROCESSORS } from '#app/lib/vendor-facts.ts';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import DataProcessing from './data-processing';

describe('the data-processing page', () => {
  it('renders on the server under one level-one heading', () => {
    const html = renderToStaticMarkup(<DataProcessing />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Data processing agreement</h1>');
  });

  it('has its sections in order', () => {
    render(<DataProcessing />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Data processing agreement');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Parties and roles',
      'What is processed, and why',
      'Our obligations',
      'Technical and organisational measures',
      'Retention and deletion',
      'Sub-processors',
      'International transfers',
      'How to sign',
    ]);
  });

  it('lists each service a deployment may use, with the setting that turns it on', () => {
    render(<DataProcessing />);
    const table = screen.getByRole('table', { name: 'Services that process personal data' });
    for (const processor of PROCESSORS) expect(within(table).getByRole('rowheader', { name: processor.service })).toBeInTheDocument();
    expect(table).toHaveTextContent('LLM_BASE_URL');
    expect(table).toHaveTextContent('SPEECH_BASE_URL');
    expect(table).toHaveTextContent('SMTP_URL');
  });

  it('has no axe violations', async () => {
    const { container } = render(<DataProcessing />);
    // jsdom cannot paint, so contrast is checked by the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });
});
