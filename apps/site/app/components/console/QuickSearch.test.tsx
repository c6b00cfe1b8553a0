import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { answering, FOUND, NOTHING, pending } from './fixtures';
import { SearchError, type SearchFunction } from './quickSearch';
import { QuickSearch } from './QuickSearch';

function Harness({
  search,
  onOpenResult = () => {},
  debounceMs = 0,
}: {
  search: SearchFunction;
  onOpenResult?: (href: string) => void;
  debounceMs?: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <QuickSearch
        open={open}
        onOpenChange={setOpen}
        search={search}
        onOpenResult={onOpenResult}
        kinds={['users', 'requests']}
        debounceMs={debounceMs}
      />
    </>
  );
}

async function openSearch(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const box = await screen.findByRole('combobox', { name: 'Search users and contact requests' });
  return { user, box };
}

describe('QuickSearch', () => {
  describe('given it opens', () => {
    it('is a named dialog with the combobox focused and a hint', async () => {
      const { box } = await openSearch({ search: answering(FOUND) });
      expect(screen.getByRole('dialog', { name: 'Quick search' })).toBeInTheDocument();
      await waitFor(() => expect(box).toHaveFocus());
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters.');
    });
  });

  describe('given a query with matches', () => {
    it('lists them grouped by kind, moves with the arrows and opens the active one with Enter', async () => {
      const onOpenResult = vi.fn();
      const { user, box } = await openSearch({ search: answering(FOUND), onOpenResult });
      await user.type(box, 'paperlight');
      const listbox = await screen.findByRole('listbox', { name: 'Results' });
      expect(screen.getByRole('group', { name: 'Users' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Contact requests' })).toBeInTheDocument();
      // Two users, 'All 7 matching users', one request (a single match needs no 'All').
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Tara Trialtrial5@paperlight.test',
        'Theo Trialtrial2@paperlight.test',
        'All 7 matching users',
        'Ines Inboxines@journal.example · Journal of Examples',
      ]);
      expect(listbox).toBeInTheDocument();
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('8 results');
      const first = screen.getByRole('option', { name: /Tara Trial/ });
      expect(first).toHaveAttribute('aria-selected', 'true');
      expect(box).toHaveAttribute('aria-activedescendant', first.id);

      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: /Theo Trial/ })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowUp}{ArrowUp}');
      // Up from the first wraps to the last.
      expect(screen.getByRole('option', { name: /Ines Inbox/ })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Enter}');
      expect(onOpenResult).toHaveBeenCalledWith('/administration/contact-requests?request=c-ines');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('opens a result on click', async () => {
      const onOpenResult = vi.fn();
      const { user, box } = await openSearch({ search: answering(FOUND), onOpenResult });
      await user.type(box, 'tara');
      await user.click(await screen.findByRole('option', { name: /All 7 matching users/ }));
      expect(onOpenResult).toHaveBeenCalledWith('/administration/users?search=paperlight');
    });

    it('has no axe violations', async () => {
      const { user, box } = await openSearch({ search: answering(FOUND) });
      await user.type(box, 'tara');
      await screen.findByRole('listbox');
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('given typing', () => {
    it('waits for a pause before asking, and asks once for the last text', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const search = vi.fn(answering(FOUND));
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 50 });
        render(<Harness search={search} debounceMs={250} />);
        await user.click(screen.getByRole('button', { name: 'Search' }));
        const box = await screen.findByRole('combobox');
        await user.type(box, 'tar');
        expect(search).not.toHaveBeenCalled();
        expect(screen.getByRole('status')).toHaveTextContent('Searching…');
        await act(async () => vi.advanceTimersByTime(300));
        expect(search).toHaveBeenCalledTimes(1);
        expect(search.mock.calls[0]?.[0]).toBe('tar');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('given no match', () => {
    it('says so in words', async () => {
      const { user, box } = await openSearch({ search: answering(NOTHING) });
      await user.type(box, 'zz-nobody');
      expect(await screen.findByText('No results for “zz-nobody”')).toBeInTheDocument();
      expect(screen.queryByRole('listbox')).toBeNull();
    });
  });

  describe('given the search fails', () => {
    it('shows its message, or the product’s words for an unexpected failure', async () => {
      const { user, box } = await openSearch({
        search: () => Promise.reject(new SearchError('Your session has ended. Sign in again to search.')),
      });
      await user.type(box, 'tara');
      expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Sign in again to search.');
    });

    it('falls back to a generic sentence', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user, box } = await openSearch({ search: () => Promise.reject(new TypeError('Failed to fetch')) });
      await user.type(box, 'tara');
      expect(await screen.findByRole('alert')).toHaveTextContent('The search could not be completed. Please try again.');
      error.mockRestore();
    });
  });

  describe('given it is searching', () => {
    it('says so and marks the results busy', async () => {
      const { user, box } = await openSearch({ search: pending });
      await user.type(box, 'tara');
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    });
  });

  describe('given Escape', () => {
    it('closes and gives focus back to what opened it, and starts afresh next time', async () => {
      const { user, box } = await openSearch({ search: answering(FOUND) });
      await user.type(box, 'tara');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('combobox')).toHaveValue('');
    });
  });

  it('renders on the server when closed (nothing in the page)', () => {
    // Radix's Presence warns about useLayoutEffect on the server; the markup is what counts.
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      renderToStaticMarkup(<QuickSearch open={false} onOpenChange={() => {}} search={pending} onOpenResult={() => {}} kinds={['tools']} />),
    ).toBe('');
    warn.mockRestore();
  });
});
