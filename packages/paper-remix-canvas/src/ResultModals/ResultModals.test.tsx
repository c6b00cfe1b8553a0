import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  axe,
  FIGURE_PNG,
  paperExecution,
  renderWithProviders,
  scriptOutput,
  storyboardOutput,
  storyboardWithImagesExecution,
  VIDEO_URL,
} from '../test';
import { NO_FIGURES_MESSAGE, PaperModal } from './PaperModal';
import { ScriptModal } from './ScriptModal';
import { StoryboardModal } from './StoryboardModal';
import { VideoPlayerModal } from './VideoPlayerModal';
import { sourcesLabel } from '../workflow/results';

/** Opens a modal and lets its 500 ms skeleton (SPEC §9) pass on the fake clock. */
function show(ui: ReactElement) {
  const rendered = renderWithProviders(ui);
  act(() => rendered.clock.advance(500));
  return rendered;
}

describe('PaperModal', () => {
  it('shows what the engine read: the citation, the sections in order and each figure and table with its page', async () => {
    show(<PaperModal open execution={paperExecution} />);
    const dialog = screen.getByRole('dialog', { name: 'Paper contents' });
    const about = within(dialog).getByRole('region', { name: 'The paper' });
    expect(about).toHaveTextContent('Recognising Products at the Unmanned Kiosk');
    expect(about).toHaveTextContent('Ada Lovelace, Alan Turing');
    expect(about).toHaveTextContent('Proceedings of Retail Vision · 2024 · doi:10.1234/kiosk.2024');
    expect(about).toHaveTextContent('Licence: CC BY 4.0');
    expect(about).toHaveTextContent('4 pages · English · 4 sections · 2 figures and tables');
    const sections = within(within(dialog).getByRole('region', { name: 'Sections' })).getAllByRole('listitem');
    expect(sections.map((item) => item.textContent)).toEqual(['Abstract', '1 Introduction', '2 Method', '3 Results']);
    const figures = within(within(dialog).getByRole('region', { name: 'Figures and tables' })).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]).toHaveTextContent('Figure 2 · p. 4The recognition pipeline, from the camera to the charge.');
    expect(figures[0]).toHaveTextContent('From the paper: p. 4 · Figure 2');
    expect(within(figures[1]!).getByRole('img', { name: 'Table 1 of the paper, as cropped from page 5' })).toHaveAttribute(
      'src',
      FIGURE_PNG,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says so when the paper has no captioned figure, and keeps a malformed entry from breaking the rest', () => {
    show(<PaperModal open execution={{ jsonOutput: { ...paperExecution.jsonOutput, figures: [{ id: 'x' }, null] }, outputData: {} }} />);
    expect(screen.getByRole('region', { name: 'Figures and tables' })).toHaveTextContent(NO_FIGURES_MESSAGE);
    expect(screen.getByRole('region', { name: 'The paper' })).toHaveTextContent('0 figures and tables');
  });

  it("says 'Something went wrong!' without a read paper", () => {
    show(<PaperModal open execution={{ jsonOutput: { scenes: [] } }} />);
    expect(screen.getByRole('dialog', { name: 'Paper contents' })).toHaveTextContent('Something went wrong!');
  });
});

