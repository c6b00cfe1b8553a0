import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axe, renderWithProviders } from '../test';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  describe('given it is uncontrolled with a trigger', () => {
    it('opens from the trigger, is named by its title and returns focus on close', async () => {
      const { user } = renderWithProviders(
        <Dialog title="Select Audio Type" description="Pick one" trigger={<Button>Options</Button>}>
          <p>Body</p>
        </Dialog>,
      );
      const trigger = screen.getByRole('button', { name: 'Options' });
      await user.click(trigger);
      const dialog = screen.getByRole('dialog', { name: 'Select Audio Type' });
      expect(dialog).toHaveAccessibleDescription('Pick one');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger).toHaveFocus();
    });

    it('closes on Escape', async () => {
      const { user } = renderWithProviders(
        <Dialog title="T" defaultOpen>
          Body
        </Dialog>,
      );
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  describe('given it is controlled', () => {
    it('reports close requests and follows the open prop', async () => {
      const onOpenChange = vi.fn();
      function Harness() {
        const [open, setOpen] = useState(true);
        return (
          <Dialog
            title="Controlled"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            Body
          </Dialog>
        );
      }
      const { user } = renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('gives focus back to what had it when it opened, without a trigger', async () => {
      function Harness() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <input aria-label="Narration" onKeyDown={(event) => event.key === 'F2' && setOpen(true)} />
            <Dialog title="Discard?" open={open} onOpenChange={setOpen}>
              Body
            </Dialog>
          </>
        );
      }
      const { user } = renderWithProviders(<Harness />);
      await user.click(screen.getByRole('textbox', { name: 'Narration' }));
      await user.keyboard('{F2}');
      await screen.findByRole('dialog', { name: 'Discard?' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Narration' })).toHaveFocus());
    });

    it('given initialFocus, focuses that element on open and still gives focus back on close', async () => {
      function Harness() {
        const [open, setOpen] = useState(false);
        const field = useRef<HTMLInputElement>(null);
        return (
          <>
            <Button onClick={() => setOpen(true)}>Search</Button>
            <Dialog title="Quick search" open={open} onOpenChange={setOpen} initialFocus={field}>
              <input ref={field} aria-label="Search for" />
            </Dialog>
          </>
        );
      }
      const { user } = renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search for' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());
    });

    it('stays open when the parent ignores the close request', async () => {
      const { user } = renderWithProviders(
        <Dialog title="Pinned" open onOpenChange={() => {}}>
          Body
        </Dialog>,
      );
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.getByRole('dialog', { name: 'Pinned' })).toBeInTheDocument();
    });
  });

  it('uses a custom close label and renders the footer', () => {
    renderWithProviders(
      <Dialog title="T" defaultOpen closeLabel="Dismiss dialog" footer={<Button>Apply</Button>}>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    renderWithProviders(
      <Dialog title="Accessible" description="Described" defaultOpen>
        <p>Body</p>
      </Dialog>,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
