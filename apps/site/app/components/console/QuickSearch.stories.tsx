import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { answering, FOUND, NOTHING, pending } from './fixtures';
import { SearchError } from './quickSearch';
import { QuickSearch } from './QuickSearch';

const meta = {
  title: 'site/console/QuickSearch',
  component: QuickSearch,
  args: { open: true, onOpenChange: fn(), onOpenResult: fn(), search: answering(FOUND), kinds: ['users', 'requests'], debounceMs: 0 },
} satisfies Meta<typeof QuickSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Quick search' }));

/** Just opened: the box has focus and says how much to type. */
export const Empty: Story = {
  play: async () => {
    const box = dialog().getByRole('combobox', { name: 'Search users and contact requests' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(dialog().getByRole('status')).toHaveTextContent('Type at least 2 characters.');
  },
};

/** Asking: 'Searching…' until the answer comes. */
export const Loading: Story = {
  args: { search: pending, defaultQuery: 'tara' },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent('Searching…');
  },
};

/** Results grouped by kind, the first active; 'All 7 matching users' leads to the table. */
export const Results: Story = {
  args: { defaultQuery: 'paperlight' },
  play: async ({ args }) => {
    await dialog().findByRole('listbox', { name: 'Results' });
    await expect(dialog().getByRole('option', { name: /Tara Trial/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpenResult).toHaveBeenCalledWith('/administration/users/u-theo');
  },
};

/** A tool administrator searches the catalogue. */
export const Tools: Story = {
  args: {
    kinds: ['tools'],
    defaultQuery: 'alt',
    search: answering([
      {
        kind: 'tools',
        label: 'Tools',
        total: 1,
        results: [{ id: 't-alt', kind: 'tools', title: 'Alt Text', detail: '/tools/alt-text', href: '/tools-administration/t-alt' }],
      },
    ]),
  },
  play: async () => {
    await expect(await dialog().findByRole('option', { name: /Alt Text/ })).toBeInTheDocument();
  },
};

/** Nothing matched: said in words, no empty list. */
export const NoResults: Story = {
  args: { search: answering(NOTHING), defaultQuery: 'zz-nobody' },
  play: async () => {
    await expect(await dialog().findByText('No results for “zz-nobody”')).toBeInTheDocument();
  },
};

/** The search failed: the site's words in an alert. */
export const Failed: Story = {
  args: { search: () => Promise.reject(new SearchError('The search could not be completed. Please try again.')), defaultQuery: 'tara' },
  play: async () => {
    await expect(await dialog().findByRole('alert')).toHaveTextContent('The search could not be completed. Please try again.');
  },
};

/** At 390 px. */
export const Phone: Story = {
  args: { defaultQuery: 'paperlight' },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await dialog().findByRole('listbox', { name: 'Results' });
  },
};
