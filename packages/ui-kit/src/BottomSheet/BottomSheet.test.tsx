import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axe, renderWithProviders } from '../test';
import { BottomSheet } from './BottomSheet';

function renderSheet(props: Partial<React.ComponentProps<typeof BottomSheet>> = {}) {
  return renderWithProviders(
    <BottomSheet title="Alt Text demo" trigger={<Button>Generate Now</Button>} {...props}>
      <h3>Results</h3>
      <button type="button">Copy</button>
    </BottomSheet>,
  );
}

describe('BottomSheet', () => {
  describe('given it is closed', () => {
    it('renders only its trigger and leaves page scrolling alone', () => {
      renderSheet();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.body).not.toHaveAttribute('data-scroll-locked');
    });
  });

  describe('given it is opened from its trigger', () => {
    it('shows a dialog named by its title with focus inside and the page scroll locked', async () => {
      const { user } = renderSheet();
      await user.click(screen.getByRole('button', { name: 'Generate Now' }));
      const dialog = screen.getByRole('dialog', { name: 'Alt Text demo' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(screen.getByRole('heading', { name: 'Alt Text demo' })).toBeInTheDocument();
      // Radix's RemoveScroll marks the body while it blocks scrolling outside the sheet.
      expect(document.body).toHaveAttribute('data-scroll-locked');
    });

    it('keeps Tab inside the sheet', async () => {
      const { user } = renderSheet({ defaultOpen: true });
      const dialog = screen.getByRole('dialog');
      for (let i = 0; i < 4; i++) {
        await user.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });
  });

  describe('when it is closed', () => {
    it("closes with its 'Close' button, unlocks scrolling and reports the change", async () => {
      const onOpenChange = vi.fn();
      const { user } = renderSheet({ onOpenChange });
      const trigger = screen.getByRole('button', { name: 'Generate Now' });
      await user.click(trigger);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(document.body).not.toHaveAttribute('data-scroll-locked');
      expect(trigger).toHaveFocus();
    });

    it('closes with Escape', async () => {
      const { user } = renderSheet({ defaultOpen: true });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('follows a controlled open prop', () => {
      const { rerender } = renderWithProviders(<BottomSheet title="Demo" open={false} />);
      expect(screen.queryByRole('dialog')).toBeNull();
      rerender(<BottomSheet title="Demo" open />);
      expect(screen.getByRole('dialog', { name: 'Demo' })).toBeInTheDocument();
    });
  });

  it('keeps a hidden title as the accessible name', () => {
    renderSheet({ defaultOpen: true, hideTitle: true });
    expect(screen.getByRole('dialog', { name: 'Alt Text demo' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    renderSheet({ defaultOpen: true });
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
