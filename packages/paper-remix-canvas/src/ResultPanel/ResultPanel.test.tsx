import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { ResultPanel } from './ResultPanel';

/** A page with a canvas button, a button that opens the panel, and the panel beside them. */
function Page({
  onOpenChange,
  onFullScreenChange,
}: {
  onOpenChange?: (open: boolean) => void;
  onFullScreenChange?: (fullScreen: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button">Zoom in</button>
      <button type="button" onClick={() => setOpen(true)}>
        View
      </button>
      <ResultPanel
        title="Script"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        {...(onFullScreenChange ? { onFullScreenChange } : {})}
      >
        <p>Opening narration</p>
        <button type="button">Download</button>
      </ResultPanel>
    </div>
  );
}

describe('ResultPanel', () => {
  describe('given it is opened from a button', () => {
    it('is a dialog named by its title, with focus moved in, and leaves the page around it usable', async () => {
      const { user } = renderWithProviders(<Page />);
      await user.click(screen.getByRole('button', { name: 'View' }));
      const panel = screen.getByRole('dialog', { name: 'Script' });
      expect(panel.contains(document.activeElement)).toBe(true);
      // Not modal: the canvas stays in the accessibility tree and takes clicks.
      expect(panel).not.toHaveAttribute('aria-modal', 'true');
      await user.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(screen.getByRole('dialog', { name: 'Script' })).toBeInTheDocument();
    });

    it('closes with Escape and gives focus back to the button that opened it', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithProviders(<Page onOpenChange={onOpenChange} />);
      await user.click(screen.getByRole('button', { name: 'View' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.getByRole('button', { name: 'View' })).toHaveFocus();
    });

    it('stays open on Escape pressed while the user works outside it', async () => {
      const { user } = renderWithProviders(<Page />);
      await user.click(screen.getByRole('button', { name: 'View' }));
      screen.getByRole('button', { name: 'Zoom in' }).focus();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Script' })).toBeInTheDocument();
    });

    it('closes with its Close button, focus back on the opener', async () => {
      const { user } = renderWithProviders(<Page />);
      await user.click(screen.getByRole('button', { name: 'View' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'View' })).toHaveFocus();
    });

    it("offers 'Full screen' as a toggle button", async () => {
      const onFullScreenChange = vi.fn();
      const { user } = renderWithProviders(<Page onFullScreenChange={onFullScreenChange} />);
      await user.click(screen.getByRole('button', { name: 'View' }));
      const toggle = screen.getByRole('button', { name: 'Full screen' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('dialog', { name: 'Script' })).toHaveAttribute('data-full-screen', 'true');
      expect(onFullScreenChange).toHaveBeenCalledWith(true);
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });

    it('has no axe violations when open', async () => {
      const { user, container } = renderWithProviders(<Page />);
      await user.click(screen.getByRole('button', { name: 'View' }));
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  it('follows a controlled full-screen state', () => {
    renderWithProviders(
      <ResultPanel title="Video" defaultOpen fullScreen>
        <p>Player</p>
      </ResultPanel>,
    );
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true');
  });
});
