import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../axe';
import { ToolsShowcase } from './ToolsShowcase';

function setup() {
  const onGenerate = vi.fn();
  const result = render(<ToolsShowcase onGenerate={onGenerate} />);
  return { ...result, onGenerate, user: userEvent.setup() };
}

describe('ToolsShowcase', () => {
  it('renders on the server and has no axe violations', async () => {
    expect(renderToStaticMarkup(<ToolsShowcase onGenerate={() => {}} />)).toContain('Generate Now');
    const { container } = setup();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the five tools of the spec, without the rejections analyzer', () => {
    setup();
    const list = screen.getByRole('list', { name: 'AI tools' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Alt Text',
      'Multi-lingual Audio',
      'Paper Remix',
      'Gen AI Search',
      'Chat with Paper',
    ]);
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
      tool: expect.objectContaining({ id: 'alt-text', needsAudioOptions: false }),
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
