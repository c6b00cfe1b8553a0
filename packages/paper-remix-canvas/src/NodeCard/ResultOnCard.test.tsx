import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  nodeIn,
  paperExecution,
  presentationExecution,
  renderWithProviders,
  storyboardWithImagesExecution,
  videoWithPosterExecution,
} from '../test';
import type { WorkflowNode } from '../workflow/types';
import { CardImage, PaperOnCard, ResultOnCard } from './ResultOnCard';

const completed = (type: WorkflowNode['type'], execution: unknown): WorkflowNode => {
  const node = nodeIn(type, 'completed');
  return { ...node, data: { ...node.data, execution: execution as WorkflowNode['data']['execution'] } };
};

describe('ResultOnCard', () => {
  it("shows a storyboard's scene pictures, each named by its scene", () => {
    renderWithProviders(<ResultOnCard node={completed('storyboard', storyboardWithImagesExecution)} />);
    const scenes = screen.getByRole('list', { name: 'Storyboard scenes' });
    expect(scenes.querySelectorAll('img').length).toBeGreaterThan(0);
    expect(scenes.querySelector('img')?.getAttribute('alt')).toMatch(/^Scene \d/);
  });

  it("opens a film from its poster's play button", async () => {
    const onView = vi.fn();
    const { user } = renderWithProviders(<ResultOnCard node={completed('video', videoWithPosterExecution)} onView={onView} />);
    await user.click(screen.getByRole('button', { name: /^Play / }));
    expect(onView).toHaveBeenCalledWith('video');
  });

  it("shows a deck's first slide, named by the deck's title", () => {
    renderWithProviders(<ResultOnCard node={completed('presentation', presentationExecution)} />);
    expect(screen.getByRole('img', { name: /^First slide/ })).toHaveAttribute('src', presentationExecution.outputData.downloads.png);
  });

  it('shows nothing for the paper input (PaperOnCard does)', () => {
    const { container } = renderWithProviders(<ResultOnCard node={completed('paperInput', paperExecution)} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PaperOnCard', () => {
  it("names the file until the paper is read, then the paper's title", () => {
    const { rerender } = renderWithProviders(<PaperOnCard node={nodeIn('paperInput', 'idle')} fileName="retail-kiosks.pdf" />);
    expect(screen.getByText('retail-kiosks.pdf')).toBeInTheDocument();
    rerender(<PaperOnCard node={completed('paperInput', paperExecution)} fileName="retail-kiosks.pdf" />);
    expect(screen.queryByText('retail-kiosks.pdf')).not.toBeInTheDocument();
    expect(screen.getByText(/.+/, { selector: 'p[title]' }).getAttribute('title')).toContain('retail-kiosks.pdf');
  });
});

describe('CardImage', () => {
  it('leaves an empty frame, not a broken image, when its signed address has expired', () => {
    const { container, rerender } = renderWithProviders(<CardImage src="https://files.example/a.png" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(<CardImage src="https://files.example/a.png?fresh" alt="" />);
    expect(container.querySelector('img')).not.toBeNull();
  });
});
