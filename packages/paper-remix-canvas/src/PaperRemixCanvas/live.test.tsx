import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GenerateResponseError } from '../adapter';
import { chain, fakeAdapter, nodeIn, NOW, renderWithProviders, projectOf as sharedProjectOf } from '../test';
import type { NodeState } from '../workflow/live';
import type { WorkflowEdge, WorkflowNode } from '../workflow/types';
import { PaperRemixCanvas } from './PaperRemixCanvas';

const projectOf = (nodes: WorkflowNode[], edges: WorkflowEdge[]) =>
  sharedProjectOf(nodes, edges, { name: 'Heat stress in wheat', autoSaveEnabled: false });

const card = (name: string) => screen.getByRole('article', { name });
const state = (clientNodeId: string, extra: Partial<NodeState> = {}): NodeState => ({
  clientNodeId,
  status: 'idle',
  outOfDate: false,
  ...extra,
});

describe('PaperRemixCanvas live state (issue 15)', () => {
  it("shows another tab's running job as processing with its progress, not as an error", async () => {
    const { nodes, edges } = chain({ paperInput: 'completed' });
    const started = new Date(NOW - 6_000).toISOString();
    const { adapter } = fakeAdapter({
      loadState: vi.fn(async () => [
        state('paperInput', { status: 'completed' }),
        state('script', { status: 'processing', run: { status: 'running', percent: 40, startedAt: started }, estimateSec: 20 }),
      ]),
    });
    renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    await waitFor(() => expect(card('Script')).toHaveAttribute('data-status', 'processing'));
    const bar = within(card('Script')).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(card('Script')).getByText('Hold on, this may take sometime!')).toBeInTheDocument();
    expect(within(card('Script')).getByText('40%')).toBeInTheDocument();
  });

  it('reloads the state when the page regains focus and after the socket reconnects', async () => {
    const { nodes, edges } = chain({ paperInput: 'completed' });
    const loadState = vi.fn(async () => [state('script', { status: 'completed' })]);
    const { adapter, reconnect } = fakeAdapter({ loadState });
    renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    await waitFor(() => expect(loadState).toHaveBeenCalledTimes(1));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(loadState).toHaveBeenCalledTimes(2));
    act(() => reconnect());
    await waitFor(() => expect(loadState).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(card('Script')).toHaveAttribute('data-status', 'completed'));
  });

  it('treats "already processing" as running elsewhere, not as an error', async () => {
    const { nodes, edges } = chain({ paperInput: 'completed' });
    const loadState = vi.fn(async () => [] as NodeState[]);
    const { adapter } = fakeAdapter({
      loadState,
      generate: vi.fn().mockRejectedValue(new GenerateResponseError(409, { message: 'This step is already processing' })),
    });
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    loadState.mockResolvedValue([state('script', { status: 'processing', run: { status: 'running', percent: 5, startedAt: null } })]);
    await user.click(within(card('Script')).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(within(card('Script')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5'));
    expect(card('Script')).toHaveAttribute('data-status', 'processing');
    expect(within(card('Script')).queryByRole('alert')).toBeNull();
  });

  it('shows live progress with the stage and the time left, and the estimate before a run', async () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed' });
    const { adapter, progress } = fakeAdapter({ loadState: vi.fn(async () => [state('video', { estimateSec: 42 })]) });
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    await waitFor(() => expect(within(card('Video Generation')).getByText('about 42 s')).toBeInTheDocument());
    await user.click(within(card('Video Generation')).getByRole('button', { name: 'Generate' }));
    act(() => progress({ clientNodeId: 'video', projectId: 'p1', percent: 45, stage: 'Narrating scenes', elapsedSec: 20 }));
    const bar = within(card('Video Generation')).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(within(card('Video Generation')).getByText('Narrating scenes')).toBeInTheDocument();
    // Estimate 42 s − 20 s = 22 s; the rate so far (20 s for 45 %) says 24.4 s: half each, rounded up.
    expect(within(card('Video Generation')).getByText('24 s left')).toBeInTheDocument();
  });

  it('marks every step after a new upload out of date, and offers Regenerate on it', async () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed' });
    const { adapter } = fakeAdapter({
      loadState: vi.fn(async () => []),
      upload: vi.fn(async () => ({
        id: 'srv-paperInput',
        clientNodeId: 'paperInput',
        node: { id: 'paperInput', nodeType: 'paperInput' as const },
        status: 'idle' as const,
        configuration: { basic: { fileName: 'new.pdf' } },
      })),
    });
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} />);
    expect(within(card('Script')).queryByText('Out of date')).toBeNull();
    const input = card('Paper Input').querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.7'], 'new.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(card('Script')).getByText('Out of date')).toBeInTheDocument());
    expect(within(card('Storyboard')).getByText('Out of date')).toBeInTheDocument();
    expect(within(card('Script')).getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  });

  it('never says Failed and Valid at once on the input node', () => {
    const { adapter } = fakeAdapter();
    renderWithProviders(<PaperRemixCanvas project={projectOf([nodeIn('paperInput', 'failed')], [])} adapter={adapter} />);
    expect(within(card('Paper Input')).getByText('Failed')).toBeInTheDocument();
    expect(within(card('Paper Input')).getByText('Not Validated')).toBeInTheDocument();
    expect(within(card('Paper Input')).queryByText('Valid')).toBeNull();
  });
});

