import type { SessionState, SessionUser } from '@paperlight/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { navTools } from '#app/lib/catalogue.ts';
import { NEW_TOOL, SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { Header } from './Header';

const tools = navTools(SEEDED_CATALOGUE);

function user(overrides: Partial<SessionUser> = {}): SessionState {
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
      isFreeTrailActive: true,
      trialEndDate: null,
      ...overrides,
    },
  };
}

const guest = user({ isGuest: true, name: 'Guest', email: '', isFreeTrailActive: null });

function renderHeader(session: SessionState, onLogout = vi.fn(), props: Partial<Parameters<typeof Header>[0]> = {}) {
  const result = render(<Header session={session} onLogout={onLogout} tools={tools} {...props} />);
  const main = screen.getByRole('navigation', { name: 'Main' });
  return { ...result, main, onLogout };
}

async function openAccountMenu() {
  await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
}

describe('Header', () => {
  it('links the logo home', () => {
    renderHeader(guest);
    expect(screen.getByRole('link', { name: 'Paperlight home' })).toHaveAttribute('href', '/');
  });

  describe.each([
    ['a guest', guest],
    ['a logged-out visitor', { status: 'unauthenticated' } as SessionState],
    ['a session still loading', { status: 'loading' } as SessionState],
  ])('given %s', (_label, session) => {
    it('offers Login and Sign up that start the sso round', () => {
      renderHeader(session);
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
      expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in user without roles', () => {
    it('shows the avatar menu with name, email, Dashboard, Account settings and Logout only', async () => {
      renderHeader(user());
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Account menu for Grace Hopper' });
      expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'GH');
      // Drawn initials, not text: the visible label never contradicts the accessible name.
      expect(button).toHaveTextContent('');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await openAccountMenu();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Grace Hopper')).toBeVisible();
      expect(screen.getByText('grace@paperlight.test')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
      expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Tools Administration' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    });

    it('calls onLogout from the menu', async () => {
      const { onLogout } = renderHeader(user());
      await openAccountMenu();
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    });

    it('closes the menu with Escape and returns focus to the avatar', async () => {
      renderHeader(user());
      await openAccountMenu();
      await userEvent.keyboard('{Escape}');
      const button = screen.getByRole('button', { name: /account menu/i });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
      expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    });
  });

  describe.each([
    ['an administrator', { isAdmin: true }, true, false],
    ['a sales user', { isSales: true }, true, false],
    ['a tool administrator', { isToolAdmin: true }, false, true],
    ['an administrator who is also a tool administrator', { isAdmin: true, isToolAdmin: true }, true, true],
  ])('given %s', (_label, roles, administration, tools) => {
    it(`${administration ? 'shows' : 'hides'} Administration and ${tools ? 'shows' : 'hides'} Tools Administration`, async () => {
      renderHeader(user(roles));
      await openAccountMenu();
      const admin = screen.queryByRole('link', { name: 'Administration' });
      const toolAdmin = screen.queryByRole('link', { name: 'Tools Administration' });
      if (administration) expect(admin).toHaveAttribute('href', '/administration/users');
      else expect(admin).not.toBeInTheDocument();
      if (tools) expect(toolAdmin).toHaveAttribute('href', '/tools-administration');
      else expect(toolAdmin).not.toBeInTheDocument();
    });
  });

  describe('menus', () => {
    it('AI Tools opens Top AI Tools, the featured tools and every public tool of the catalogue by category', async () => {
      const { main } = renderHeader(guest);
      const button = within(main).getByRole('button', { name: 'AI Tools' });
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(within(main).getByRole('link', { name: 'Top AI Tools' })).toHaveAttribute('href', '/#tools-showcase');
      const featured = within(main).getByRole('navigation', { name: 'Featured' });
      expect(
        within(featured)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Alt Text', 'Multi-lingual Audio', 'Paper Remix', 'Gen AI Search', 'Chat with Paper']);
      const all = within(main).getByRole('navigation', { name: 'All AI Tools' });
      const links = within(all).getAllByRole('link');
      expect(links).toHaveLength(SEEDED_CATALOGUE.length);
      expect(links[0]).toHaveAttribute('href', '/tools/alt-text');
      expect(within(all).getByRole('link', { name: 'Paper Remix' })).toHaveAttribute('href', '/tools/paper-remix');
      expect(within(all).getByRole('link', { name: 'LLM as Judge (coming soon)' })).toHaveAttribute('href', '/tools/llm-as-judge');
      expect(within(all).getByText('Journal Analytics')).toBeInTheDocument();
    });

    it('lists a tool added in Tools Administration and leaves a hidden one out', async () => {
      const edited = navTools([...SEEDED_CATALOGUE.filter((tool) => tool.slug !== 'ai-review'), NEW_TOOL]);
      const { main } = renderHeader(guest, vi.fn(), { tools: edited });
      await userEvent.click(within(main).getByRole('button', { name: 'AI Tools' }));
      const all = within(main).getByRole('navigation', { name: 'All AI Tools' });
      expect(within(all).getByRole('link', { name: 'Citation Guard (coming soon)' })).toHaveAttribute('href', '/tools/citation-guard');
      expect(within(all).queryByRole('link', { name: 'AI Review' })).not.toBeInTheDocument();
    });

    it('AI Suite links the two suite sections and opening it closes nothing else', async () => {
      const { main } = renderHeader(guest);
      await userEvent.click(within(main).getByRole('button', { name: 'AI Suite' }));
      expect(within(main).getByRole('link', { name: 'Full AI Suite' })).toHaveAttribute('href', '/#full-ai-suite');
      expect(within(main).getByRole('link', { name: 'AI Suites for Growth' })).toHaveAttribute('href', '/#ai-suite-for-growth');
    });

    it('links Co-build to its landing section and About to the About page', () => {
      const { main } = renderHeader(guest);
      expect(within(main).getByRole('link', { name: 'Co-build' })).toHaveAttribute('href', '/#cobuild-section');
      expect(within(main).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    });

    it('brings Login and Sign up back to the page the visitor was on', () => {
      renderHeader(guest, vi.fn(), { returnTo: '/tools/paper-remix' });
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login?returnTo=%2Ftools%2Fpaper-remix');
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup?returnTo=%2Ftools%2Fpaper-remix');
    });

    it('opens with the keyboard and closes with Escape', async () => {
      const { main } = renderHeader(guest);
      const button = within(main).getByRole('button', { name: 'AI Suite' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
    });
  });

  describe('mobile drawer', () => {
    it('holds the navigation and Logout for a signed-in user', async () => {
      const { onLogout } = renderHeader(user({ isAdmin: true }));
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      const drawer = screen.getByRole('navigation', { name: 'Mobile' }).parentElement as HTMLElement;
      expect(within(drawer).getByRole('link', { name: 'Full AI Suite' })).toBeInTheDocument();
      expect(within(drawer).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/administration/users');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    });

    it('offers Login and Sign up to guests and closes with Escape', async () => {
      renderHeader(guest);
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = screen.getByRole('navigation', { name: 'Mobile' }).parentElement as HTMLElement;
      expect(within(drawer).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
      expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    });
  });

  it('marks itself solid when asked', () => {
    const { container } = render(<Header session={guest} onLogout={() => {}} solid />);
    expect(container.querySelector('header')).toHaveAttribute('data-solid', 'true');
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(<Header session={user({ isAdmin: true })} onLogout={() => {}} />);
    expect(html).toContain('Paperlight');
    expect(html).toContain('aria-expanded="false"');
  });

  it('has no axe violations with a menu open', async () => {
    const { container } = renderHeader(user({ isAdmin: true }));
    await openAccountMenu();
    // jsdom cannot paint, so contrast is checked in the browser journeys instead.
    expect(await axe(container, { rules: { 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });
});
