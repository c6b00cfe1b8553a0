import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { ConfirmDialog, typedConfirms } from './ConfirmDialog';

const submitted = vi.fn();
function Capture(props: ComponentProps<'form'>) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.(event);
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  describe('given an action that can be undone', () => {
    it('posts nothing until the dialog naming the account and the effect is confirmed, then closes', async () => {
      submitted.mockClear();
      const { user } = renderWithProviders(
        <ConfirmDialog
          label="End trial now"
          title="End the trial of Nora Audit?"
          description="Nora Audit (nora@example.org) loses Paper Remix at once."
          intent="end"
          fields={{ days: '0' }}
          confirmLabel="End trial"
          formComponent={Capture}
        />,
      );
      const trigger = screen.getByRole('button', { name: 'End trial now' });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'End the trial of Nora Audit?' });
      expect(dialog).toHaveAccessibleDescription('Nora Audit (nora@example.org) loses Paper Remix at once.');
      expect(await axe(dialog)).toHaveNoViolations();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger).toHaveFocus();
      expect(submitted).not.toHaveBeenCalled();

      await user.click(trigger);
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End trial' }));
      expect(submitted).toHaveBeenCalledWith({ intent: 'end', days: '0' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('closes on Escape without posting', async () => {
      submitted.mockClear();
      const { user } = renderWithProviders(
        <ConfirmDialog
          label="Retire tool"
          title="Retire AI Summary?"
          description="It leaves the site."
          intent="retire"
          confirmLabel="Retire tool"
          formComponent={Capture}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Retire tool' }));
      await screen.findByRole('dialog');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(submitted).not.toHaveBeenCalled();
    });
  });

  describe('given an action that asks for the e-mail to be typed', () => {
    it('enables the confirming button only once the e-mail is typed, in any case', async () => {
      submitted.mockClear();
      const { user } = renderWithProviders(
        <ConfirmDialog
          label="Grant Administrator"
          title="Make Nora Audit an administrator?"
          description="Nora Audit can change roles, end trials and erase accounts."
          intent="grant-admin"
          confirmLabel="Grant Administrator"
          variant="primary"
          typeToConfirm="nora@example.org"
          formComponent={Capture}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Grant Administrator' }));
      const dialog = await screen.findByRole('dialog');
      const confirm = within(dialog).getByRole('button', { name: 'Grant Administrator' });
      expect(confirm).toBeDisabled();
      const field = within(dialog).getByLabelText(/Type nora@example.org to confirm/);
      await user.type(field, 'nora@example');
      expect(confirm).toBeDisabled();
      await user.type(field, '.ORG ');
      expect(confirm).toBeEnabled();
      expect(await axe(dialog)).toHaveNoViolations();
      await user.click(confirm);
      expect(submitted).toHaveBeenCalledWith({ intent: 'grant-admin', confirm: 'nora@example.ORG ' });
    });

    it('forgets what was typed when closed', async () => {
      const { user } = renderWithProviders(
        <ConfirmDialog
          label="Erase"
          title="Erase?"
          description="Gone."
          confirmLabel="Erase permanently"
          typeToConfirm="a@b.c"
          formComponent={Capture}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Erase' }));
      await user.type(await screen.findByLabelText(/to confirm/), 'a@b.c');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Erase' }));
      expect(await screen.findByLabelText(/to confirm/)).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Erase permanently' })).toBeDisabled();
    });
  });

  describe('given an action taken in the page', () => {
    it('calls onConfirm instead of posting, then closes and gives focus back to its button', async () => {
      const onConfirm = vi.fn();
      const onSubmit = vi.fn();
      const { user } = renderWithProviders(
        <div onSubmit={onSubmit}>
          <ConfirmDialog
            label="Restore"
            title="Restore this version?"
            description="Later steps go out of date."
            confirmLabel="Restore"
            variant="primary"
            onConfirm={onConfirm}
          />
        </div>,
      );
      const trigger = screen.getByRole('button', { name: 'Restore' });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
      await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      // The submit event still bubbles, but its default (posting the page) was prevented.
      expect(onSubmit.mock.calls[0]![0].defaultPrevented).toBe(true);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger).toHaveFocus();
    });

    it('opens without a button when controlled, and reports Cancel and Escape', async () => {
      const onOpenChange = vi.fn();
      const onConfirm = vi.fn();
      const { user, rerender } = renderWithProviders(
        <ConfirmDialog
          open
          title="Discard your changes?"
          description="Your edits are not saved."
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onOpenChange={onOpenChange}
          onConfirm={onConfirm}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Discard your changes?' });
      expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Keep editing', 'Discard changes']);
      await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await user.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenCalledTimes(2);
      expect(onConfirm).not.toHaveBeenCalled();
      rerender(
        <ConfirmDialog open={false} title="Discard your changes?" description="Your edits are not saved." confirmLabel="Discard changes" />,
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  it('compares the typed text without regard to case or surrounding spaces', () => {
    expect(typedConfirms(' Nora@Example.org ', 'nora@example.org')).toBe(true);
    expect(typedConfirms('nora@example.or', 'nora@example.org')).toBe(false);
    expect(typedConfirms('', undefined)).toBe(true);
  });
});
