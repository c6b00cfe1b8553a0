import type { SessionState, SessionUser } from '@paperlight/api-client';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navTools } from '#app/lib/catalogue.ts';
import { SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { Header } from './Header';

function signedIn(overrides: Partial<SessionUser> = {}): SessionState {
  return {
    status: 'authenticated',
    session: {
      id: 'u-1',
      name: 'Grace Hopper',
      email: 'grace@paperlight.test',
      accessToken: 'token',
      refreshToken: '',
      isGuest: false,
      isAdmin: false,
      isSales: false,
      isToolAdmin: false,
      deviceId: '0b8e6c1a-3f9d-4a6b-8c2d-5e7f9a1b3c4d',
      isFreeTrailActive: null,
      trialEndDate: null,
      ...overrides,
    },
  };
}

const meta = {
  title: 'site/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { session: { status: 'unauthenticated' }, onLogout: fn(), solid: true, tools: navTools(SEEDED_CATALOGUE) },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 620 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: Login and Sign up start the sso round. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
  },
};

/** Logged out on a tool page: Login and Sign up come back to it. */
export const LoggedOutOnAToolPage: Story = {
  args: { returnTo: '/tools/paper-remix' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Ftools%2Fpaper-remix',
    );
  },
};

/** The AI Tools menu open: Top AI Tools, the featured tools and every tool of the catalogue by category, those coming soon marked. */
export const ToolsMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await userEvent.click(main.getByRole('button', { name: 'AI Tools' }));
    await expect(main.getByRole('link', { name: 'Top AI Tools' })).toHaveAttribute('href', '/#tools-showcase');
    await expect(main.getByRole('link', { name: 'Correlation Tool (coming soon)' })).toHaveAttribute('href', '/tools/correlation-tool');
  },
};

/** The api was down when the page was made: the menu still offers Top AI Tools. */
export const ToolsMenuWithoutCatalogue: Story = {
  args: { tools: [] },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await userEvent.click(main.getByRole('button', { name: 'AI Tools' }));
    await expect(main.getByRole('link', { name: 'Top AI Tools' })).toBeInTheDocument();
  },
};

/** A signed-in administrator: avatar menu with Administration and Logout. */
export const Administrator: Story = {
  args: { session: signedIn({ isAdmin: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Grace Hopper' }));
    await expect(canvas.getByRole('link', { name: 'Administration' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A tool administrator sees Tools Administration instead. */
export const ToolAdministrator: Story = {
  args: { session: signedIn({ isToolAdmin: true, name: 'Tariq Tools' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Tariq Tools' }));
    await expect(canvas.getByRole('link', { name: 'Tools Administration' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  },
};

/** Transparent over the hero until 50 px of scroll. */
export const Transparent: Story = { args: { solid: false } };
