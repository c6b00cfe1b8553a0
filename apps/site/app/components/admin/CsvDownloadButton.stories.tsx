import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CsvDownloadButton } from './CsvDownloadButton';

const meta = {
  title: 'site/admin/CsvDownloadButton',
  component: CsvDownloadButton,
  args: {
    session: { isGuest: false },
    url: '/administration/contact-requests/export',
    signUpUrl: '/auth/signup',
    fetch: fn(async () => new Response('a,b\r\n', { status: 500 })),
  },
} satisfies Meta<typeof CsvDownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest pressing Export CSV gets the registration modal and nothing is requested. */
export const Guest: Story = {
  args: { session: { isGuest: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(await screen.findByRole('dialog', { name: 'Register to download' })).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('target', '_blank');
    await expect(args.fetch).not.toHaveBeenCalled();
  },
};

/** A signed-in user whose download fails is told so. */
export const DownloadFails: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(await within(canvasElement).findByText('Error while downloading file')).toBeInTheDocument();
    await expect(args.fetch).toHaveBeenCalledOnce();
  },
};
