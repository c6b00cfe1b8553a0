import { ToastProvider } from '@paperlight/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { CsvDownloadButton } from './CsvDownloadButton';

afterEach(() => vi.restoreAllMocks());

const renderButton = (session: { isGuest: boolean } | null, fetch = vi.fn(async () => new Response('a,b\r\n'))) => {
  render(
    <ToastProvider>
      <CsvDownloadButton session={session} url="/administration/contact-requests/export" signUpUrl="/auth/signup" fetch={fetch} />
    </ToastProvider>,
  );
  return { fetch, user: userEvent.setup() };
};

describe('CsvDownloadButton', () => {
  describe('given a guest', () => {
    it('opens the registration modal with a sign-up link in a new tab instead of downloading', async () => {
      const { fetch, user } = renderButton({ isGuest: true });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      const dialog = await screen.findByRole('dialog', { name: 'Register to download' });
      const signUp = screen.getByRole('link', { name: 'Sign up free' });
      expect(signUp).toHaveAttribute('href', '/auth/signup');
      expect(signUp).toHaveAttribute('target', '_blank');
      expect(fetch).not.toHaveBeenCalled();
      expect(await axe(dialog)).toHaveNoViolations();
      await user.click(screen.getByRole('button', { name: 'Not now' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in user', () => {
    it('downloads without the modal', async () => {
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      URL.createObjectURL = vi.fn(() => 'blob:1');
      URL.revokeObjectURL = vi.fn();
      const { fetch, user } = renderButton({ isGuest: false });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(fetch).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('says so when the download fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = renderButton(
        { isGuest: false },
        vi.fn(async () => new Response('', { status: 500 })),
      );
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Error while downloading file');
    });
  });
});
