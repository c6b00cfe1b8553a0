import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResultEditError } from '../adapter';
import { axe, keptRuns, nodeRuns, renderWithProviders, runOutputs, scriptVersionOutputs, scriptVersions } from '../test';
import { DELETE_OUTPUT_TITLE, formatDuration, formatRunTime, NodeHistoryDialog, OUTPUT_NOT_KEPT_MESSAGE } from './NodeHistory';

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
      renderWithProviders(
        <NodeHistoryDialog
          open
          title="Script"
          load={async () => nodeRuns}
          scriptVersions={{ load: async () => scriptVersions, loadOutput }}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Script history' });
      const compare = await within(dialog).findByRole('region', { name: 'Compare versions' });
      const slide = within(await within(compare).findByRole('table'))
        .getByRole('rowheader', { name: 'Slide 1' })
        .closest('tbody')!;
      expect(slide.querySelector('ins')).toHaveTextContent('real');
      expect(within(dialog).getByRole('list', { name: 'Runs' })).toBeInTheDocument();
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('compares nothing with a single version', async () => {
      const loadVersions = vi.fn(async () => scriptVersions.slice(0, 1));
      renderWithProviders(
        <NodeHistoryDialog open title="Script" load={async () => nodeRuns} scriptVersions={{ load: loadVersions, loadOutput: vi.fn() }} />,
      );
      await screen.findByRole('list', { name: 'Runs' });
      expect(loadVersions).toHaveBeenCalled();
      expect(screen.queryByRole('region', { name: 'Compare versions' })).toBeNull();
    });
  });

  describe("given each run's kept output (decision 0173)", () => {
    const started = formatRunTime(keptRuns[0]!.startedAt);

    it("plays a past run's film inside the dialog, and says when an older run's output is no longer kept", async () => {
      const loadOutput = vi.fn(async () => runOutputs.video!);
      const { user } = renderWithProviders(
        <NodeHistoryDialog open title="Video" nodeType="video" load={async () => keptRuns} loadOutput={loadOutput} />,
      );
      const runs = within(await screen.findByRole('list', { name: 'Runs' })).getAllByRole('listitem');
      expect(runs[1]).toHaveTextContent(OUTPUT_NOT_KEPT_MESSAGE);
      expect(within(runs[1]!).queryByRole('button', { name: /^Play/ })).toBeNull();
      const play = within(runs[0]!).getByRole('button', { name: `Play the output of the run started ${started}` });
      expect(play).toHaveAttribute('aria-expanded', 'false');
      await user.click(play);
      expect(loadOutput).toHaveBeenCalledWith('v-3');
      const output = await within(runs[0]!).findByRole('region', { name: `Output of the run started ${started}` });
      await waitFor(() => expect(output.querySelector('video')).toHaveAttribute('src', runOutputs.video!.videoUrl));
      expect(within(output).getByText('00:00 / 01:05')).toBeInTheDocument();
      expect(within(runs[0]!).getByRole('button', { name: `Close the output of the run started ${started}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it.each([
      ['paperInput', 'Paper', ['Recognising Products at the Unmanned Kiosk', 'Ada Lovelace, Alan Turing', 'Pages4', 'Figures and tables2']],
      ['script', 'Script', ['Slides', 'Words182', 'Opening']],
      ['storyboard', 'Storyboard', ['Scenes', 'Scene 1']],
    ])("opens a past %s run's output read-only", async (nodeType, title, texts) => {
      const { user } = renderWithProviders(
        <NodeHistoryDialog
          open
          title={title}
          nodeType={nodeType}
          load={async () => keptRuns}
          loadOutput={async () => runOutputs[nodeType]!}
        />,
      );
      await user.click(await screen.findByRole('button', { name: `Open the output of the run started ${started}` }));
      const output = await screen.findByRole('region', { name: `Output of the run started ${started}` });
      for (const text of texts) await waitFor(() => expect(output).toHaveTextContent(text));
      expect(within(output).queryByRole('textbox')).toBeNull();
    });

    it("deletes a run's output after asking, and shows the api's refusal in its words", async () => {
      const deleteOutput = vi.fn(async () => undefined);
      const { user } = renderWithProviders(
        <NodeHistoryDialog
          open
          title="Video"
          nodeType="video"
          load={async () => keptRuns}
          loadOutput={async () => runOutputs.video!}
          deleteOutput={deleteOutput}
        />,
      );
      await user.click(await screen.findByRole('button', { name: `Delete the output of the run started ${started}` }));
      const confirm = await screen.findByRole('dialog', { name: DELETE_OUTPUT_TITLE });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(deleteOutput).toHaveBeenCalledWith('v-3');
      const runs = within(screen.getByRole('list', { name: 'Runs' })).getAllByRole('listitem');
      await waitFor(() => expect(runs[0]).toHaveTextContent(OUTPUT_NOT_KEPT_MESSAGE));
      expect(screen.getByText(`Deleted the output of the run started ${started}.`)).toBeInTheDocument();

      deleteOutput.mockRejectedValueOnce(new ResultEditError(409, "This is the step's current result."));
      const again = renderWithProviders(
        <NodeHistoryDialog
          open
          title="Script"
          nodeType="script"
          load={async () => keptRuns}
          loadOutput={async () => runOutputs.script!}
          deleteOutput={deleteOutput}
        />,
      );
      const buttons = await screen.findAllByRole('button', { name: `Delete the output of the run started ${started}` });
      await again.user.click(buttons.at(-1)!);
      await again.user.click(
        within(await screen.findByRole('dialog', { name: DELETE_OUTPUT_TITLE })).getByRole('button', { name: 'Delete' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent("This is the step's current result.");
    });

    it('offers no Delete without a way to delete (a guest sample)', async () => {
      renderWithProviders(
        <NodeHistoryDialog open title="Video" nodeType="video" load={async () => keptRuns} loadOutput={async () => runOutputs.video!} />,
      );
      await screen.findByRole('button', { name: /^Play the output/ });
      expect(screen.queryByRole('button', { name: /^Delete the output/ })).toBeNull();
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
