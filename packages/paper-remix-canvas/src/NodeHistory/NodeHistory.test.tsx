import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, nodeRuns, renderWithProviders, scriptVersionOutputs, scriptVersions } from '../test';
import { formatDuration, formatRunTime, NodeHistoryDialog } from './NodeHistory';

describe('NodeHistoryDialog', () => {
  it("titles itself '{title} history' and says it is loading until the runs arrive", async () => {
    renderWithProviders(<NodeHistoryDialog open title="Script" load={() => new Promise(() => {})} />);
    const dialog = screen.getByRole('dialog', { name: 'Script history' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading runs…');
    expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('lists each run with its status, start, duration, attempts and the error of a failed run', async () => {
    const load = vi.fn(async () => nodeRuns);
    renderWithProviders(<NodeHistoryDialog open title="Script" load={load} />);
    const runs = within(await screen.findByRole('list', { name: 'Runs' })).getAllByRole('listitem');
    expect(runs).toHaveLength(3);
    expect(runs[0]).toHaveTextContent('Completed');
    expect(runs[0]).toHaveTextContent(`Started${formatRunTime(nodeRuns[0]!.startedAt)}`);
    expect(runs[0]).toHaveTextContent('Duration3 min 05 s');
    expect(runs[0]).toHaveTextContent('Attempts1');
    expect(runs[1]).toHaveTextContent('Failed');
    expect(runs[1]).toHaveTextContent('Attempts3');
    expect(runs[1]).toHaveTextContent('The language model did not answer in time');
    expect(runs[2]).toHaveTextContent('Cancelled');
    expect(runs[2]).toHaveTextContent('Started—');
    expect(runs[2]).toHaveTextContent('Duration—');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it("says 'No runs yet' for a node that never ran", async () => {
    renderWithProviders(<NodeHistoryDialog open title="Video" load={async () => []} />);
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Runs' })).not.toBeInTheDocument();
  });

  it("says 'Something went wrong, please try again later' when the runs cannot be loaded", async () => {
    renderWithProviders(<NodeHistoryDialog open title="Video" load={() => Promise.reject(new Error('offline'))} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Something went wrong, please try again later');
  });

  describe("given a script's kept versions", () => {
    it('compares the current version with the one before it, below the runs', async () => {
      const loadOutput = vi.fn(async (id: string) => scriptVersionOutputs[id]);
      renderWithProviders(<NodeHistoryDialog open title="Script" load={async () => nodeRuns} scriptVersions={{ load: async () => scriptVersions, loadOutput }} />);
      const dialog = screen.getByRole('dialog', { name: 'Script history' });
      const compare = await within(dialog).findByRole('region', { name: 'Compare versions' });
      const slide = within(await within(compare).findByRole('table')).getByRole('rowheader', { name: 'Slide 1' }).closest('tbody')!;
      expect(slide.querySelector('ins')).toHaveTextContent('real');
      expect(within(dialog).getByRole('list', { name: 'Runs' })).toBeInTheDocument();
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('compares nothing with a single version', async () => {
      const loadVersions = vi.fn(async () => scriptVersions.slice(0, 1));
      renderWithProviders(<NodeHistoryDialog open title="Script" load={async () => nodeRuns} scriptVersions={{ load: loadVersions, loadOutput: vi.fn() }} />);
      await screen.findByRole('list', { name: 'Runs' });
      expect(loadVersions).toHaveBeenCalled();
      expect(screen.queryByRole('region', { name: 'Compare versions' })).toBeNull();
    });
  });

  it('closes with its Close button', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<NodeHistoryDialog open title="Video" load={async () => []} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('formatDuration', () => {
  it('writes seconds, minutes and an unfinished run', () => {
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(null)).toBe('—');
  });
});