describe('ScriptModal', () => {
  it("says 'Something went wrong!' without execution data", () => {
    show(<ScriptModal open execution={null} />);
    expect(screen.getByRole('dialog', { name: 'Script' })).toHaveTextContent('Something went wrong!');
  });

  it('shows the script and downloads it as script-{yyyy}-{MM}-{dd}.txt', async () => {
    const onDownload = vi.fn();
    const { user } = show(<ScriptModal open execution={{ jsonOutput: scriptOutput }} onDownload={onDownload} />);
    expect(screen.getByRole('region', { name: 'Opening' })).toHaveTextContent(scriptOutput.opening.narration);
    expect(screen.getByRole('region', { name: 'Slide 2' })).toHaveTextContent('Technical');
    // Each slide says where in the paper it comes from (issue 15).
    expect(screen.getByRole('region', { name: 'Slide 1' })).toHaveTextContent('From the paper: pp. 1–2 · Introduction');
    expect(screen.getByRole('region', { name: 'Slide 2' })).toHaveTextContent('From the paper: p. 4 · Method · Figure 2');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'script-2026-03-05.txt');
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('StoryboardModal', () => {
  it('shows every scene field and downloads storyboard-{yyyy}-{MM}-{dd}.txt', async () => {
    const onDownload = vi.fn();
    const { user } = show(<StoryboardModal open execution={{ jsonOutput: storyboardOutput }} onDownload={onDownload} />);
    const scene = screen.getByRole('region', { name: 'Scene 1' });
    for (const label of [
      'Visual description',
      'Script line',
      'Background details',
      'Narration',
      'Sound cues',
      'Duration',
      'Directions for videographer',
      'Visual elements',
      'Text overlays',
      'Visual cues',
      'Audio cues',
      'Transition notes',
    ]) {
      expect(scene).toHaveTextContent(label);
    }
    expect(scene).toHaveTextContent('Slow pan from left to right.');
    expect(scene).toHaveTextContent('From the paper: pp. 1–2 · Introduction');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'storyboard-2026-03-05.txt');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('shows the picture each scene puts on screen, described by its caption; a scene without one shows none', async () => {
    show(<StoryboardModal open execution={storyboardWithImagesExecution} />);
    expect(screen.getByRole('region', { name: 'Scene 1' }).querySelector('img')).toBeNull();
    const picture = screen.getByRole('img', { name: 'Figure 2: The recognition pipeline, from the camera to the charge.' });
    expect(screen.getByRole('region', { name: 'Scene 3' })).toContainElement(picture);
    expect(picture).toHaveAttribute('src', storyboardWithImagesExecution.outputData.sceneImageUrls[2]);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it("says 'Something went wrong!' without a storyboard", () => {
    show(<StoryboardModal open execution={{ jsonOutput: null }} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Something went wrong!');
  });
});

describe('sources of a slide or scene', () => {
  it('reads pages as ranges, then the section and the figures; a malformed field is dropped, not fatal', () => {
    expect(sourcesLabel({ pages: [9, 3, 4, 5, 3] })).toBe('pp. 3–5, 9');
    expect(sourcesLabel({ pages: [], section: 'Results', figures: ['table-2', 'figure-10'] })).toBe('Results · Table 2 · Figure 10');
    expect(sourcesLabel(undefined)).toBe('');
    show(
      <ScriptModal
        open
        execution={{ jsonOutput: { ...scriptOutput, slides: [{ ...scriptOutput.slides[0], sources: { pages: 'three' } }] } }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Slide 1' })).not.toHaveTextContent('From the paper');
  });
});

describe('VideoPlayerModal', () => {
  it('shows 1080p, the skips and the mm:ss time', async () => {
    show(<VideoPlayerModal open videoUrl={VIDEO_URL} />);
    expect(screen.getByText('1080p')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back 10 seconds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward 10 seconds' })).toBeInTheDocument();
    expect(screen.getByLabelText('Time')).toHaveTextContent('00:00 / 00:00');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('gives the browser the chapters as a WebVTT chapters track beside the captions', () => {
    show(
      <VideoPlayerModal
        open
        videoUrl={VIDEO_URL}
        subtitlesUrl="https://files.example/subtitles.vtt"
        chaptersUrl="https://files.example/chapters.vtt"
      />,
    );
    const tracks = [...document.querySelectorAll('video track')].map((t) => [t.getAttribute('kind'), t.getAttribute('src')]);
    expect(tracks).toEqual([
      ['captions', 'https://files.example/subtitles.vtt'],
      ['chapters', 'https://files.example/chapters.vtt'],
    ]);
  });

  it('skips 10 s forward and back within the video', async () => {
    const { user, container } = show(<VideoPlayerModal open videoUrl={VIDEO_URL} />);
    const video = document.querySelector('video')!;
    Object.defineProperty(video, 'duration', { value: 95, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(video.currentTime).toBe(10);
    await user.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    await user.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(video.currentTime).toBe(0);
    expect(container).toBeTruthy();
  });

  it("fails a guest's download with 'Not able to download file.'", async () => {
    const fetchFile = vi.fn();
    const { user } = show(<VideoPlayerModal open videoUrl={VIDEO_URL} mode="guest" fetchFile={fetchFile} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not able to download file.');
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('downloads for users and reports a failed fetch', async () => {
    const onDownload = vi.fn();
    const fetchFile = vi.fn(async () => new Blob(['mp4']));
    const { user } = show(<VideoPlayerModal open videoUrl={VIDEO_URL} fetchFile={fetchFile} onDownload={onDownload} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'video-2026-03-05.mp4'));
    fetchFile.mockRejectedValueOnce(new Error('403'));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not able to download file.');
  });
});

describe('result modals per SPEC §9 (issue 15)', () => {
  it('shows a skeleton for 500 ms on the clock, then the result', () => {
    const { clock } = renderWithProviders(<ScriptModal open execution={{ jsonOutput: scriptOutput }} />);
    const dialog = screen.getByRole('dialog', { name: 'Script' });
    expect(dialog).toHaveTextContent('Loading script');
    expect(screen.queryByRole('region', { name: 'Opening' })).toBeNull();
    act(() => clock.advance(499));
    expect(dialog).toHaveTextContent('Loading script');
    act(() => clock.advance(1));
    expect(screen.getByRole('region', { name: 'Opening' })).toBeInTheDocument();
  });
});

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const VTT = `WEBVTT

1
00:00:00.000 --> 00:00:04.500
Heat stress lowers wheat yield in every trial we ran.

2
00:00:04.500 --> 00:00:09.000
We measured grain weight across <b>thirty</b> plots.
`;

describe('VideoPlayer in the video modal (issue 15)', () => {
  it('has a seek bar, captions on/off, fullscreen, chapters and the transcript with .txt and .vtt downloads', async () => {
    const onDownload = vi.fn();
    const fetchText = vi.fn(async () => VTT);
    const { user } = show(
      <VideoPlayerModal
        open
        videoUrl={VIDEO_URL}
        subtitlesUrl="https://files.example/subtitles.vtt"
        scenes={[{ start: 0 }, { start: 4.5 }]}
        title="Heat stress"
        fetchText={fetchText}
        onDownload={onDownload}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    const captions = screen.getByRole('button', { name: 'Captions' });
    expect(captions).toHaveAttribute('aria-pressed', 'true');
    await user.click(captions);
    expect(captions).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
    const chapters = await screen.findByRole('navigation', { name: 'Chapters' });
    expect(
      within(chapters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['00:00 1. Heat stress lowers wheat yield in every trial…', '00:04 2. We measured grain weight across thirty plots.']);
    const video = document.querySelector('video')!;
    await user.click(within(chapters).getAllByRole('button')[1]!);
    expect(video.currentTime).toBeCloseTo(4.5);
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    expect(screen.getByRole('region', { name: 'Transcript' })).toHaveTextContent('We measured grain weight across thirty plots.');
    await user.click(screen.getByRole('button', { name: 'Transcript (.txt)' }));
    const [txt, txtName] = onDownload.mock.calls[0]!;
    expect(txtName).toBe('transcript-2026-03-05.txt');
    expect(await readBlob(txt as Blob)).toBe(
      'Heat stress\n\nHeat stress lowers wheat yield in every trial we ran.\n\nWe measured grain weight across thirty plots.\n',
    );
    await user.click(screen.getByRole('button', { name: 'Captions (.vtt)' }));
    expect(onDownload.mock.calls[1]![1]).toBe('transcript-2026-03-05.vtt');
    expect(await readBlob(onDownload.mock.calls[1]![0] as Blob)).toBe(VTT);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
