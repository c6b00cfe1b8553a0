import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { axe, renderWithProviders } from '../test';
import { DialogBase } from './DialogBase';

const parts = { content: 'c', header: 'h', title: 't', description: 'd' };

describe('DialogBase', () => {
  it('puts the description after the header, or inside it beside the title when the dialog has a heading', () => {
    const { unmount } = renderWithProviders(
      <DialogBase title="Plain" description="Said after" defaultOpen classNames={parts}>
        Body
      </DialogBase>,
    );
    let dialog = screen.getByRole('dialog', { name: 'Plain' });
    expect(dialog).toHaveAccessibleDescription('Said after');
    expect(dialog.querySelector('.h .d')).toBeNull();
    unmount();

    renderWithProviders(
      <DialogBase title="Headed" description="Said inside" defaultOpen classNames={{ ...parts, heading: 'g' }}>
        Body
      </DialogBase>,
    );
    dialog = screen.getByRole('dialog', { name: 'Headed' });
    expect(dialog).toHaveAccessibleDescription('Said inside');
    expect(dialog.querySelector('.h .g .t + .d')).not.toBeNull();
  });

  it('leaves aria-describedby off without a description, and keeps a hidden title as the name', async () => {
    renderWithProviders(
      <DialogBase title="Only for readers" hideTitle defaultOpen classNames={parts}>
        Body
      </DialogBase>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Only for readers' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('wraps the children in a body of their own only when the dialog has one', () => {
    renderWithProviders(
      <DialogBase title="Scrolls" defaultOpen classNames={{ ...parts, body: 'b' }}>
        <p>Long text</p>
      </DialogBase>,
    );
    expect(screen.getByText('Long text').parentElement).toHaveClass('b');
  });

  it('gives focus to the initial element when it opens, and back to the trigger when it closes', async () => {
    function WithInitialFocus() {
      const field = useRef<HTMLInputElement>(null);
      return (
        <DialogBase title="Focus" trigger={<Button>Open</Button>} initialFocus={field} classNames={parts}>
          <button type="button">First</button>
          <input ref={field} aria-label="Second" />
        </DialogBase>
      );
    }
    const { user } = renderWithProviders(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
