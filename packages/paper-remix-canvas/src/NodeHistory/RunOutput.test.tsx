import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  mindmapExecution,
  podcastDownloadUrls,
  presentationExecution,
  renderWithProviders,
  runOutputs,
  shortPodcastExecution,
  SHORT_PAPER_NOTE,
} from '../test';
import { HISTORY_FAILED_MESSAGE } from './format';
import { OUTPUT_UNREADABLE_MESSAGE, RunOutputView } from './RunOutput';

const LABEL = 'Output of the run started 5 Mar 2026, 13:58';
const view = (nodeType: string, load: () => Promise<never> | Promise<(typeof runOutputs)[string]>) =>
  renderWithProviders(<RunOutputView nodeType={nodeType} load={load} label={LABEL} />);

describe('RunOutputView', () => {
  it('says it is loading, then shows a paper’s title, authors, pages and figures', async () => {
    view('paperInput', async () => runOutputs.paperInput!);
    const region = screen.getByRole('region', { name: LABEL });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Loading the output…');
    await waitFor(() => expect(region).toHaveTextContent('Ada Lovelace, Alan Turing'));
    expect(region).toHaveTextContent('Pages4');
    expect(region).toHaveTextContent('Figures and tables2');
  });

  it('plays a kept episode with its transcript (issue 34)', async () => {
    view('podcast', async () => ({ id: 'v-3', output: shortPodcastExecution.jsonOutput, downloads: podcastDownloadUrls }));
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    const region = screen.getByRole('region', { name: LABEL });
    expect(region).toHaveTextContent('Episode2 voices · 4:02');
    expect(region).toHaveTextContent(`Note${SHORT_PAPER_NOTE}`);
    expect(region.querySelector('audio')).toHaveAttribute('src', podcastDownloadUrls.m4a);
    expect(transcript.children).toHaveLength(4);
    expect(transcript.children[1]).toHaveTextContent('Maya');
    // History is read-only: no 'From the paper' viewer.
    expect(screen.queryByText(/^From the paper/)).not.toBeInTheDocument();
  });

  it('says a past episode it cannot read cannot be shown', async () => {
    view('podcast', async () => ({ id: 'v-3', output: { turns: 'none' } }));
    expect(await screen.findByText(OUTPUT_UNREADABLE_MESSAGE)).toBeInTheDocument();
  });

  it('shows a mind map’s branches and points', async () => {
    view('mindmap', async () => ({ id: 'v-9', output: mindmapExecution.jsonOutput }));
    expect(await screen.findByRole('region', { name: 'Results' })).toHaveTextContent('Baskets charged right: 97.2%.');
  });

  it('shows a deck’s size and settings and its slides', async () => {
    view('presentation', async () => ({
      id: 'v-9',
      output: presentationExecution.jsonOutput,
      outputData: presentationExecution.outputData,
    }));
    const slides = await screen.findByRole('list', { name: 'Slides' });
    expect(screen.getByRole('region', { name: LABEL })).toHaveTextContent('Slides7');
    expect(screen.getByRole('region', { name: LABEL })).toHaveTextContent('16:9 · Paperlight theme · speaker notes included');
    expect(slides.children[2]).toHaveTextContent('3 Figure The recognition pipeline p. 4');
  });

  it('says a past deck it cannot read cannot be shown', async () => {
    view('presentation', async () => ({ id: 'v-9', output: { slides: 'none' } }));
    expect(await screen.findByText(OUTPUT_UNREADABLE_MESSAGE)).toBeInTheDocument();
  });

  it('says so when the output cannot be shown or loaded', async () => {
    view('storyboard', async () => ({ id: 'v-9', output: { not: 'a storyboard' } }));
    expect(await screen.findByText(OUTPUT_UNREADABLE_MESSAGE)).toBeInTheDocument();
  });

  it('says something went wrong when the output does not load', async () => {
    view('script', () => Promise.reject(new Error('offline')));
    expect(await screen.findByText(HISTORY_FAILED_MESSAGE)).toBeInTheDocument();
  });
});
