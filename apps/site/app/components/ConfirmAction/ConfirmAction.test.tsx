import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ConfirmAction } from './ConfirmAction';

const submitted = vi.fn();
function Capture(props: React.ComponentProps<'form'>) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    />
  );
}

describe('ConfirmAction', () => {
  describe('given an action that can be undone', () => {
    it('posts nothing until the dialog naming the account and the effect is confirmed', async () => {
      submitted.mockClear();
      const user = userEvent.setup();
      render(
        <ConfirmAction
          label="Suspend account"
          title="Suspend Nora Audit?"
          description="Nora Audit (nora@example.org) is signed out on every device at once."
          intent="suspend"
          confirmLabel="Suspend account"
          formComponent={Capture}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Suspend account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Suspend Nora Audit?' });
      expect(dialog).toHaveAccessibleDescription('Nora Audit (nora@example.org) is signed out on every device at once.');
      expect(await axe(dialog)).toHaveNoViolations();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(submitted).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Suspend account' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend account' }));
      expect(submitted).toHaveBeenCalledWith({ intent: 'suspend' });
    });
  });

  describe('given an action that cannot be undone', () => {
    it('enables the confirming button only once the email is typed', async () => {
      submitted.mockClear();
      const user = userEvent.setup();
      render(
        <ConfirmAction
          label="Erase account"
          title="Erase Nora Audit?"
          description="Deletes everything."
          intent="erase"
          confirmLabel="Erase permanently"
          typeToConfirm="nora@example.org"
          formComponent={Capture}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Erase account' }));
      const confirm = await screen.findByRole('button', { name: 'Erase permanently' });
      expect(confirm).toBeDisabled();
      await user.type(screen.getByLabelText(/Type nora@example.org to confirm/), 'nora@example');
      expect(confirm).toBeDisabled();
      await user.type(screen.getByLabelText(/to confirm/), '.ORG');
      expect(confirm).toBeEnabled();
      await user.click(confirm);
      expect(submitted).toHaveBeenCalledWith({ intent: 'erase', confirm: 'nora@example.ORG' });
    });
  });
});
