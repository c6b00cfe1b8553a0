import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders, scriptOutput, storyboardOutput, VIDEO_URL } from '../test';
import { ScriptModal } from './ScriptModal';
import { StoryboardModal } from './StoryboardModal';
import { VideoPlayerModal } from './VideoPlayerModal';

describe('ScriptModal', () => {
  it("says 'Something went wrong!' without execution data", () => {
    renderWithProviders(<ScriptModal open execution={null} />);
    expect(screen.getByRole('dialog', { name: 'Script' })).toHaveTextContent('Something went wrong!');
  });

  it('shows the script and downloads it as script-{yyyy}-{MM}-{dd}.txt', async () => {
    const onDownload = vi.fn();
    const { user } = renderWithProviders(<ScriptModal open execution={{ jsonOutput: scriptOutput }} onDownload={onDownload} />);
    expect(screen.getByRole('region', { name: 'Opening' })).toHaveTextContent(scriptOutput.opening.narration);
    expect(screen.getByRole('region', { name: 'Slide 2' })).toHaveTextContent('Technical');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'script-2026-03-05.txt');
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('StoryboardModal', () => {
  it('shows every scene field and downloads storyboard-{yyyy}-{MM}-{dd}.txt', async () => {
    const onDownload = vi.fn();
    const { user } = renderWithProviders(<StoryboardModal open execution={{ jsonOutput: storyboardOutput }} onDownload={onDownload} />);
    const scene = screen.getByRole('region', { name: 'Scene 1' });
    for (const label of ['Visual description', 'Script line', 'Background details', 'Narration', 'Sound cues', 'Duration', 'Directions for videographer', 'Visual elements', 'Text overlays', 'Visual cues', 'Audio cues', 'Transition notes']) {
      expect(scene).toHaveTextContent(label);
    }
    expect(scene).toHaveTextContent('Slow pan from left to right.');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'storyboard-2026-03-05.txt');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it("says 'Something went wrong!' without a storyboard", () => {
    renderWithProviders(<StoryboardModal open execution={{ jsonOutput: null }} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Something went wrong!');
  });
});

describe('VideoPlayerModal', () => {
  it('shows 1080p, the skips and the mm:ss time', async () => {
    renderWithProviders(<VideoPlayerModal open videoUrl={VIDEO_URL} />);
    expect(screen.getByText('1080p')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back 10 seconds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward 10 seconds' })).toBeInTheDocument();
    expect(screen.getByLabelText('Time')).toHaveTextContent('00:00 / 00:00');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('skips 10 s forward and back within the video', async () => {
    const { user, container } = renderWithProviders(<VideoPlayerModal open videoUrl={VIDEO_URL} />);
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
    const { user } = renderWithProviders(<VideoPlayerModal open videoUrl={VIDEO_URL} mode="guest" fetchFile={fetchFile} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not able to download file.');
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('downloads for users and reports a failed fetch', async () => {
    const onDownload = vi.fn();
    const fetchFile = vi.fn(async () => new Blob(['mp4']));
    const { user } = renderWithProviders(<VideoPlayerModal open videoUrl={VIDEO_URL} fetchFile={fetchFile} onDownload={onDownload} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'video-2026-03-05.mp4'));
    fetchFile.mockRejectedValueOnce(new Error('403'));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not able to download file.');
  });
});
