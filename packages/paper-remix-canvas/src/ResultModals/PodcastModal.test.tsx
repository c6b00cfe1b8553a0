import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe, editedPodcastExecution, podcastExecution, renderWithProviders, shortPodcastExecution, SHORT_PAPER_NOTE } from '../test';
import { NO_RESULT_MESSAGE } from '../workflow/results';
import { DOWNLOAD_FAILED_MESSAGE } from './MindmapModal';
import { PODCAST_EDIT_INTRO } from './PodcastEditor';
import { PodcastModal, RERENDER_PENDING_MESSAGE } from './PodcastModal';
import { UNTRACED_LABEL } from './PodcastPlayer';
import { PaperSourceProvider } from './paperSource';
import { MODAL_SKELETON_MS } from './useSkeleton';

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function opened(props: Partial<Parameters<typeof PodcastModal>[0]> = {}) {
  const rendered = renderWithProviders(<PodcastModal open execution={podcastExecution} {...props} />);
  act(() => rendered.clock.advance(MODAL_SKELETON_MS));
  return rendered;
}

const transcript = () => screen.getByRole('list', { name: 'Transcript' });
const currentTurn = () =>
  within(transcript())
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'true');

describe('PodcastModal (issue 34)', () => {
  it('plays the episode with its chapters and a transcript with speaker names', async () => {
    opened();
    const panel = screen.getByRole('dialog', { name: 'Podcast' });
    expect(within(panel).getByText('2 voices · 7:36', { exact: false })).toBeInTheDocument();
    const audio = panel.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', 'https://files.example/podcast.m4a');
    expect(audio).toHaveAccessibleName('Episode: Recognising Products at the Unmanned Kiosk');
    expect(
      within(panel)
        .getAllByRole('button', { name: /^\d+:\d\d / })
        .map((chapter) => chapter.textContent),
    ).toEqual(['0:00Introduction', '0:41The problem', '3:00What they did']);
    const turns = within(transcript()).getAllByRole('listitem');
    expect(turns).toHaveLength(4);
    expect(turns[1]).toHaveTextContent('0:41 Maya guest');
    expect(turns[1]).toHaveTextContent('Unmanned kiosks lose money whenever items are misread');
    expect(within(turns[1]!).getByText(/^From the paper: /)).toBeInTheDocument();
    // The host's own framing names no source.
    expect(within(turns[0]!).queryByText(/^From the paper/)).not.toBeInTheDocument();
    expect(screen.queryByText(SHORT_PAPER_NOTE)).not.toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('highlights the turn being spoken and plays from a turn or a chapter chosen', async () => {
    const { user } = opened();
    const audio = document.querySelector('audio')!;
    expect(currentTurn()).toHaveTextContent('Welcome.');
    Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: 130 });
    fireEvent.timeUpdate(audio);
    expect(currentTurn()).toHaveTextContent('So what did they build?');
    expect(screen.getByRole('button', { name: /The problem$/ })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: /^Play from 3:00 Maya/ }));
    expect(audio.currentTime).toBe(180);
    expect(play).toHaveBeenCalled();
    expect(currentTurn()).toHaveTextContent('They fine-tune a compact detector');
    await user.click(screen.getByRole('button', { name: /^0:00 ?Introduction$/ }));
    expect(audio.currentTime).toBe(0);
    expect(currentTurn()).toHaveTextContent('Welcome.');
  });

  it('opens the paper where a turn comes from', async () => {
    const loadUrl = vi.fn(async () => 'https://files.example/paper.pdf');
    const rendered = renderWithProviders(
      <PaperSourceProvider value={{ title: 'Recognising Products', loadUrl }}>
        <PodcastModal open execution={podcastExecution} />
      </PaperSourceProvider>,
    );
    act(() => rendered.clock.advance(MODAL_SKELETON_MS));
    const source = within(transcript()).getByRole('button', { name: 'From the paper: p. 4 · Method' });
    expect(source).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('says why an episode is shorter than its band', () => {
    opened({ execution: shortPodcastExecution });
    expect(screen.getByText(SHORT_PAPER_NOTE)).toBeInTheDocument();
    expect(screen.getByText('2 voices · 4:02', { exact: false })).toBeInTheDocument();
  });

  it('downloads the M4A, the MP3 and the transcript under dated names, and says so when a download fails', async () => {
    const fetchFile = vi.fn(async (url: string) => new Blob([url]));
    const onDownload = vi.fn();
    const { user } = opened({ fetchFile, onDownload });
    const group = screen.getByRole('group', { name: 'Download the episode' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download M4A', 'Download MP3', 'Download Transcript']);
    await user.click(within(group).getByRole('button', { name: 'Download MP3' }));
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'podcast-2026-03-05.mp3'));
    expect(fetchFile).toHaveBeenCalledWith('https://files.example/podcast.mp3');
    await user.click(within(group).getByRole('button', { name: 'Download Transcript' }));
    await waitFor(() => expect(onDownload).toHaveBeenLastCalledWith(expect.any(Blob), 'podcast-2026-03-05.vtt'));
    fetchFile.mockRejectedValueOnce(new Error('gone'));
    await user.click(within(group).getByRole('button', { name: 'Download M4A' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED_MESSAGE);
  });

  it('edits turn by turn and sends only the changed turns', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = opened({ onSave });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit episode' });
    expect(within(form).getByText(PODCAST_EDIT_INTRO)).toBeInTheDocument();
    const field = within(form).getByLabelText('Turn 3 (Sam)');
    expect(field).toHaveValue('So what did they build?');
    await user.clear(field);
    await user.type(field, 'So what did the authors build?');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ turns: [{ id: 't-003', text: 'So what did the authors build?' }] });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit episode' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('refuses an empty turn before saving', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = opened({ onSave });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Turn 2 (Maya)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Turn 2 (Maya) cannot be empty.')).toBeInTheDocument();
  });

  it('offers Re-render after an edit and flags what the paper does not say', async () => {
    const onRerender = vi.fn();
    const { user } = opened({ execution: editedPodcastExecution, onRerender });
    expect(screen.getByRole('status')).toHaveTextContent(RERENDER_PENDING_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Re-render' }));
    expect(onRerender).toHaveBeenCalledTimes(1);
    expect(within(transcript()).getByText(`${UNTRACED_LABEL} It never needs the cloud.`)).toBeInTheDocument();
  });

  it('lists and restores kept episodes under Versions', async () => {
    const loadVersions = vi.fn(async () => [
      { id: 'v2', kind: 'edited', createdAt: '2026-03-05T13:00:00.000Z', current: true },
      { id: 'v1', kind: 'generated', createdAt: '2026-03-05T12:00:00.000Z', current: false },
    ]);
    const onRestore = vi.fn(async () => undefined);
    const { user } = opened({ onSave: vi.fn(), loadVersions, onRestore });
    await user.click(screen.getByRole('button', { name: /^Versions/ }));
    expect(await screen.findByText(/Generated/)).toBeInTheDocument();
    expect(loadVersions).toHaveBeenCalled();
  });

  it('says so when there is no episode', () => {
    opened({ execution: { ...podcastExecution, jsonOutput: { title: 'x' } } });
    expect(screen.getByText(NO_RESULT_MESSAGE)).toBeInTheDocument();
  });
});
