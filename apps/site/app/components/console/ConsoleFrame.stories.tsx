import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from './ConsoleFrame';
import { answering, consoleUser, FOUND } from './fixtures';

function Page({ title }: { title: string }) {
  return (
    <div style={{ padding: 24 }}>
      <h1>{title}</h1>
      <p>The page at the full width of the frame.</p>
    </div>
  );
}

const meta = {
  title: 'site/console/ConsoleFrame',
  component: ConsoleFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    console: 'administration',
    user: consoleUser({ isAdmin: true }),
    pathname: '/administration/users',
    onLogout: fn(),
    search: answering(FOUND),
    onOpenResult: fn(),
    children: <Page title="Users" />,
  },
} satisfies Meta<typeof ConsoleFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (name = 'Administration') => within(screen.getByRole('navigation', { name }));

/** An administrator: every section, Security events included; Users is current. */
export const Administrator: Story = {
  play: async () => {
    await expect(sidebar().getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar().getByRole('link', { name: 'Security events' })).toBeInTheDocument();
  },
};

/** Sales: Administration without Security events. */
export const Sales: Story = {
  args: { user: consoleUser({ isSales: true }), pathname: '/administration/contact-requests', children: <Page title="Contact requests" /> },
  play: async () => {
    await expect(sidebar().queryByRole('link', { name: 'Security events' })).toBeNull();
    await expect(sidebar().getByRole('link', { name: 'Contact requests' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A tool administrator in Tools Administration: Tools and New tool. */
export const ToolAdministrator: Story = {
  args: { console: 'tools', user: consoleUser({ isToolAdmin: true }), pathname: '/tools-administration', children: <Page title="Tools" /> },
  play: async () => {
    await expect(sidebar('Tools Administration').getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Both consoles: the sidebar links the other one. */
export const BothConsoles: Story = {
  args: { user: consoleUser({ isAdmin: true, isToolAdmin: true }) },
  play: async () => {
    await expect(sidebar().getByRole('link', { name: 'Tools Administration' })).toBeInTheDocument();
  },
};

/** Ctrl-K opens the quick search. */
export const Searching: Story = {
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Search users and contact requests' });
    await userEvent.type(box, 'tara');
    await expect(await screen.findByRole('option', { name: /Tara Trial/ })).toBeInTheDocument();
  },
};

/** At 390 px the sidebar folds behind Menu. */
export const PhoneMenuOpen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    // Shown below 900 px only (jsdom lays out wider): found among hidden buttons too.
    const menu = screen.getAllByRole('button', { hidden: true }).find((button) => button.textContent === 'Menu');
    if (menu) await userEvent.click(menu, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('navigation', { name: 'Administration', hidden: true })).toHaveAttribute('data-open', 'true');
  },
};
