import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../axe';
import { SEEDED_CATALOGUE, SEEDED_SHOWCASE } from '#app/test/catalogue.ts';
import { showcaseTools } from './showcase';
import { ToolsShowcase } from './ToolsShowcase';

function setup() {
  const onGenerate = vi.fn();
  const result = render(<ToolsShowcase tools={SEEDED_SHOWCASE} onGenerate={onGenerate} />);
  return { ...result, onGenerate, user: userEvent.setup() };
}

describe('ToolsShowcase', () => {
  it('renders on the server and has no axe violations', async () => {
    expect(renderToStaticMarkup(<ToolsShowcase tools={SEEDED_SHOWCASE} onGenerate={() => {}} />)).toContain('Generate Now');
    const { container } = setup();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the five featured tools of the seeded catalogue, without the rejections analyzer (SPEC §2)', () => {
    setup();
    const list = screen.getByRole('list', { name: 'AI tools' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alt Text', 'Multi-lingual Audio', 'Paper Remix', 'Gen AI Search', 'Chat with Paper']);
  });

  it('shows the category badge of each tool', async () => {
    const { user } = setup();
    expect(screen.getByText('Accessibility')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat with Paper' }));
    expect(screen.getByText('Document Analytics')).toBeInTheDocument();
  });

  describe('given no sample is chosen', () => {
    it('keeps Generate Now looking disabled and does nothing when pressed', async () => {
      const { user, onGenerate } = setup();
      const generate = screen.getByRole('button', { name: 'Generate Now' });
      expect(generate).toHaveAttribute('aria-disabled', 'true');
      await user.click(generate);
      expect(onGenerate).not.toHaveBeenCalled();
    });
  });

  it('hands off the chosen tool and sample', async () => {
    const { user, onGenerate } = setup();
    await user.click(screen.getByRole('button', { name: /Anatomy/ }));
    const generate = screen.getByRole('button', { name: 'Generate Now' });
    expect(generate).not.toHaveAttribute('aria-disabled');
    await user.click(generate);
    expect(onGenerate).toHaveBeenCalledWith({
      tool: expect.objectContaining({ id: 'alt-text', slug: 'alt-text', needsAudioOptions: false }),
      sample: { id: 'anatomy', label: 'Anatomy', fileType: 'jpeg' },
    });
  });

  it('marks Multi-lingual Audio as needing the audio options first', async () => {
    const { user, onGenerate } = setup();
    await user.click(screen.getByRole('button', { name: 'Multi-lingual Audio' }));
    await user.click(screen.getByRole('button', { name: /Health Science/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Now' }));
    expect(onGenerate.mock.calls[0]?.[0].tool).toMatchObject({ id: 'multi-lingual-audio', needsAudioOptions: true });
  });

  it('offers the four sample questions for Gen AI Search and forgets the sample when switching tools', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Medicine/ }));
    await user.click(screen.getByRole('button', { name: 'Gen AI Search' }));
    expect(screen.getByText('Choose a sample question')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /COVID-19 vaccines and cardiovascular fatalities/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /influencers/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /global conflicts/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /political figure/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Now' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('given the catalogue', () => {
  it('lists what Featured and Status say: an unfeatured or coming-soon tool leaves, a featured one with a demo joins', () => {
    const edited = SEEDED_CATALOGUE.map((tool) => {
      if (tool.slug === 'paper-remix') return { ...tool, featured: false };
      if (tool.slug === 'chat-with-paper') return { ...tool, status: 'coming-soon' as const };
      if (tool.slug === 'rejections-analyzer') return { ...tool, featured: true };
      return tool;
    });
    render(<ToolsShowcase tools={showcaseTools(edited)} onGenerate={() => {}} />);
    const list = screen.getByRole('list', { name: 'AI tools' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alt Text', 'Multi-lingual Audio', 'Gen AI Search', 'Rejections Analyzer']);
  });

  it('names and describes a tool as the catalogue does, and links its page', async () => {
    const renamed = SEEDED_CATALOGUE.map((tool) =>
      tool.slug === 'alt-text' ? { ...tool, name: 'Alt Text Pro', description: 'Figures, described.' } : tool,
    );
    render(<ToolsShowcase tools={showcaseTools(renamed)} onGenerate={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Alt Text Pro' })).toBeInTheDocument();
    expect(screen.getByText(/Figures, described\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More about Alt Text Pro' })).toHaveAttribute('href', '/tools/alt-text');
  });

  it('opens on the tool and sample a deep link asks for, and ignores a sample the tool does not have', () => {
    const { unmount } = render(
      <ToolsShowcase tools={SEEDED_SHOWCASE} defaultToolId="gen-ai-search" defaultSampleId="global-conflicts" onGenerate={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Gen AI Search' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /global conflicts/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Generate Now' })).not.toHaveAttribute('aria-disabled');
    unmount();
    render(<ToolsShowcase tools={SEEDED_SHOWCASE} defaultToolId="gen-ai-search" defaultSampleId="anatomy" onGenerate={() => {}} />);
    expect(screen.getByRole('button', { name: 'Generate Now' })).toHaveAttribute('aria-disabled', 'true');
  });
});
