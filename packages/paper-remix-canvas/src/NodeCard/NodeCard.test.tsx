import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, nodeIn, renderWithProviders } from '../test';
import { NodeCard } from './NodeCard';

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

  describe('its menu', () => {
    it('offers Reset, Configure, Delete and History to users', async () => {
      const onMenuAction = vi.fn();
      const { user } = renderWithProviders(<NodeCard node={nodeIn('script', 'completed')} onMenuAction={onMenuAction} edgeCount={1} />);
      await user.click(screen.getByRole('button', { name: 'Script options' }));
      const menu = screen.getByRole('list', { name: 'Script options' });
      expect(within(menu).getAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
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
});
