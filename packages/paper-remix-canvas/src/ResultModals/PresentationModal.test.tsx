import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, plainPresentationExecution, presentationExecution, renderWithProviders } from '../test';
import { NO_RESULT_MESSAGE } from '../workflow/results';
import { DOWNLOAD_FAILED_MESSAGE } from './MindmapModal';
import { PRESENTATION_FILES_MISSING_MESSAGE, PresentationModal } from './PresentationModal';
import { MODAL_SKELETON_MS } from './useSkeleton';

async function opened(props: Partial<Parameters<typeof PresentationModal>[0]> = {}) {
  const rendered = renderWithProviders(<PresentationModal open execution={presentationExecution} {...props} />);
  rendered.clock.advance(MODAL_SKELETON_MS);
  return { ...rendered, slides: await screen.findByRole('list', { name: 'Slides' }) };
}

describe('PresentationModal', () => {
  it('shows the first slide, the deck’s settings and every slide with its kind, heading and page', async () => {
    const { slides } = await opened();
    expect(screen.getByRole('dialog', { name: 'Presentation' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'First slide: Recognising Products at the Unmanned Kiosk' })).toHaveAttribute(
      'src',
      presentationExecution.outputData.downloads.png,
    );
    expect(screen.getByText('16:9 · Paperlight theme · speaker notes included')).toBeInTheDocument();
    expect(
      within(slides)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 Title Recognising Products at the Unmanned Kiosk',
      '2 Points Why kiosks misread products p. 2',
      '3 Figure The recognition pipeline p. 4',
      '4 Table Baskets charged right, by product group p. 5',
      '5 Key number 97.2% of baskets charged right p. 5',
      '6 Quote Recognition is the heart of the business p. 2',
      '7 Source Ada Lovelace et al., Proceedings of Retail Vision (2024)',
    ]);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says when a 4:3 plain deck has no speaker notes', async () => {
    await opened({ execution: plainPresentationExecution });
    expect(screen.getByText('4:3 · Plain theme · no speaker notes')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^First slide: / })).toHaveAttribute('data-size', '4:3');
  });

  it('downloads the PowerPoint deck and the PDF handout under dated names, and says so when a download fails', async () => {
    const fetchFile = vi.fn(async (url: string) => new Blob([url]));
    const onDownload = vi.fn();
    const { user } = await opened({ fetchFile, onDownload });
    const toolbar = screen.getByRole('group', { name: 'Download the presentation' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download PowerPoint (.pptx)', 'Download PDF handout']);
    await user.click(within(toolbar).getByRole('button', { name: 'Download PowerPoint (.pptx)' }));
    expect(fetchFile).toHaveBeenCalledWith('https://files.example/presentation.pptx');
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'presentation-2026-03-05.pptx'));
    await user.click(within(toolbar).getByRole('button', { name: 'Download PDF handout' }));
    expect(fetchFile).toHaveBeenCalledWith('https://files.example/presentation.pdf');
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'presentation-2026-03-05.pdf'));
    expect(screen.queryByRole('alert')).toBeNull();
    fetchFile.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(toolbar).getByRole('button', { name: 'Download PDF handout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED_MESSAGE);
  });

  it('lists the slides of a deck whose files are missing and says so, with nothing to download', async () => {
    const { slides } = await opened({ execution: { ...presentationExecution, outputData: { slides: 7, size: '16:9' } } });
    expect(within(slides).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText(PRESENTATION_FILES_MISSING_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Download the presentation' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says there is no result when the output is not a deck', async () => {
    const rendered = renderWithProviders(
      <PresentationModal open execution={{ ...presentationExecution, jsonOutput: { scenes: [] }, outputData: null }} />,
    );
    rendered.clock.advance(MODAL_SKELETON_MS);
    expect(await screen.findByText(NO_RESULT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Slides' })).toBeNull();
  });
});
