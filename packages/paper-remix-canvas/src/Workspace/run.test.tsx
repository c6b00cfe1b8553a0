import type { NodeProcessedEvent } from '@paperlight/api-client';
import { createFakeClock } from '@paperlight/ui-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GenerateResponseError } from '../adapter';
import { PaperRemixCanvas } from '../PaperRemixCanvas';
import { BUSY_RETRY_MS } from './useRunner';
import { chain, fakeAdapter, manyNodesProject, NOW, projectOf, renderWithProviders } from '../test';

const card = (name: string) => screen.getByRole('article', { name });

/** An adapter whose engine finishes each step it is given, as the realtime feed would say. */
function finishingAdapter() {
  const fake = fakeAdapter();
  const queue: string[] = [];
  vi.mocked(fake.adapter.generate).mockImplementation(async (_projectId: unknown, body: { clientNodeId: string }) => {
    queue.push(body.clientNodeId);
    // The engine answers after the request is accepted, not inside it.
    void Promise.resolve().then(() =>
      fake.emit({ clientNodeId: body.clientNodeId, status: 'completed', outputData: null } satisfies NodeProcessedEvent),
    );
  });
  return { ...fake, queue };
}

describe('Run (issue 31)', () => {
  it('runs every step that has never run, in order, with one click', async () => {
    const { adapter, queue } = finishingAdapter();
    const { nodes, edges } = chain();
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByText('Run finished: every step is up to date')).toBeInTheDocument());
    // Good news is not styled as an error.
    expect(screen.getByText('Run finished: every step is up to date').className).toMatch(/ /);
    expect(queue).toEqual(['paperInput', 'script', 'storyboard', 'video']);
    for (const name of ['Paper Input', 'Script', 'Storyboard', 'Video Generation'])
      expect(card(name)).toHaveAttribute('data-status', 'completed');
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('keeps going when a state answer asked for before a step started arrives after it (it would call that step idle)', async () => {
    const fake = fakeAdapter();
    const queue: string[] = [];
    const done = new Set<string>(['paperInput']);
    const { nodes, edges } = chain({ paperInput: 'completed' });
    // What the server holds when asked: each answer is held back until the next step has started.
    const held: (() => void)[] = [];
    const snapshot = () =>
      nodes.map((node) => ({ clientNodeId: node.id, status: done.has(node.id) ? 'completed' : 'idle', outOfDate: false }));
    const loadState = vi.fn(() => {
      const states = snapshot();
      return new Promise<ReturnType<typeof snapshot>>((resolve) => held.push(() => resolve(states)));
    });
    vi.mocked(fake.adapter.generate).mockImplementation(async (_projectId: unknown, body: { clientNodeId: string }) => {
      queue.push(body.clientNodeId);
      // The late answers come in once the step is running, and the step finishes a moment later.
      const late = held.splice(0);
      setTimeout(() => {
        for (const answer of late) answer();
        setTimeout(() => {
          done.add(body.clientNodeId);
          fake.emit({ clientNodeId: body.clientNodeId, status: 'completed', outputData: null } satisfies NodeProcessedEvent);
        }, 5);
      }, 5);
    });
    const { user } = renderWithProviders(
      <PaperRemixCanvas project={projectOf(nodes, edges)} adapter={{ ...fake.adapter, loadState }} layout="list" />,
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByText('Run finished: every step is up to date')).toBeInTheDocument());
    expect(queue).toEqual(['script', 'storyboard', 'video']);
    expect(loadState.mock.calls.length).toBeGreaterThan(1);
    expect(card('Video Generation')).toHaveAttribute('data-status', 'completed');
  });

  it('completes every chain of a 50-node workflow of 10 chains', async () => {
    const { adapter, queue } = finishingAdapter();
    const project = manyNodesProject(50);
    // Every chain starts from scratch: papers added, nothing read yet.
    const fresh = { ...project, nodes: project.nodes.map((node) => ({ ...node, status: 'idle' as const })) };
    const { user } = renderWithProviders(<PaperRemixCanvas project={fresh} adapter={adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByText('Run finished: every step is up to date')).toBeInTheDocument(), { timeout: 50_000 });
    expect(queue).toHaveLength(40);
    for (let row = 0; row < 10; row++) {
      const order = ['paperInput', 'script', 'storyboard', 'video'].map((type) => queue.indexOf(`${type}-${row}`));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(card(`Video ${row + 1}`)).toHaveAttribute('data-status', 'completed');
    }
    // Chains run side by side: every paper is read before any chain's last step starts.
    expect(Math.max(...Array.from({ length: 10 }, (_, row) => queue.indexOf(`paperInput-${row}`)))).toBeLessThan(
      Math.min(...Array.from({ length: 10 }, (_, row) => queue.indexOf(`video-${row}`))),
    );
  }, 60_000);

  it("completes every chain under the engine's limit of two steps at once, never marking a refused step failed", async () => {
    const fake = fakeAdapter();
    const queue: string[] = [];
    const running = new Set<string>();
    let most = 0;
    let refused = 0;
    vi.mocked(fake.adapter.generate).mockImplementation(async (_projectId: unknown, body: { clientNodeId: string }) => {
      // The api's answer past REMIX_USER_JOBS (2): 429 with its words.
      if (running.size >= 2) {
        refused += 1;
        throw new GenerateResponseError(429, {
          statusCode: 429,
          message: 'You already have 2 steps waiting or running. Please wait for one to finish.',
        });
      }
      running.add(body.clientNodeId);
      most = Math.max(most, running.size);
      queue.push(body.clientNodeId);
      setTimeout(() => {
        running.delete(body.clientNodeId);
        fake.emit({ clientNodeId: body.clientNodeId, status: 'completed', outputData: null } satisfies NodeProcessedEvent);
      }, 1);
    });
    const project = manyNodesProject(50);
    const fresh = { ...project, nodes: project.nodes.map((node) => ({ ...node, status: 'idle' as const })) };
    const { user } = renderWithProviders(<PaperRemixCanvas project={fresh} adapter={fake.adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByText('Run finished: every step is up to date')).toBeInTheDocument(), { timeout: 50_000 });
    expect(queue).toHaveLength(40);
    expect(most).toBe(2);
    // The first burst learns the limit; after it, steps start as others finish.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(20);
    for (let row = 0; row < 10; row++) expect(card(`Video ${row + 1}`)).toHaveAttribute('data-status', 'completed');
    expect(screen.queryByText(/Please wait for one to finish/)).toBeNull();
  }, 60_000);

  it('tries a refused step again after a while when none of its own steps is under way (another project holds the limit)', async () => {
    const fake = fakeAdapter();
    let busyElsewhere = true;
    const queue: string[] = [];
    vi.mocked(fake.adapter.generate).mockImplementation(async (_projectId: unknown, body: { clientNodeId: string }) => {
      if (busyElsewhere)
        throw new GenerateResponseError(429, {
          statusCode: 429,
          message: 'You already have 2 steps waiting or running. Please wait for one to finish.',
        });
      queue.push(body.clientNodeId);
      void Promise.resolve().then(() =>
        fake.emit({ clientNodeId: body.clientNodeId, status: 'completed', outputData: null } satisfies NodeProcessedEvent),
      );
    });
    const clock = createFakeClock(NOW);
    const { nodes, edges } = chain();
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={fake.adapter} layout="list" />, {
      clock,
    });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(fake.adapter.generate).toHaveBeenCalledTimes(1));
    expect(card('Paper Input')).not.toHaveAttribute('data-status', 'error');
    busyElsewhere = false;
    act(() => clock.advance(BUSY_RETRY_MS - 1));
    expect(fake.adapter.generate).toHaveBeenCalledTimes(1);
    act(() => clock.advance(1));
    await waitFor(() => expect(screen.getByText('Run finished: every step is up to date')).toBeInTheDocument());
    expect(queue).toEqual(['paperInput', 'script', 'storyboard', 'video']);
  });

  it('stops a chain at a failed step and says so, never starting what comes after', async () => {
    const fake = fakeAdapter();
    vi.mocked(fake.adapter.generate).mockImplementation(async (_projectId: unknown, body: { clientNodeId: string }) => {
      const status = body.clientNodeId === 'script' ? 'failed' : 'completed';
      void Promise.resolve().then(() =>
        fake.emit({ clientNodeId: body.clientNodeId, status, outputData: status === 'failed' ? { error: 'The model timed out' } : null }),
      );
    });
    const { nodes, edges } = chain({ paperInput: 'completed' });
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={fake.adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByText('Run stopped: a step failed. Its reason is on its card.')).toBeInTheDocument());
    expect(vi.mocked(fake.adapter.generate).mock.calls.map(([, body]) => body.clientNodeId)).toEqual(['script']);
    expect(within(card('Script')).getByRole('alert')).toHaveTextContent('The model timed out');
    expect(within(card('Script')).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it("'Run from here' re-runs that step and every step after it", async () => {
    const { adapter, queue } = finishingAdapter();
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed', video: 'completed' });
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(nodes, edges)} adapter={adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Storyboard options' }));
    await user.click(screen.getByRole('button', { name: 'Run from here' }));
    await waitFor(() => expect(screen.getByText('Run finished: every step is up to date')).toBeInTheDocument());
    expect(queue).toEqual(['storyboard', 'video']);
  });

  it('says what to do first when nothing can run', async () => {
    const { adapter } = fakeAdapter();
    const { nodes, edges } = chain();
    const bare = nodes.map((node) =>
      node.type === 'paperInput' ? { ...node, data: { ...node.data, configuration: { basic: {} } } } : node,
    );
    const { user } = renderWithProviders(<PaperRemixCanvas project={projectOf(bare, edges)} adapter={adapter} layout="list" />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Add a paper first');
    expect(adapter.generate).not.toHaveBeenCalled();
    expect(card('Script')).toHaveAttribute('data-status', 'idle');
  });
});
