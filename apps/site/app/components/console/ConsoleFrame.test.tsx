import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ConsoleFrame, type ConsoleFrameProps } from './ConsoleFrame';
import { answering, consoleUser, FOUND } from './fixtures';

function renderFrame(props: Partial<ConsoleFrameProps> = {}) {
  const user = userEvent.setup();
  const onOpenResult = vi.fn();
  const onLogout = vi.fn();
  render(
    <ConsoleFrame
      console="administration"
      user={consoleUser({ isAdmin: true })}
      pathname="/administration/users"
      onLogout={onLogout}
      search={answering(FOUND)}
      onOpenResult={onOpenResult}
      {...props}
    >
      <h1>Users</h1>
    </ConsoleFrame>,
  );
  return { user, onOpenResult, onLogout };
}

const sidebar = (name = 'Administration') => screen.getByRole('navigation', { name });
// jsdom lays out at 1024 px: the sidebar's 'Back to site' is for phones only (the bar has one).
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ConsoleFrame', () => {
  describe('given an administrator in Administration', () => {
    it('draws the slim bar: home, the console, Search, Back to site and the account menu', () => {
      renderFrame();
      const bar = screen.getByRole('banner');
      expect(within(bar).getByRole('link', { name: 'Paperlight home' })).toHaveAttribute('href', '/');
      expect(within(bar).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/administration/overview');
      expect(within(bar).getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts');
      expect(within(bar).getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
      expect(within(bar).getByRole('button', { name: 'Account menu for Ada Admin' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('Users');
    });

    it('lists every section with Security events and marks the current one', () => {
      renderFrame({ pathname: '/administration/users/u-42' });
      expect(linkNames(sidebar())).toEqual(['Overview', 'Users', 'Contact requests', 'Activity', 'Security events']);
      expect(within(sidebar()).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
      expect(within(sidebar()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    });

    it('has no axe violations', async () => {
      renderFrame();
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('given sales', () => {
    it('lists Administration without Security events', () => {
      renderFrame({ user: consoleUser({ isSales: true }), pathname: '/administration/activity' });
      expect(linkNames(sidebar())).toEqual(['Overview', 'Users', 'Contact requests', 'Activity']);
      expect(within(sidebar()).getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('given a tool administrator in Tools Administration', () => {
    it('lists Tools and New tool only', () => {
      renderFrame({ console: 'tools', user: consoleUser({ isToolAdmin: true }), pathname: '/tools-administration/new' });
      expect(linkNames(sidebar('Tools Administration'))).toEqual(['Tools', 'New tool']);
      expect(within(sidebar('Tools Administration')).getByRole('link', { name: 'New tool' })).toHaveAttribute('aria-current', 'page');
      expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
    });
  });

  describe('given someone who may open both consoles', () => {
    it('links the other console from the sidebar', () => {
      renderFrame({ user: consoleUser({ isAdmin: true, isToolAdmin: true }) });
      expect(within(sidebar()).getByRole('link', { name: 'Tools Administration' })).toHaveAttribute('href', '/tools-administration');
    });
  });

  describe('given the Menu button (narrow screens)', () => {
    it('opens and closes the sidebar, Escape gives focus back to it', async () => {
      const { user } = renderFrame();
      // Shown below 900 px only; jsdom lays out at 1024 px.
      const menu = screen.getAllByRole('button', { hidden: true }).find((button) => button.textContent === 'Menu')!;
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveAttribute('aria-controls', sidebar().id);
      await user.click(menu);
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(sidebar()).toHaveAttribute('data-open', 'true');
      await user.keyboard('{Escape}');
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveFocus();
    });
  });

  describe('given Ctrl-K or Cmd-K', () => {
    it.each([['{Control>}k{/Control}'], ['{Meta>}k{/Meta}']])('opens the quick search (%s) and a result opens its page', async (keys) => {
      const { user, onOpenResult } = renderFrame();
      await user.keyboard(keys);
      const dialog = await screen.findByRole('dialog', { name: 'Quick search' });
      const box = within(dialog).getByRole('combobox', { name: 'Search users and contact requests' });
      await waitFor(() => expect(box).toHaveFocus());
      await user.type(box, 'tara');
      await within(dialog).findByRole('option', { name: /Tara Trial/ });
      await user.keyboard('{Enter}');
      expect(onOpenResult).toHaveBeenCalledWith('/administration/users/u-tara');
    });

    it('searches tools for a tool administrator', async () => {
      const { user } = renderFrame({ console: 'tools', user: consoleUser({ isToolAdmin: true }), pathname: '/tools-administration' });
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('combobox', { name: 'Search tools' })).toBeInTheDocument();
    });
  });

  it('renders on the server', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(
      <ConsoleFrame
        console="administration"
        user={consoleUser({ isSales: true })}
        pathname="/administration/overview"
        onLogout={() => {}}
        search={answering([])}
        onOpenResult={() => {}}
      >
        <h1>Overview</h1>
      </ConsoleFrame>,
    );
    warn.mockRestore();
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('Ctrl K');
  });
});
