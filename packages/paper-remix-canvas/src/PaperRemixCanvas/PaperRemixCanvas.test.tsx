import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GenerateResponseError } from '../adapter';
import {
  axe,
  chain,
  emptyProject,
  fakeAdapter,
  nodeIn,
  nodeRuns,
  presentationExecution,
  projectOf as sharedProjectOf,
  renderWithProviders,
  sampleProject,
  scriptVersionOutputs,
  scriptVersions,
} from '../test';
import type { WorkflowNode } from '../workflow/types';
import { PaperRemixCanvas } from './PaperRemixCanvas';

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const projectOf = (nodes: WorkflowNode[], edges = chain().edges, autoSaveEnabled?: boolean) =>
  sharedProjectOf(nodes, edges, { autoSaveEnabled });

const card = (name: string) => screen.getByRole('article', { name });

describe('PaperRemixCanvas', () => {
  describe('given an empty project', () => {
    it('shows the header and the empty-canvas text', async () => {
      const { adapter } = fakeAdapter();
      const { container } = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} />);
      // A user's own project is titled by its name; 'Paper Remix Results' is the guest sample's heading.
      expect(screen.getByRole('heading', { level: 1, name: 'My first remix' })).toBeInTheDocument();
      expect(screen.getByText('Start Building Your Workflow')).toBeInTheDocument();
      expect(screen.getByText('Drag nodes from the palette or use a template to get started quickly')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Auto-save' })).toBeChecked();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('lists active and inactive nodes in the palette and adds an active one', async () => {
      const { adapter } = fakeAdapter();
      const { user } = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} />);
      const palette = screen.getByRole('region', { name: 'Nodes' });
      for (const name of ['Text to Speech', 'Image Generation'])
        expect(within(palette).getByRole('button', { name: `${name} (not available)` })).toBeDisabled();
      await user.click(within(palette).getByRole('button', { name: 'Script' }));
      expect(card('Script')).toBeInTheDocument();
      // A registered user has the Mind map (issue 35) and the Presentation; the guest sample's palette
      // keeps them inactive and 'Soon' (SPEC §2).
      await user.click(within(palette).getByRole('button', { name: 'Mindmap' }));
      expect(card('Mindmap')).toBeInTheDocument();
      const presentation = within(palette).getByRole('button', { name: 'Presentation' });
      expect(presentation).toBeEnabled();
      expect(presentation).toHaveAttribute('data-availability', 'active');
      await user.click(presentation);
      expect(card('Presentation')).toBeInTheDocument();
      // And the Podcast (issue 34).
      const podcast = within(palette).getByRole('button', { name: 'Podcast' });
      expect(podcast).toHaveAttribute('data-availability', 'active');
      await user.click(podcast);
      expect(card('Podcast')).toBeInTheDocument();
    });

    it('builds the template chain', async () => {
      const { adapter } = fakeAdapter();
      const { user } = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} />);
      await user.click(screen.getByRole('button', { name: 'Templates' }));
      await user.click(screen.getByRole('button', { name: 'Add steps' }));
      expect(screen.getAllByRole('article').map((a) => a.dataset.nodeType)).toEqual([
        'paperInput',
        'script',
        'storyboard',
        'video',
        'output',
      ]);
    });
  });

  describe('given a finished presentation', () => {
    it('opens the deck from its card and downloads it through the adapter under a dated name', async () => {
      const { adapter } = fakeAdapter();
      const board = nodeIn('storyboard', 'completed');
      const deck = nodeIn('presentation', 'completed', 'presentation', 1);
      const nodes = [board, { ...deck, data: { ...deck.data, execution: presentationExecution } }];
      const { user, clock } = renderWithProviders(
        <PaperRemixCanvas project={projectOf(nodes, [{ id: 'e', source: 'storyboard', target: 'presentation' }])} adapter={adapter} />,
      );
      expect(card('Presentation')).toHaveTextContent('7 slides · 16:9');
      await user.click(within(card('Presentation')).getByRole('button', { name: 'View' }));
      act(() => clock.advance(500));
      const panel = screen.getByRole('dialog', { name: 'Presentation' });
      expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:deck'), revokeObjectURL: vi.fn() });
      const saved = vi.fn();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved(this.download);
      });
      await user.click(within(panel).getByRole('button', { name: 'Download PDF handout' }));
      expect(adapter.fetchFile).toHaveBeenCalledWith('https://files.example/presentation.pdf');
      await waitFor(() => expect(saved).toHaveBeenCalledWith('presentation-2026-03-05.pdf'));
      click.mockRestore();
    });
  });

  describe('auto-save', () => {
    it('saves 1000 ms after a change, attaches server ids and skips an unchanged workflow', async () => {
      const { adapter } = fakeAdapter();
      const { user, clock } = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} />);
      act(() => clock.advance(5000));
      expect(adapter.saveWorkflow).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Templates' }));
      await user.click(screen.getByRole('button', { name: 'Add steps' }));
      act(() => clock.advance(999));
      expect(adapter.saveWorkflow).not.toHaveBeenCalled();
      act(() => clock.advance(1));
      await flush();
      expect(adapter.saveWorkflow).toHaveBeenCalledTimes(1);
      const [projectId, payloads] = vi.mocked(adapter.saveWorkflow).mock.calls[0]!;
      expect(projectId).toBe('project-1');
      expect(payloads[0]).toMatchObject({ nodeType: 'paperInput', targetEdges: [{ nodeType: 'script' }] });
      act(() => clock.advance(5000));
      await flush();
      expect(adapter.saveWorkflow).toHaveBeenCalledTimes(1);
    });

    it('keeps the nodes after a failed save and retries on the next change', async () => {
      const { adapter } = fakeAdapter({ saveWorkflow: vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue([]) });
      const { user, clock } = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} />);
      await user.click(screen.getByRole('button', { name: 'Templates' }));
      await user.click(screen.getByRole('button', { name: 'Add steps' }));
      act(() => clock.advance(1000));
      await flush();
      expect(screen.getByRole('status', { name: '' })).toBeTruthy();
      expect(screen.getByText('Failed to save workflow')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(5);
      await user.click(within(screen.getByRole('region', { name: 'Nodes' })).getByRole('button', { name: 'Output' }));
      act(() => clock.advance(1000));
      await flush();
      expect(adapter.saveWorkflow).toHaveBeenCalledTimes(2);
      expect(vi.mocked(adapter.saveWorkflow).mock.calls[1]![1]).toHaveLength(6);
    });

    it('does not save when the flag is false, and toggles through update', async () => {
      const { adapter } = fakeAdapter();
      const project = projectOf(chain().nodes, chain().edges, false);
      const { user, clock } = renderWithProviders(<PaperRemixCanvas project={project} adapter={adapter} />);
      const toggle = screen.getByRole('switch', { name: 'Auto-save' });
      expect(toggle).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      act(() => clock.advance(2000));
      expect(adapter.saveWorkflow).not.toHaveBeenCalled();
      await user.click(toggle);
      expect(adapter.updateAutoSave).toHaveBeenCalledWith('p1', true);
      expect(toggle).toBeChecked();
    });

    it("keeps the flag and says 'Failed to toggle auto-save' when the update is not a 200", async () => {
      const { adapter } = fakeAdapter({ updateAutoSave: vi.fn(async () => ({ ok: false, statusCode: 500 })) });
      const { user } = renderWithProviders(<PaperRemixCanvas project={emptyProject} adapter={adapter} />);
      await user.click(screen.getByRole('switch', { name: 'Auto-save' }));
      expect(screen.getByRole('switch', { name: 'Auto-save' })).toBeChecked();
      expect(screen.getByText('Failed to toggle auto-save')).toBeInTheDocument();
    });
  });

  describe('generate', () => {
    it('disables the script with the reason in words when its paper is not read yet, and never marks it failed (issue 31)', async () => {
      const { adapter } = fakeAdapter();
      const { nodes, edges } = chain();
      renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
      const generate = within(card('Script')).getByRole('button', { name: 'Generate' });
      expect(generate).toBeDisabled();
      expect(generate).toHaveAccessibleDescription('Read the paper first');
      expect(within(card('Storyboard')).getByRole('button', { name: 'Generate' })).toHaveAccessibleDescription('Run the script first');
      expect(card('Script')).toHaveAttribute('data-status', 'idle');
      expect(within(card('Script')).queryByRole('alert')).toBeNull();
      expect(adapter.generate).not.toHaveBeenCalled();
    });

    it('saves first, then processes, then completes on the realtime event', async () => {
      const { adapter, emit } = fakeAdapter();
      const { nodes, edges } = chain({ paperInput: 'completed' });
      const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
      await user.click(within(card('Script')).getByRole('button', { name: 'Generate' }));
      expect(adapter.saveWorkflow).toHaveBeenCalledTimes(1);
      expect(adapter.generate).toHaveBeenCalledWith('p1', { clientNodeId: 'script', nodeType: 'script' });
      expect(vi.mocked(adapter.saveWorkflow).mock.invocationCallOrder[0]).toBeLessThan(
        vi.mocked(adapter.generate).mock.invocationCallOrder[0]!,
      );
      expect(within(card('Script')).getByText('Hold on, this may take sometime!')).toBeInTheDocument();
      act(() => emit({ clientNodeId: 'script', status: 'failed', outputData: { error: 'The model timed out' } }));
      expect(within(card('Script')).getByRole('alert')).toHaveTextContent('The model timed out');
      act(() => emit({ clientNodeId: 'script', status: 'completed', outputData: null }));
      expect(within(card('Script')).getByRole('button', { name: 'View' })).toBeInTheDocument();
    });

    it("puts the node in error with 'Something went wrong. Please try again!' when generate fails", async () => {
      const { adapter } = fakeAdapter({ generate: vi.fn().mockRejectedValue(new GenerateResponseError(409, { message: 'busy' })) });
      const { nodes, edges } = chain({ paperInput: 'completed' });
      const onNotify = vi.fn();
      const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} onNotify={onNotify} />);
      await user.click(within(card('Script')).getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(card('Script')).toHaveAttribute('data-status', 'error'));
      expect(onNotify).toHaveBeenCalledWith('Something went wrong. Please try again!');
    });

    it("shows the server's message for a failed video generate", async () => {
      const { adapter } = fakeAdapter({
        generate: vi.fn().mockRejectedValue(new GenerateResponseError(400, { message: 'Node video is a script node' })),
      });
      const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed' });
      const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
      await user.click(within(card('Video Generation')).getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(within(card('Video Generation')).getByRole('alert')).toHaveTextContent('Node video is a script node'));
    });

    it('fails the storyboard when generate throws', async () => {
      const { adapter } = fakeAdapter({ generate: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
      const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed' });
      const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
      await user.click(within(card('Storyboard')).getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(card('Storyboard')).toHaveAttribute('data-status', 'failed'));
    });

    it('does not generate when the save before it fails', async () => {
      const { adapter } = fakeAdapter({ saveWorkflow: vi.fn().mockRejectedValue(new Error('500')) });
      const { nodes, edges } = chain({ paperInput: 'completed' });
      const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
      await user.click(within(card('Script')).getByRole('button', { name: 'Generate' }));
      expect(screen.getByText('Failed to save workflow')).toBeInTheDocument();
      expect(adapter.generate).not.toHaveBeenCalled();
    });
  });

  it("refuses to reset a processing node with 'Can not clear as it's processing'", async () => {
    const { adapter } = fakeAdapter();
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'processing' });
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    await user.click(screen.getByRole('button', { name: 'Script options' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText("Can not clear as it's processing")).toBeInTheDocument();
    expect(card('Script')).toHaveAttribute('data-status', 'processing');
  });

  it("opens the node's run history from its History menu item", async () => {
    const history = vi.fn(async () => nodeRuns);
    const { adapter } = fakeAdapter({ history });
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed' });
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    await user.click(screen.getByRole('button', { name: 'Script options' }));
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = screen.getByRole('dialog', { name: 'Script history' });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
    expect(history).toHaveBeenCalledWith(projectOf(nodes, edges).id, 'script');
  });

  it("compares a script's two latest versions side by side in its History (issue 31)", async () => {
    const versionOutput = vi.fn(async (_project: unknown, _node: string, id: string) => scriptVersionOutputs[id]);
    const { adapter } = fakeAdapter({ history: async () => nodeRuns, versions: async () => scriptVersions, versionOutput });
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed' });
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    await user.click(screen.getByRole('button', { name: 'Script options' }));
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = screen.getByRole('dialog', { name: 'Script history' });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getByRole('rowheader', { name: /^Closing/ })
        .closest('tbody')!
        .querySelector('del'),
    ).toHaveTextContent('retail');
    expect(versionOutput.mock.calls.map((call) => call.slice(1))).toEqual(
      expect.arrayContaining([
        ['script', 'v1'],
        ['script', 'v2'],
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // A storyboard's History lists its runs only.
    await user.click(screen.getByRole('button', { name: 'Storyboard options' }));
    await user.click(screen.getByRole('button', { name: 'History' }));
    const board = screen.getByRole('dialog', { name: 'Storyboard history' });
    expect(await within(board).findAllByRole('listitem')).toHaveLength(3);
    expect(within(board).queryByRole('table')).toBeNull();
  });

  it('deletes a node with its edges', async () => {
    const { adapter } = fakeAdapter();
    const { nodes, edges } = chain();
    const { user, clock } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    await user.click(screen.getByRole('button', { name: 'Script options' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('article', { name: 'Script' })).not.toBeInTheDocument();
    act(() => clock.advance(1000));
    await flush();
    const payloads = vi.mocked(adapter.saveWorkflow).mock.calls[0]![1];
    expect(payloads.find((p: { clientNodeId: string }) => p.clientNodeId === 'paperInput')?.targetEdges).toEqual([]);
  });

  describe('input preview', () => {
    it("says 'No input source available' without a file", async () => {
      const { adapter } = fakeAdapter();
      const { user } = renderWithProviders(
        <PaperRemixCanvas
          project={{ ...emptyProject, nodes: [{ clientNodeId: 'paperInput-1', configuration: { basic: {} } }] }}
          adapter={adapter}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Preview PDF of Paper Input' }));
      expect(screen.getByText('No input source available')).toBeInTheDocument();
    });
    it("says 'PDF not available' before the node is saved", async () => {
      const { adapter } = fakeAdapter();
      const { user } = renderWithProviders(
        <PaperRemixCanvas
          project={{ ...emptyProject, nodes: [{ clientNodeId: 'paperInput-1', configuration: { basic: { fileName: 'a.pdf' } } }] }}
          adapter={adapter}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Preview PDF of Paper Input' }));
      expect(screen.getByText('PDF not available')).toBeInTheDocument();
    });
    it("says 'Error while downloading file' when the download fails", async () => {
      const { adapter } = fakeAdapter({ fetchFile: vi.fn().mockRejectedValue(new Error('403')) });
      const { nodes, edges } = chain({ paperInput: 'completed' });
      const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
      await user.click(screen.getByRole('button', { name: 'Preview PDF of Paper Input' }));
      expect(await screen.findByText('Error while downloading file')).toBeInTheDocument();
      expect(adapter.preview).toHaveBeenCalledWith('p1', 'srv-paperInput');
    });
  });

  describe('given the guest sample', () => {
    it('sends Save, Clear, auto-save, Try your file and every tool to sign-up', async () => {
      const onLocked = vi.fn();
      const { adapter } = fakeAdapter();
      const { user, clock } = renderWithProviders(
        <PaperRemixCanvas project={sampleProject} mode="guest" adapter={adapter} onLocked={onLocked} />,
      );
      const names = ['Save', 'Clear', 'Try your file', 'Templates', 'Add Nodes', 'Project', 'Help'];
      for (const name of names) await user.click(screen.getByRole('button', { name }));
      await user.click(screen.getByRole('switch', { name: 'Auto-save' }));
      expect(onLocked).toHaveBeenCalledTimes(names.length + 1);
      expect(screen.getAllByRole('article')).toHaveLength(5);
      act(() => clock.advance(5000));
      expect(adapter.saveWorkflow).not.toHaveBeenCalled();
      expect(adapter.updateAutoSave).not.toHaveBeenCalled();
      expect(adapter.subscribe).not.toHaveBeenCalled();
      // The palette is there, read-only: it shows its states and leads to sign-up too.
      expect(screen.getByRole('region', { name: 'Nodes' })).toHaveAttribute('data-locked', 'true');
    });

    it('opens the results and the locked drawer', async () => {
      const onLocked = vi.fn();
      const { adapter } = fakeAdapter();
      const { user, clock } = renderWithProviders(
        <PaperRemixCanvas project={sampleProject} mode="guest" adapter={adapter} onLocked={onLocked} />,
      );
      await user.click(within(card('Script')).getByRole('button', { name: 'View' }));
      expect(screen.getByRole('dialog', { name: 'Script' })).toHaveTextContent('Loading script');
      act(() => clock.advance(500));
      expect(screen.getByRole('dialog', { name: 'Script' })).toHaveTextContent('Kiosks without cashiers');
      await user.keyboard('{Escape}');
      await user.click(within(card('Video Generation')).getByRole('button', { name: 'View' }));
      act(() => clock.advance(500));
      await user.click(screen.getByRole('button', { name: 'Download' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Not able to download file.');
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Storyboard options' }));
      await user.click(screen.getByRole('button', { name: 'Configure' }));
      await user.click(screen.getByRole('button', { name: 'Style: sign up to change' }));
      expect(onLocked).toHaveBeenCalledTimes(1);
    });

    it('has no axe violations', async () => {
      const { container } = renderWithProviders(<PaperRemixCanvas project={sampleProject} mode="guest" adapter={fakeAdapter().adapter} />);
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
