import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axe, renderWithProviders } from '../test';
import { Modal } from './Modal';

function renderModal(props: Partial<React.ComponentProps<typeof Modal>> = {}) {
  return renderWithProviders(
    <Modal title="Contact us" trigger={<Button>Contact us!</Button>} {...props}>
      <label>
        Name <input />
      </label>
      <button type="button">Send</button>
    </Modal>,
  );
}

describe('Modal', () => {
  it('opens full screen from its trigger with focus inside', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Contact us!' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact us' });
    // Radix makes everything outside inert for assistive technology instead of using aria-modal.
    expect(screen.queryByRole('button', { name: 'Contact us!' })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('traps focus: Tab cycles through its own controls only', async () => {
    const { user } = renderModal({ defaultOpen: true });
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderModal({ onOpenChange });
    const trigger = screen.getByRole('button', { name: 'Contact us!' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('stays open on Escape when onEscapeKeyDown prevents it', async () => {
    const onOpenChange = vi.fn();
    const onEscapeKeyDown = vi.fn((event: KeyboardEvent) => event.preventDefault());
    const { user } = renderModal({ defaultOpen: true, onOpenChange, onEscapeKeyDown });
    await user.keyboard('{Escape}');
    expect(onEscapeKeyDown).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('gives focus back to the button that opened it when it has no trigger (controlled by the page)', async () => {
    function Harness() {
      const [open, setOpen] = React.useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>View</Button>
          <Modal title="Script" open={open} onOpenChange={setOpen}>
            <p>Text</p>
          </Modal>
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    await screen.findByRole('dialog', { name: 'Script' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View' })).toHaveFocus());
  });

  it("closes with its button labelled 'Close'", async () => {
    const { user } = renderModal({ defaultOpen: true });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a hidden title as the accessible name', () => {
    renderModal({ defaultOpen: true, hideTitle: true });
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    renderModal({ defaultOpen: true });
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
