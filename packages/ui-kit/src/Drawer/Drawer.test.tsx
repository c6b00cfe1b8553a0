import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axe, renderWithProviders, TestProviders } from '../test';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('opens from its trigger as a dialog named by its title, traps the focus and gives it back on close', async () => {
    const { user } = renderWithProviders(
      <Drawer title="Ines Inbox" description="Received 2 May 2026" trigger={<Button>Open Ines Inbox</Button>}>
        <label>
          Note <textarea />
        </label>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Open Ines Inbox' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog', { name: 'Ines Inbox' });
    expect(drawer).toHaveAccessibleDescription('Received 2 May 2026');
    await user.tab();
    await user.tab();
    // Modal: the focus stays inside, between its close button and its fields.
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(await axe(drawer)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and reports it when controlled, giving the focus back to what had it', async () => {
    const onOpenChange = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ines Inbox
          </button>
          <Drawer
            title="Ines Inbox"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <p>Details</p>
          </Drawer>
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Ines Inbox' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Ines Inbox' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('renders nothing of the panel on the server while closed, and the trigger', () => {
    const html = renderToStaticMarkup(
      <TestProviders>
        <Drawer title="Ines Inbox" trigger={<button type="button">Open</button>}>
          Body
        </Drawer>
      </TestProviders>,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('Body');
  });
});
