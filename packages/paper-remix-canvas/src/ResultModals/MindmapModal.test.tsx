import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { measureReactFlowInJsdom } from '../test/reactFlowInJsdom';
import { axe, mindmapExecution, renderWithProviders } from '../test';
import { NO_RESULT_MESSAGE } from '../workflow/results';
import { MODAL_SKELETON_MS } from './useSkeleton';
import { DOWNLOAD_FAILED_MESSAGE, MINDMAP_HINT, MindmapModal } from './MindmapModal';

beforeAll(measureReactFlowInJsdom);

/** Presses Enter on a part of the map, as the keyboard does (d3-zoom reads the pointer's window, which jsdom's events lack). */
async function press(user: ReturnType<typeof renderWithProviders>['user'], element: HTMLElement) {
  element.focus();
  await user.keyboard('{Enter}');
}

async function opened(props: Partial<Parameters<typeof MindmapModal>[0]> = {}) {
  const rendered = renderWithProviders(<MindmapModal open execution={mindmapExecution} {...props} />);
  rendered.clock.advance(MODAL_SKELETON_MS);
  return { ...rendered, map: await screen.findByRole('group', { name: 'Mind map of Recognising Products at the Unmanned Kiosk' }) };
}

describe('MindmapModal (issue 35)', () => {
  it('shows the paper at the centre, each branch with its count, and its points, every part a button', async () => {
    const { map } = await opened();
    expect(within(map).getByText('Recognising Products at the Unmanned Kiosk')).toBeInTheDocument();
    expect(within(map).getByText('Ada Lovelace, Alan Turing')).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Method 2 points' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(map).getByRole('button', { name: 'A camera above the shelf recognises each product.' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText(MINDMAP_HINT)).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('folds and unfolds a branch', async () => {
    const { map, user } = await opened();
    await press(user, within(map).getByRole('button', { name: 'Method 2 points' }));
    expect(within(map).getByRole('button', { name: 'Method 2 points' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(map).queryByRole('button', { name: 'A camera above the shelf recognises each product.' })).toBeNull();
    expect(within(map).getByRole('button', { name: 'Baskets charged right: 97.2%.' })).toBeInTheDocument();
    await press(user, within(map).getByRole('button', { name: 'Method 2 points' }));
    expect(within(map).getByRole('button', { name: 'Baskets are charged when the door closes.' })).toBeInTheDocument();
  });

  it('shows where the paper says a chosen point', async () => {
    const { map, user } = await opened();
    await press(user, within(map).getByRole('button', { name: 'Baskets charged right: 97.2%.' }));
    expect(within(map).getByRole('button', { name: 'Baskets charged right: 97.2%.' })).toHaveAttribute('aria-pressed', 'true');
    const detail = screen.getByRole('status');
    expect(detail).toHaveTextContent('Results');
    expect(detail).toHaveTextContent('From the paper: p. 5 · 3 Results');
  });

  it('downloads the PNG, SVG, OPML and Markdown under dated names, and says so when a download fails', async () => {
    const fetchFile = vi.fn(async (url: string) => new Blob([url]));
    const onDownload = vi.fn();
    const { user } = await opened({ fetchFile, onDownload });
    const toolbar = screen.getByRole('group', { name: 'Download the map' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['PNG', 'SVG', 'OPML', 'Markdown']);
    await user.click(within(toolbar).getByRole('button', { name: 'OPML' }));
    expect(fetchFile).toHaveBeenCalledWith('https://files.example/mindmap.opml');
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'mindmap-2026-03-05.opml'));
    fetchFile.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(toolbar).getByRole('button', { name: 'PNG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED_MESSAGE);
  });

  it('says there is no result when the output is not a map', async () => {
    const rendered = renderWithProviders(<MindmapModal open execution={{ ...mindmapExecution, jsonOutput: { scenes: [] } }} />);
    rendered.clock.advance(MODAL_SKELETON_MS);
    expect(await screen.findByText(NO_RESULT_MESSAGE)).toBeInTheDocument();
  });
});