describe('PaperRemixCanvas keyboard and touch (issue 15)', () => {
  it("wires and unwires steps from the node menu's Connect to… and Disconnect…", async () => {
    const { nodes } = chain();
    const { adapter } = fakeAdapter();
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes.slice(0, 2), [])} adapter={adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Paper Input options' }));
    expect(screen.queryByRole('button', { name: 'Disconnect…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Connect to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Paper Input to…' });
    await user.click(within(dialog).getByRole('button', { name: 'Script' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Script options' }));
    await user.click(screen.getByRole('button', { name: 'Disconnect…' }));
    const unwire = await screen.findByRole('dialog', { name: 'Disconnect Script' });
    await user.click(within(unwire).getByRole('button', { name: 'From Paper Input' }));
    await user.click(screen.getByRole('button', { name: 'Script options' }));
    expect(screen.queryByRole('button', { name: 'Disconnect…' })).toBeNull();
  });

  it('opens the file picker with Enter and Space on Upload PDF', () => {
    const { adapter } = fakeAdapter();
    const empty = { ...nodeIn('paperInput', 'idle'), data: { ...nodeIn('paperInput', 'idle').data, configuration: { basic: {} } } };
    renderWithProviders(<PaperRemixCanvas project={projectOf([empty], [])} adapter={adapter} />);
    const input = card('Paper Input').querySelector('input[type="file"]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    const button = within(card('Paper Input')).getByRole('button', { name: 'Upload PDF to Paper Input' });
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('undoes with Ctrl+Z after a click on the workspace left the focus on the page', async () => {
    const { adapter } = fakeAdapter();
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf([], [])} adapter={adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Add steps' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    fireEvent.pointerDown(screen.getByRole('list', { name: 'Workflow steps' }));
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
  });

  it('undoes with Ctrl+Z after a click on the workspace focused a focusable element around it', async () => {
    const { adapter } = fakeAdapter();
    // The site's pages sit in <main tabindex="-1"> (the skip link's target): a click on the pane focuses it.
    const main = document.createElement('main');
    main.tabIndex = -1;
    document.body.append(main);
    const outside = document.createElement('button');
    document.body.append(outside);
    try {
      const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf([], [])} adapter={adapter} layout="list" />, {
        container: main,
      });
      await user.click(screen.getByRole('button', { name: 'Templates' }));
      await user.click(screen.getByRole('button', { name: 'Add steps' }));
      expect(screen.getAllByRole('article')).toHaveLength(5);
      fireEvent.pointerDown(screen.getByRole('list', { name: 'Workflow steps' }));
      main.focus();
      fireEvent.keyDown(main, { key: 'z', ctrlKey: true });
      await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
      // Focus on something beside the workspace keeps the keys for it.
      outside.focus();
      fireEvent.keyDown(outside, { key: 'z', ctrlKey: true, shiftKey: true });
      expect(screen.queryAllByRole('article')).toHaveLength(0);
    } finally {
      main.remove();
      outside.remove();
    }
  });

  it('reorders the phone list with Up and Down', async () => {
    const { nodes } = chain();
    const { adapter } = fakeAdapter();
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes.slice(0, 3), [])} adapter={adapter} layout="list" />);
    const titles = () =>
      screen
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby') && within(article).getByRole('heading').textContent);
    expect(titles()).toEqual(['Paper Input', 'Script', 'Storyboard']);
    expect(screen.queryByRole('button', { name: 'Move Paper Input up' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move Storyboard up' }));
    expect(titles()).toEqual(['Paper Input', 'Storyboard', 'Script']);
    await user.click(screen.getByRole('button', { name: 'Move Paper Input down' }));
    expect(titles()).toEqual(['Storyboard', 'Paper Input', 'Script']);
  });
});
