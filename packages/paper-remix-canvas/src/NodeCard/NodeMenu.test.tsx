import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nodeIn, renderWithProviders } from '../test';
import { NodeMenu } from './NodeMenu';

const itemNames = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('NodeMenu', () => {
  it("offers a signed-in user's script every action, and tells which one was chosen", async () => {
    const onMenuAction = vi.fn();
    const { user } = renderWithProviders(
      <NodeMenu node={nodeIn('script', 'completed')} mode="user" onMenuAction={onMenuAction} edgeCount={1} />,
    );
    await user.click(screen.getByRole('button', { name: 'Script options' }));
    expect(itemNames()).toEqual(['Run from here', 'Reset', 'Configure', 'Delete', 'History', 'Connect to…', 'Disconnect…']);
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(onMenuAction).toHaveBeenCalledWith('script', 'history');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("keeps a guest's menu to SPEC §2's four items, what the guest cannot use disabled", async () => {
    const { user } = renderWithProviders(<NodeMenu node={nodeIn('script', 'completed')} mode="guest" edgeCount={1} />);
    await user.click(screen.getByRole('button', { name: 'Script options' }));
    expect(itemNames()).toEqual(['Reset', 'Configure', 'Delete', 'History']);
    expect(screen.getByRole('button', { name: 'Configure' })).toBeEnabled();
    for (const name of ['Reset', 'Delete', 'History']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('gives the paper input no history and no Disconnect while nothing is wired', async () => {
    const { user } = renderWithProviders(<NodeMenu node={nodeIn('paperInput', 'completed')} mode="user" />);
    await user.click(screen.getByRole('button', { name: /options$/ }));
    expect(itemNames()).not.toContain('History');
    expect(itemNames()).not.toContain('Disconnect…');
  });

  it('closes on Escape with focus back on its button, and on a press outside', async () => {
    const { user } = renderWithProviders(<NodeMenu node={nodeIn('video', 'idle')} mode="user" />);
    const button = screen.getByRole('button', { name: /options$/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
