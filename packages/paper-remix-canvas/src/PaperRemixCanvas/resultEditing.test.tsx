import { ApiClientProvider } from '@paperlight/api-client/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NodeVersion } from '../adapter';
import { PaperRemixSampleDemo } from '../PaperRemixSampleDemo';
import {
  chain,
  editedPodcastExecution,
  fakeAdapter,
  podcastExecution,
  renderWithProviders,
  sampleClient,
  scriptOutput,
  projectOf as sharedProjectOf,
} from '../test';
import type { NodeState } from '../workflow/live';
import type { WorkflowEdge, WorkflowNode } from '../workflow/types';
import { PaperRemixCanvas } from './PaperRemixCanvas';

const projectOf = (nodes: WorkflowNode[], edges: WorkflowEdge[]) =>
  sharedProjectOf(nodes, edges, { name: 'Heat stress in wheat', autoSaveEnabled: false });

const card = (name: string) => screen.getByRole('article', { name });
const completed = (clientNodeId: string, extra: Partial<NodeState> = {}): NodeState => ({
  clientNodeId,
  status: 'completed',
  outOfDate: false,
  ...extra,
});
const edited = { ...scriptOutput, opening: { narration: 'Shops without cashiers must know every product.' } };

/** Opens a node's result and lets the 500 ms skeleton pass. */
async function view(
  user: ReturnType<typeof renderWithProviders>['user'],
  clock: ReturnType<typeof renderWithProviders>['clock'],
  name: string,
  title: string,
) {
  await user.click(within(card(name)).getByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  act(() => clock.advance(500));
  return dialog;
}

describe('editing a result in the workspace (issue 15)', () => {
  it("saves the edit, shows the saved script and marks the later steps 'Out of date' from the reloaded state", async () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed', video: 'completed' });
    const loadState = vi.fn(async () => [] as NodeState[]);
    const saveOutput = vi.fn(async (_projectId: unknown, clientNodeId: string, output: unknown) =>
      completed(clientNodeId, { execution: { time_taken: 12, jsonOutput: output, outputData: null, videoUrl: null } }),
    );
    const { adapter } = fakeAdapter({ loadState, saveOutput });
    const { user, clock } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} layout="list" />);
    await waitFor(() => expect(loadState).toHaveBeenCalledTimes(1));
    // The server says the storyboard and video are stale once the script has changed.
    const savedExecution = { time_taken: 12, jsonOutput: edited, outputData: null, videoUrl: null };
    loadState.mockResolvedValue([
      completed('script', { execution: savedExecution }),
      completed('storyboard', { execution: nodes[2]!.data.execution, outOfDate: true }),
      completed('video', { execution: nodes[3]!.data.execution, outOfDate: true }),
    ]);

    const dialog = await view(user, clock, 'Script', 'Script');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const opening = within(dialog).getByLabelText('Opening narration');
    await user.clear(opening);
    await user.type(opening, edited.opening.narration);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saveOutput).toHaveBeenCalledWith('p1', 'script', edited));
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Opening' })).toHaveTextContent(edited.opening.narration));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Edit' })).toHaveFocus());
    await waitFor(() => expect(loadState).toHaveBeenCalledTimes(2));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(card('Storyboard')).toHaveAttribute('data-out-of-date', 'true'));
    expect(card('Video Generation')).toHaveAttribute('data-out-of-date', 'true');
    expect(card('Script')).not.toHaveAttribute('data-out-of-date');
    expect(within(card('Storyboard')).getByText('Out of date')).toBeInTheDocument();
  });

  it('restores a kept version through the adapter and shows it', async () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed' });
    const list: NodeVersion[] = [
      { id: 'v2', kind: 'edited', createdAt: '2026-03-05T13:00:00.000Z', current: true },
      { id: 'v1', kind: 'generated', createdAt: '2026-03-05T12:00:00.000Z', current: false },
    ];
    const versions = vi.fn(async () => list);
    const restoreVersion = vi.fn(async () =>
      completed('script', { execution: { time_taken: 12, jsonOutput: edited, outputData: null, videoUrl: null } }),
    );
    const { adapter } = fakeAdapter({ loadState: vi.fn(async () => []), saveOutput: vi.fn(), versions, restoreVersion });
    const { user, clock } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} layout="list" />);
    const dialog = await view(user, clock, 'Script', 'Script');
    await user.click(within(dialog).getByRole('button', { name: 'Versions' }));
    expect(versions).toHaveBeenCalledWith('p1', 'script');
    await user.click(await within(dialog).findByRole('button', { name: /^Restore\s+the generated version/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore' }));
    expect(restoreVersion).toHaveBeenCalledWith('p1', 'script', 'v1');
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Opening' })).toHaveTextContent(edited.opening.narration));
  });

  it('offers no Edit to a guest, even when the adapter could save', async () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed' });
    const { adapter } = fakeAdapter({ saveOutput: vi.fn() });
    const { user, clock } = renderWithProviders(
      <PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} mode="guest" layout="list" />,
    );
    const dialog = await view(user, clock, 'Script', 'Script');
    expect(within(dialog).getByRole('region', { name: 'Opening' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Versions' })).toBeNull();
  });

  it('keeps the guest sample demo read-only (SPEC §6): its script and storyboard have no Edit', async () => {
    const { user, clock } = renderWithProviders(
      <ApiClientProvider client={sampleClient()}>
        <PaperRemixSampleDemo sampleId="retail-kiosk" signUpUrl="https://sso.example.test/signup" layout="list" />
      </ApiClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Paper Remix Results' });
    for (const [name, title] of [
      ['Script', 'Script'],
      ['Storyboard', 'Storyboard'],
    ] as const) {
      const dialog = await view(user, clock, name, title);
      expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
      expect(within(dialog).queryByRole('textbox')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});

describe('an episode in the workspace (issue 34)', () => {
  it('opens from its card, saves an edited turn as a version and re-renders from the panel', async () => {
    const { nodes } = chain({ paperInput: 'completed' });
    const podcast = {
      ...nodes[0]!,
      id: 'podcast',
      type: 'podcast' as const,
      data: { ...nodes[0]!.data, title: 'Podcast', status: 'completed' as const, execution: podcastExecution },
    };
    const pending = { ...editedPodcastExecution };
    const saveOutput = vi.fn(async (_projectId: unknown, clientNodeId: string) => completed(clientNodeId, { execution: pending }));
    const { adapter } = fakeAdapter({ saveOutput, loadState: vi.fn(async () => [] as NodeState[]) });
    const { user, clock } = renderWithProviders(
      <PaperRemixCanvas
        project={projectOf([nodes[0]!, podcast], [{ id: 'e-podcast', source: nodes[0]!.id, target: 'podcast' }])}
        adapter={adapter}
        layout="list"
      />,
    );
    expect(card('Podcast')).toHaveTextContent('2 voices · 7:36');
    const dialog = await view(user, clock, 'Podcast', 'Podcast');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const field = within(dialog).getByLabelText('Turn 4 (Maya)');
    await user.type(field, ' It never needs the cloud.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveOutput).toHaveBeenCalledWith('p1', 'podcast', {
        turns: [{ id: 't-004', text: `${podcastExecution.jsonOutput.turns[3]!.text} It never needs the cloud.` }],
      }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Re-render' }));
    await waitFor(() => expect(adapter.generate).toHaveBeenCalledWith('p1', { clientNodeId: 'podcast', nodeType: 'podcast' }));
  });
});
