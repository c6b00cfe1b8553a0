import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  axe,
  editedPodcastExecution,
  nodeIn,
  NOW,
  paperExecution,
  plainPresentationExecution,
  podcastExecution,
  presentationExecution,
  renderWithProviders,
  storyboardWithImagesExecution,
  videoWithPosterExecution,
} from '../test';
import type { WorkflowNode } from '../workflow/types';
import { NodeCard, RERENDER_LABEL } from './NodeCard';

describe('NodeCard', () => {
  describe.each(['idle', 'failed'] as const)('given a %s script', (status) => {
    it(`offers ${status === 'idle' ? 'Generate' : 'Retry'}`, async () => {
      const onGenerate = vi.fn();
      const { user } = renderWithProviders(<NodeCard node={nodeIn('script', status)} onGenerate={onGenerate} />);
      await user.click(screen.getByRole('button', { name: status === 'idle' ? 'Generate' : 'Retry' }));
      expect(onGenerate).toHaveBeenCalledWith('script');
    });
  });

  it('shows the error of a failed node', () => {
    renderWithProviders(<NodeCard node={nodeIn('storyboard', 'failed')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The paper could not be read.');
  });

  it('shows the spinner message while processing and no Generate', () => {
    renderWithProviders(<NodeCard node={nodeIn('video', 'processing')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Hold on, this may take sometime!');
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  });

  it('offers View and a disabled Regenerate when completed', async () => {
    const onView = vi.fn();
    const { user } = renderWithProviders(<NodeCard node={nodeIn('script', 'completed')} onView={onView} />);
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith('script');
  });

  it('offers Contents on a read paper, beside Preview, which opens what the engine read', async () => {
    const onView = vi.fn();
    const { user } = renderWithProviders(<NodeCard node={nodeIn('paperInput', 'completed')} onView={onView} />);
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contents' }));
    expect(onView).toHaveBeenCalledWith('paperInput');
  });

  it("labels the input node 'Not Validated' when idle and 'Valid' otherwise", () => {
    const { rerender } = renderWithProviders(<NodeCard node={nodeIn('paperInput', 'idle')} />);
    expect(screen.getByText('Not Validated')).toBeInTheDocument();
    rerender(<NodeCard node={nodeIn('paperInput', 'completed')} />);
    expect(screen.getByText('Valid')).toBeInTheDocument();
  });

  describe('given a read paper (issue 31: it fits the height the canvas lays cards out by)', () => {
    const LONG_TITLE = 'Recognising Products at the Unmanned Kiosk: a Study of Twelve Shops, Four Cameras and One Very Long Subtitle';
    const readPaper = (): WorkflowNode => {
      const node = nodeIn('paperInput', 'completed');
      return {
        ...node,
        data: {
          ...node.data,
          execution: { ...paperExecution, jsonOutput: { ...paperExecution.jsonOutput, title: LONG_TITLE }, time_taken: 3, videoUrl: null },
        },
      };
    };

    it("says what was read in three short lines: the title (whole, with its file, in the tooltip), 'First Author et al.', pages and figures", () => {
      renderWithProviders(<NodeCard node={readPaper()} />);
      const card = screen.getByRole('article', { name: 'Paper Input' });
      const title = within(card).getByText(LONG_TITLE);
      expect(title).toHaveAttribute('title', `${LONG_TITLE}\nretail-kiosks.pdf`);
      expect(within(card).getByText('Ada Lovelace et al.')).toBeInTheDocument();
      expect(within(card).getByText('4 pages · 2 figures found')).toBeInTheDocument();
      // Status and validity share one row; the file name gives way to the title.
      expect(within(card).getByText('Completed').parentElement).toBe(within(card).getByText('Valid').parentElement);
      expect(within(card).queryByText('retail-kiosks.pdf')).not.toBeInTheDocument();
    });

    it('keeps its buttons in one row: Contents, then Regenerate, Replace PDF and Preview PDF as named icon buttons', async () => {
      const onView = vi.fn();
      const onPreview = vi.fn();
      const { user } = renderWithProviders(<NodeCard node={readPaper()} onView={onView} onPreview={onPreview} />);
      const card = screen.getByRole('article', { name: 'Paper Input' });
      const row = within(card).getByRole('button', { name: 'Contents' }).parentElement!;
      expect(
        within(row)
          .getAllByRole('button')
          .map((button) => [button.getAttribute('aria-label') ?? button.textContent, button.textContent]),
      ).toEqual([
        ['Contents', 'Contents'],
        ['Regenerate', ''],
        ['Replace PDF of Paper Input', ''],
        ['Preview PDF of Paper Input', ''],
      ]);
      expect(within(row).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
      await user.click(within(row).getByRole('button', { name: 'Preview PDF of Paper Input' }));
      expect(onPreview).toHaveBeenCalledWith('paperInput');
      await user.click(within(row).getByRole('button', { name: 'Contents' }));
      expect(onView).toHaveBeenCalledWith('paperInput');
    });

    it('shows the file name while the paper has not been read, and Upload PDF while there is no file', () => {
      const { rerender } = renderWithProviders(<NodeCard node={nodeIn('paperInput', 'idle')} />);
      expect(screen.getByText('retail-kiosks.pdf')).toHaveAttribute('title', 'retail-kiosks.pdf');
      expect(screen.queryByRole('button', { name: 'Upload PDF to Paper Input' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Replace PDF of Paper Input' })).toBeEnabled();
      const empty = nodeIn('paperInput', 'idle');
      rerender(<NodeCard node={{ ...empty, data: { ...empty.data, configuration: { basic: {} } } }} />);
      expect(screen.getByText('No file uploaded')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload PDF to Paper Input' })).toHaveTextContent('Upload PDF');
      expect(screen.queryByRole('button', { name: 'Replace PDF of Paper Input' })).not.toBeInTheDocument();
    });

    it('has no axe violations', async () => {
      const { container } = renderWithProviders(<NodeCard node={readPaper()} />);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  it("says how long an out-of-date step takes in short beside View and Regenerate ('~17 s'), and whole to screen readers", () => {
    renderWithProviders(<NodeCard node={nodeIn('script', 'completed')} live={{ outOfDate: true, estimateSec: 17 }} />);
    expect(screen.getByText('~17 s')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('about 17 s')).toBeInTheDocument();
    expect(screen.getByText('~17 s').parentElement).toHaveAttribute('title', 'about 17 s');
  });

  describe('its menu', () => {
    it('offers Run from here, Reset, Configure, Delete and History to users', async () => {
      const onMenuAction = vi.fn();
      const { user } = renderWithProviders(<NodeCard node={nodeIn('script', 'completed')} onMenuAction={onMenuAction} edgeCount={1} />);
      await user.click(screen.getByRole('button', { name: 'Script options' }));
      const menu = screen.getByRole('list', { name: 'Script options' });
      expect(
        within(menu)
          .getAllByRole('button')
          .map((b) => [b.textContent, (b as HTMLButtonElement).disabled]),
      ).toEqual([
        ['Run from here', false],
        ['Reset', false],
        ['Configure', false],
        ['Delete', false],
        ['History', false],
        ['Connect to…', false],
        ['Disconnect…', false],
      ]);
      await user.click(within(menu).getByRole('button', { name: 'Reset' }));
      expect(onMenuAction).toHaveBeenCalledWith('script', 'reset');
      expect(screen.queryByRole('list', { name: 'Script options' })).not.toBeInTheDocument();
    });

    it('offers no History on the input node', async () => {
      const { user } = renderWithProviders(<NodeCard node={nodeIn('paperInput', 'idle')} />);
      await user.click(screen.getByRole('button', { name: 'Paper Input options' }));
      expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
    });

    it('disables Reset, Delete and History for guests but not Configure', async () => {
      const onMenuAction = vi.fn();
      const { user } = renderWithProviders(<NodeCard node={nodeIn('video', 'completed')} mode="guest" onMenuAction={onMenuAction} />);
      await user.click(screen.getByRole('button', { name: 'Video Generation options' }));
      for (const name of ['Reset', 'Delete', 'History']) expect(screen.getByRole('button', { name })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Configure' }));
      expect(onMenuAction).toHaveBeenCalledWith('video', 'configure');
    });

    it('closes on Escape', async () => {
      const { user } = renderWithProviders(<NodeCard node={nodeIn('script', 'idle')} />);
      await user.click(screen.getByRole('button', { name: 'Script options' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('list', { name: 'Script options' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Script options' })).toHaveFocus();
    });
  });

  it('has no axe violations with its menu open', async () => {
    const { container, user } = renderWithProviders(<NodeCard node={nodeIn('storyboard', 'failed')} />);
    await user.click(screen.getByRole('button', { name: 'Storyboard options' }));
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('given a finished storyboard whose scenes show figures', () => {
    const node = (execution: WorkflowNode['data']['execution']): WorkflowNode => ({
      ...nodeIn('storyboard', 'completed'),
      data: { ...nodeIn('storyboard', 'completed').data, execution },
    });

    it('shows the first three scenes with an image, in order, beside the scene count', async () => {
      const { container } = renderWithProviders(<NodeCard node={node(storyboardWithImagesExecution)} />);
      const strip = screen.getByRole('list', { name: 'Storyboard scenes' });
      const images = within(strip).getAllByRole('img');
      // Scene 1 (the title) shows no figure; scene 5 does not fit the card.
      expect(images.map((image) => image.getAttribute('alt'))).toEqual([
        'Scene 2: Figure 1: The kiosk and its camera.',
        'Scene 3: Figure 2: The recognition pipeline, from the camera to the charge.',
        'Scene 4: Table 1: Baskets charged right, by product group.',
      ]);
      expect(images[0]).toHaveAttribute('src', storyboardWithImagesExecution.outputData.sceneImageUrls[1]);
      expect(screen.getByText('5 scenes')).toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('shows only the scene count when no scene has an image', () => {
      renderWithProviders(<NodeCard node={nodeIn('storyboard', 'completed')} />);
      expect(screen.queryByRole('list', { name: 'Storyboard scenes' })).not.toBeInTheDocument();
      expect(screen.getByText('1 scene')).toBeInTheDocument();
    });

    it('shows no scenes before it has finished', () => {
      renderWithProviders(
        <NodeCard
          node={{ ...node(storyboardWithImagesExecution), data: { ...node(storyboardWithImagesExecution).data, status: 'processing' } }}
        />,
      );
      expect(screen.queryByRole('list', { name: 'Storyboard scenes' })).not.toBeInTheDocument();
    });
  });

  describe('given a finished film', () => {
    const film: WorkflowNode = {
      ...nodeIn('video', 'completed'),
      data: { ...nodeIn('video', 'completed').data, execution: videoWithPosterExecution },
    };

    it('shows its poster frame and length, and its play button opens the player', async () => {
      const onView = vi.fn();
      const { user, container } = renderWithProviders(<NodeCard node={film} onView={onView} />);
      const play = screen.getByRole('button', { name: 'Play Video Generation' });
      expect(play.querySelector('img')).toHaveAttribute('src', videoWithPosterExecution.outputData.posterUrl);
      expect(screen.getByText('Length 1 min 5 s')).toBeInTheDocument();
      await user.click(play);
      expect(onView).toHaveBeenCalledWith('video');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('leaves an empty frame, not a broken image, when the signed poster address has expired, and shows a fresh one', () => {
      const { rerender } = renderWithProviders(<NodeCard node={film} />);
      const play = screen.getByRole('button', { name: 'Play Video Generation' });
      fireEvent.error(play.querySelector('img')!);
      expect(play.querySelector('img')).toBeNull();
      const fresh = `${videoWithPosterExecution.outputData.posterUrl}#fresh`;
      rerender(
        <NodeCard
          node={{
            ...film,
            data: {
              ...film.data,
              execution: { ...videoWithPosterExecution, outputData: { ...videoWithPosterExecution.outputData, posterUrl: fresh } },
            },
          }}
        />,
      );
      expect(screen.getByRole('button', { name: 'Play Video Generation' }).querySelector('img')).toHaveAttribute('src', fresh);
    });

    it('still offers play without a poster (a film made before posters were kept)', async () => {
      const onView = vi.fn();
      const { user } = renderWithProviders(<NodeCard node={nodeIn('video', 'completed')} onView={onView} />);
      const play = screen.getByRole('button', { name: 'Play Video Generation' });
      expect(play.querySelector('img')).toBeNull();
      await user.click(play);
      expect(onView).toHaveBeenCalledWith('video');
    });

    it('offers no play button while the film is being made', () => {
      renderWithProviders(<NodeCard node={nodeIn('video', 'processing')} />);
      expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    });
  });

  describe('given a finished presentation', () => {
    const deck = (execution: WorkflowNode['data']['execution']): WorkflowNode => ({
      ...nodeIn('presentation', 'completed'),
      data: { ...nodeIn('presentation', 'completed').data, execution },
    });

    it('shows its first slide beside its size and the headings of its content slides, the whole line in the tooltip', async () => {
      const { container } = renderWithProviders(<NodeCard node={deck(presentationExecution)} />);
      expect(screen.getByRole('img', { name: 'First slide: Recognising Products at the Unmanned Kiosk' })).toHaveAttribute(
        'src',
        presentationExecution.outputData.downloads.png,
      );
      expect(screen.getByText('7 slides · 16:9')).toBeInTheDocument();
      const headings = screen.getByText(/^Why kiosks misread products · The recognition pipeline · /);
      expect(headings).toHaveAttribute('title', headings.textContent);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('shows a 4:3 deck in its own shape', () => {
      renderWithProviders(
        <>
          <NodeCard node={deck(presentationExecution)} />
          <NodeCard node={deck(plainPresentationExecution)} />
        </>,
      );
      expect(screen.getByText('4 slides · 4:3')).toBeInTheDocument();
      const [wide, standard] = screen.getAllByRole('img').map((image) => image.parentElement!.className);
      expect(standard).not.toBe(wide);
    });

    it('shows only its lines when the api gave no picture of the first slide', () => {
      renderWithProviders(<NodeCard node={deck({ ...presentationExecution, outputData: { slides: 7, size: '16:9' } })} />);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.getByText('7 slides · 16:9')).toBeInTheDocument();
    });
  });
});

describe('NodeCard given a podcast (issue 34)', () => {
  const episode = (execution: WorkflowNode['data']['execution'], status: 'completed' | 'processing' = 'completed'): WorkflowNode => ({
    ...nodeIn('podcast', status),
    data: { ...nodeIn('podcast', status).data, execution },
  });

  it('plays the episode on the card beside its voices and length', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    const { container } = renderWithProviders(<NodeCard node={episode(podcastExecution)} />);
    expect(screen.getByText('2 voices · 7:36')).toBeInTheDocument();
    expect(screen.getByText('Introduction · The problem · What they did')).toBeInTheDocument();
    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', podcastExecution.outputData.downloads.m4a);
    expect(audio).toHaveAttribute('preload', 'none');
    const button = screen.getByRole('button', { name: 'Play Podcast' });
    fireEvent.click(button);
    expect(play).toHaveBeenCalledTimes(1);
    Object.defineProperty(audio, 'paused', { configurable: true, value: false });
    expect(await screen.findByRole('button', { name: 'Pause Podcast' })).toHaveAttribute('aria-pressed', 'true');
    Object.defineProperty(audio, 'currentTime', { configurable: true, value: 65 });
    fireEvent.timeUpdate(audio);
    expect(screen.getByText('1:05 played')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Podcast' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play Podcast' })).toHaveAttribute('aria-pressed', 'false');
    expect(await axe(container)).toHaveNoViolations();
    vi.restoreAllMocks();
  });

  it('offers Re-render once an edit is saved, and shows no player without the audio', () => {
    const onGenerate = vi.fn();
    renderWithProviders(
      <NodeCard
        node={episode({ ...editedPodcastExecution, outputData: { ...editedPodcastExecution.outputData, downloads: undefined } })}
        onGenerate={onGenerate}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: RERENDER_LABEL }));
    expect(onGenerate).toHaveBeenCalledWith('podcast');
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  });

  it('shows its progress and the time left while it is made', () => {
    renderWithProviders(
      <NodeCard
        node={episode(null, 'processing')}
        live={{ percent: 40, stage: 'Voicing the turns', elapsedSec: 20, receivedAt: NOW, estimateSec: 50 }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Podcast progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('30 s left')).toBeInTheDocument();
    expect(screen.getByText('Voicing the turns')).toBeInTheDocument();
  });
});
