import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, createFakePdfLoader, PDF_URL, renderWithProviders } from '../test';
import { PdfViewer } from './PdfViewer';

describe('PdfViewer', () => {
  it("shows 'Loading PDF...' while the document opens", () => {
    renderWithProviders(<PdfViewer url={PDF_URL} title="A paper" loader={createFakePdfLoader({ pending: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading PDF...');
  });

  it("shows 'PDF not available' without a URL, and opens nothing", () => {
    const loader = createFakePdfLoader();
    renderWithProviders(<PdfViewer url={null} title="A paper" loader={loader} />);
    expect(screen.getByText('PDF not available')).toBeInTheDocument();
    expect(loader.opened).toEqual([]);
  });

  it("shows 'PDF not available' when the document cannot be opened", async () => {
    renderWithProviders(<PdfViewer url={PDF_URL} title="A paper" loader={createFakePdfLoader({ fail: true })} />);
    expect(await screen.findByText('PDF not available')).toBeInTheDocument();
  });

  it('lays out every page at the size of the paper and draws them with their text', async () => {
    const onFirstPageRendered = vi.fn();
    renderWithProviders(
      <PdfViewer url={PDF_URL} title="A paper" loader={createFakePdfLoader({ pages: 2 })} onFirstPageRendered={onFirstPageRendered} />,
    );
    const viewer = await screen.findByRole('region', { name: 'PDF: A paper' });
    expect(viewer).toHaveAttribute('tabindex', '0');
    const page = await within(viewer).findByRole('group', { name: 'Page 1 of 2' });
    await waitFor(() => expect(page).toHaveAttribute('data-rendered', 'true'));
    expect(page).toHaveTextContent('Page 1 text');
    // Width 640 minus the gutters, over 612 PDF units: the page keeps its 612 × 792 proportions.
    const scale = (640 - 32) / 612;
    expect(parseFloat(page.style.width)).toBeCloseTo(612 * scale, 5);
    expect(parseFloat(page.style.height)).toBeCloseTo(792 * scale, 5);
    expect(page.style.getPropertyValue('--scale-factor')).toBe(String(scale));
    // The text layer is laid out at 2 px a point (no span below a browser's minimum font size) and
    // scaled down to the page, its origin at the page's corner.
    const textLayer = within(page).getByTestId('pdf-text-layer');
    expect(textLayer.style.getPropertyValue('--scale-factor')).toBe('2');
    expect(textLayer.style.transform).toBe(`scale(${scale / 2})`);
    expect(onFirstPageRendered).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading PDF...')).not.toBeInTheDocument();
  });

  it('highlights the requested region on its page', async () => {
    const loader = createFakePdfLoader();
    const { rerender } = renderWithProviders(<PdfViewer url={PDF_URL} title="A paper" loader={loader} />);
    await screen.findByRole('group', { name: 'Page 3 of 3' });
    rerender(
      <PdfViewer
        url={PDF_URL}
        title="A paper"
        loader={loader}
        highlight={{ key: 'q:1:1', pageNumber: 3, rects: [{ x: 72, y: 692, width: 100, height: 12 }] }}
      />,
    );
    const highlight = await within(screen.getByRole('group', { name: 'Page 3 of 3' })).findByTestId('pdf-highlight');
    const scale = (640 - 32) / 612;
    expect(parseFloat(highlight.style.left)).toBeCloseTo(72 * scale, 5);
    expect(parseFloat(highlight.style.top)).toBeCloseTo(88 * scale, 5);
    expect(parseFloat(highlight.style.width)).toBeCloseTo(100 * scale, 5);
  });

  it('finds quotes in the text of their page and highlights each of their lines', async () => {
    const lines = (n: number) =>
      n === 2 ? ['Intro words here. The authors train a small', 'detector on kiosk images. Other text.'] : [`Page ${n} text`];
    const onHighlightLocated = vi.fn();
    renderWithProviders(
      <PdfViewer
        url={PDF_URL}
        title="A paper"
        loader={createFakePdfLoader({ lines })}
        highlight={{ key: 's1', pageNumber: 2, quotes: [{ pageNumber: 2, text: 'The authors train a small detector on kiosk images.' }] }}
        onHighlightLocated={onHighlightLocated}
      />,
    );
    const page = await screen.findByRole('group', { name: 'Page 2 of 3' });
    const highlights = await within(page).findAllByTestId('pdf-highlight');
    expect(highlights).toHaveLength(2);
    const scale = (640 - 32) / 612;
    // The second line starts at the left margin; the first starts after 'Intro words here. ' (18 of 43 characters).
    expect(parseFloat(highlights[1]!.style.left)).toBeCloseTo(72 * scale, 5);
    expect(parseFloat(highlights[0]!.style.left)).toBeGreaterThan(72 * scale + 60);
    await waitFor(() => expect(onHighlightLocated).toHaveBeenCalledWith({ key: 's1', found: [true], pageNumber: 2 }));
  });

  it('looks on the next page for a sentence that runs on, and reports a quote it cannot find', async () => {
    const lines = (n: number) =>
      n === 2
        ? ['Something else entirely.', 'The results improve when the detector']
        : n === 3
          ? ['sees every product on the counter twice. More.']
          : [`Page ${n} text`];
    const onHighlightLocated = vi.fn();
    renderWithProviders(
      <PdfViewer
        url={PDF_URL}
        title="A paper"
        loader={createFakePdfLoader({ lines })}
        highlight={{
          key: 's2',
          pageNumber: 2,
          quotes: [
            { pageNumber: 2, text: 'The results improve when the detector sees every product on the counter twice.' },
            { pageNumber: 1, text: 'A sentence that this paper never wrote anywhere at all.' },
          ],
        }}
        onHighlightLocated={onHighlightLocated}
      />,
    );
    await waitFor(() => expect(onHighlightLocated).toHaveBeenCalledWith({ key: 's2', found: [true, false], pageNumber: 2 }));
    expect(await within(screen.getByRole('group', { name: 'Page 2 of 3' })).findAllByTestId('pdf-highlight')).toHaveLength(1);
    expect(await within(screen.getByRole('group', { name: 'Page 3 of 3' })).findAllByTestId('pdf-highlight')).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Page 1 of 3' })).queryByTestId('pdf-highlight')).not.toBeInTheDocument();
  });

  it('shows the page asked for when its quote is not in the text', async () => {
    const onHighlightLocated = vi.fn();
    renderWithProviders(
      <PdfViewer
        url={PDF_URL}
        title="A paper"
        loader={createFakePdfLoader()}
        highlight={{ key: 's3', pageNumber: 3, quotes: [{ pageNumber: 3, text: 'Nothing like this is on any page of it.' }] }}
        onHighlightLocated={onHighlightLocated}
      />,
    );
    await waitFor(() => expect(onHighlightLocated).toHaveBeenCalledWith({ key: 's3', found: [false], pageNumber: 3 }));
    expect(screen.queryByTestId('pdf-highlight')).not.toBeInTheDocument();
  });

  it('zooms in to the highlighted passage where a whole page would be too small to read', async () => {
    // A page twice the usual size: 640 px of view fit it at about 0.5.
    const view: [number, number, number, number] = [0, 0, 1224, 1584];
    const highlight = { key: 'z', pageNumber: 2, rects: [{ x: 100, y: 900, width: 200, height: 12 }] };
    const { rerender } = renderWithProviders(
      <PdfViewer url={PDF_URL} title="A paper" loader={createFakePdfLoader({ view })} highlight={highlight} />,
    );
    const page = await screen.findByRole('group', { name: 'Page 2 of 3' });
    await waitFor(() => expect(parseFloat(page.style.width)).toBeCloseTo(((640 - 32) / 1224) * 1224, 5));
    rerender(<PdfViewer url={PDF_URL} title="A paper" loader={createFakePdfLoader({ view })} highlight={highlight} zoomToHighlight />);
    // The 200-unit passage would fill 608 px at 2.7: the zoom stops at 1.5.
    await waitFor(() => expect(parseFloat(screen.getByRole('group', { name: 'Page 2 of 3' }).style.width)).toBeCloseTo(1224 * 1.5, 5));
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<PdfViewer url={PDF_URL} title="A paper" loader={createFakePdfLoader()} />);
    await screen.findByRole('group', { name: 'Page 1 of 3' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
