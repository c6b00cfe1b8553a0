import { act, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders, TestProviders } from '../test';
import { DataTable } from './DataTable';
import { makePeople, PeopleTable, peopleColumns } from './fixtures';
import { defaultTableState, FILTER_DEBOUNCE_MS } from './tableState';

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('DataTable', () => {
  describe('given more rows than one page', () => {
    it('shows one page, the size selector and pages forward and back', async () => {
      const onStateChange = vi.fn();
      const { user } = renderWithProviders(<PeopleTable people={makePeople(42)} onStateChange={onStateChange} />);
      expect(bodyRows()).toHaveLength(10);
      expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
      expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, pageSize: 50 }));
      expect(bodyRows()).toHaveLength(42);
      expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    });

    it('numbers the pages with first and last, marks the current one and jumps to any shown', async () => {
      const onStateChange = vi.fn();
      const { user } = renderWithProviders(
        <PeopleTable people={makePeople(1000)} onStateChange={onStateChange} initialState={{ page: 50 }} />,
      );
      const pager = screen.getByRole('navigation', { name: 'People pages' });
      const numbers = within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent);
      expect(numbers).toEqual(['1', '49', '50', '51', '100']);
      expect(within(pager).getByRole('button', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
      await user.click(within(pager).getByRole('button', { name: 'Last page' }));
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 100 }));
      expect(screen.getByText('Page 100 of 100')).toBeInTheDocument();
      await user.click(within(pager).getByRole('button', { name: 'First page' }));
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
      await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
      expect(screen.getByText('11–20 of 1000')).toBeInTheDocument();
      expect(await axe(pager)).toHaveNoViolations();
    });

    it('goes to a typed page, an end for a number past it, and offers it only past 5 pages', async () => {
      const onStateChange = vi.fn();
      const { user, unmount } = renderWithProviders(<PeopleTable people={makePeople(1000)} onStateChange={onStateChange} />);
      const jump = screen.getByRole('spinbutton', { name: 'Go to page' });
      expect(jump).toHaveAttribute('max', '100');
      await user.type(jump, '73');
      await user.keyboard('{Enter}');
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 73 }));
      expect(screen.getByText('Page 73 of 100')).toBeInTheDocument();
      expect(jump).toHaveValue(null);
      await user.type(jump, '500');
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(screen.getByText('Page 100 of 100')).toBeInTheDocument();
      // Empty: nothing happens.
      onStateChange.mockClear();
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(onStateChange).not.toHaveBeenCalled();
      unmount();
      renderWithProviders(<PeopleTable people={makePeople(42)} />);
      expect(screen.queryByRole('spinbutton', { name: 'Go to page' })).toBeNull();
    });

    it('keeps the focus in the pager when Next reaches the last page and when a number leaves the window', async () => {
      const onStateChange = vi.fn();
      const { user } = renderWithProviders(
        <PeopleTable people={makePeople(42)} onStateChange={onStateChange} initialState={{ page: 4 }} />,
      );
      const next = screen.getByRole('button', { name: 'Next page' });
      await user.click(next);
      expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
      expect(next).toHaveFocus();
      expect(next).toHaveAttribute('aria-disabled', 'true');
      onStateChange.mockClear();
      await user.click(next);
      expect(onStateChange).not.toHaveBeenCalled();
      // Page 1 → the window 1 2 … 5 no longer holds 4's neighbours; the current number takes the focus.
      await user.click(screen.getByRole('button', { name: 'Page 1' }));
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Last page' }));
      expect(screen.getByRole('button', { name: 'Last page' })).toHaveFocus();
    });

    it('puts the table in a focusable region named by its caption, so a keyboard can scroll it sideways', () => {
      renderWithProviders(<PeopleTable people={makePeople(3)} />);
      const region = screen.getByRole('region', { name: 'People' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name: 'People' })).toBeInTheDocument();
    });

    it('offers the page sizes 10, 20, 30, 40 and 50', () => {
      renderWithProviders(<PeopleTable people={makePeople(11)} />);
      const options = within(screen.getByLabelText('Rows per page')).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50']);
    });
  });

  describe('given 10 rows or fewer', () => {
    it('has no size selector', () => {
      renderWithProviders(<PeopleTable people={makePeople(10)} />);
      expect(screen.queryByLabelText('Rows per page')).toBeNull();
    });
  });

  describe('given no rows', () => {
    it("says 'No Data'", () => {
      renderWithProviders(<PeopleTable people={[]} />);
      expect(screen.getByRole('cell', { name: 'No Data' })).toBeInTheDocument();
      expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    });
  });

  describe('while loading', () => {
    it('shows skeleton rows and a busy table', () => {
      renderWithProviders(<PeopleTable people={makePeople(42)} loading />);
      expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByText('No Data')).toBeNull();
    });
  });

  describe('sorting', () => {
    it('sorts by keyboard and reports it with aria-sort', async () => {
      const { user } = renderWithProviders(<PeopleTable people={makePeople(12)} />);
      const header = screen.getByRole('columnheader', { name: /Name/ });
      expect(header).toHaveAttribute('aria-sort', 'none');
      expect(screen.getByRole('columnheader', { name: 'Role' })).not.toHaveAttribute('aria-sort');

      // From the last filter: the scroll region first (a keyboard scrolls a wide table with it), then the sort buttons.
      screen.getByLabelText('Joined to').focus();
      await user.tab();
      expect(screen.getByRole('region', { name: 'People' })).toHaveFocus();
      await user.tab();
      expect(within(header).getByRole('button')).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      expect(within(bodyRows()[0] as HTMLElement).getByText('Ada 001')).toBeInTheDocument();
      await user.keyboard(' ');
      expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(within(bodyRows()[0] as HTMLElement).getByText('Tim 010')).toBeInTheDocument();
    });
  });

  describe('searching and filtering', () => {
    it('waits 1 second after the last key press before searching', async () => {
      const onStateChange = vi.fn();
      const { user, clock } = renderWithProviders(<PeopleTable people={makePeople(42)} onStateChange={onStateChange} />);
      await user.type(screen.getByLabelText('Search people'), 'grace');
      act(() => clock.advance(FILTER_DEBOUNCE_MS - 1));
      expect(onStateChange).not.toHaveBeenCalled();
      act(() => clock.advance(1));
      expect(onStateChange).toHaveBeenCalledTimes(1);
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'grace', page: 1 }));
      expect(bodyRows()).toHaveLength(5);
    });

    it('debounces a text column filter and applies it at once on Enter', async () => {
      const onStateChange = vi.fn();
      const { user } = renderWithProviders(<PeopleTable people={makePeople(42)} onStateChange={onStateChange} />);
      await user.type(screen.getByLabelText('Email'), 'alan');
      expect(onStateChange).not.toHaveBeenCalled();
      await user.keyboard('{Enter}');
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { email: 'alan' } }));
    });

    it('applies a choice filter at once and back to page 1', async () => {
      const onStateChange = vi.fn();
      const { user } = renderWithProviders(
        <PeopleTable people={makePeople(42)} initialState={{ page: 3 }} onStateChange={onStateChange} />,
      );
      await user.selectOptions(screen.getByLabelText('Role'), 'sales');
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filters: { role: 'sales' } }));
      expect(screen.getByText('1–10 of 14')).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText('Role'), '');
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: {} }));
    });

    it('filters a date range by its first and last day, both included, debounced like text', async () => {
      const onStateChange = vi.fn();
      const { user, clock } = renderWithProviders(
        <PeopleTable people={makePeople(42)} initialState={{ page: 2 }} onStateChange={onStateChange} />,
      );
      const from = screen.getByLabelText('Joined from');
      const to = screen.getByLabelText('Joined to');
      expect(from).toHaveAttribute('type', 'date');
      await user.type(from, '2026-01-05');
      await user.type(to, '2026-01-09');
      expect(from).toHaveAttribute('max', '2026-01-09');
      expect(to).toHaveAttribute('min', '2026-01-05');
      expect(onStateChange).not.toHaveBeenCalled();
      act(() => clock.advance(FILTER_DEBOUNCE_MS));
      expect(onStateChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, filters: { joinedFrom: '2026-01-05', joinedTo: '2026-01-09' } }),
      );
      expect(bodyRows().map((row) => row.lastElementChild?.textContent)).toEqual([
        '2026-01-05',
        '2026-01-06',
        '2026-01-07',
        '2026-01-08',
        '2026-01-09',
      ]);
      await user.clear(to);
      await user.keyboard('{Enter}');
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { joinedFrom: '2026-01-05' } }));
    });

    it('shows a view that arrives from outside, e.g. the back button', () => {
      const props = {
        caption: 'People',
        columns: peopleColumns,
        rows: [],
        total: 0,
        rowKey: (r: { id: string }) => r.id,
        onStateChange: () => {},
        searchLabel: 'Search people',
      };
      const { rerender } = renderWithProviders(<DataTable {...props} state={defaultTableState()} />);
      rerender(<DataTable {...props} state={{ ...defaultTableState(), search: 'ken' }} />);
      expect(screen.getByLabelText('Search people')).toHaveValue('ken');
    });
  });

  describe('row selection', () => {
    it('selects rows one by one or the whole page, shows the bulk actions with the count, and clears', async () => {
      const onBulkAction = vi.fn();
      const { user } = renderWithProviders(<PeopleTable people={makePeople(42)} selectable onBulkAction={onBulkAction} />);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('');
      expect(screen.queryByRole('button', { name: /Change role/ })).toBeNull();

      await user.click(screen.getByRole('checkbox', { name: 'Select Ada 001' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Alan 003' }));
      expect(status).toHaveTextContent('2 rows selected');
      const all = screen.getByRole('checkbox', { name: 'Select every row on this page' }) as HTMLInputElement;
      expect(all.indeterminate).toBe(true);
      expect(bodyRows()[0]).toHaveAttribute('data-selected', 'true');
      await user.click(screen.getByRole('button', { name: 'Change role of 2' }));
      expect(onBulkAction).toHaveBeenCalledWith(['p001', 'p003']);
      // The action cleared the selection.
      expect(status).toHaveTextContent('');

      await user.click(all);
      expect(status).toHaveTextContent('10 rows selected');
      expect(all.checked).toBe(true);
      expect(all.indeterminate).toBe(false);
      await user.click(screen.getByRole('checkbox', { name: 'Select Ada 001' }));
      expect(status).toHaveTextContent('9 rows selected');
      await user.click(screen.getByRole('button', { name: 'Clear selection' }));
      expect(status).toHaveTextContent('');
      expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    });

    it('keeps the selection to the page on screen: another page starts with none', async () => {
      const { user } = renderWithProviders(<PeopleTable people={makePeople(42)} selectable />);
      await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
      expect(screen.getByRole('status')).toHaveTextContent('10 rows selected');
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(screen.getByRole('status')).toHaveTextContent('');
      await user.click(screen.getByRole('button', { name: 'Previous page' }));
      expect(screen.getByRole('checkbox', { name: 'Select Ada 001' })).not.toBeChecked();
    });

    it('puts the checkboxes in their own first column, with no select-all on an empty page', () => {
      const { unmount } = renderWithProviders(<PeopleTable people={makePeople(3)} selectable />);
      const headers = screen.getAllByRole('columnheader');
      expect(headers).toHaveLength(5);
      expect(within(headers[0] as HTMLElement).getByRole('checkbox')).toHaveAccessibleName('Select every row on this page');
      unmount();
      renderWithProviders(<PeopleTable people={[]} selectable />);
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.getByRole('cell', { name: 'No Data' })).toHaveAttribute('colspan', '5');
    });
  });

  describe('column visibility', () => {
    it('hides and shows columns from the Columns list, keeping the name and the last column shown', async () => {
      const onHiddenColumnsChange = vi.fn();
      const { user } = renderWithProviders(
        <PeopleTable people={makePeople(12)} hideableColumns onHiddenColumnsChange={onHiddenColumnsChange} />,
      );
      const button = screen.getByRole('button', { name: 'Columns' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const list = screen.getByRole('group', { name: 'Shown columns' });
      expect(button).toHaveAttribute('aria-controls', list.parentElement?.id);
      expect(within(list).getByRole('checkbox', { name: 'Name' })).toBeDisabled();

      await user.click(within(list).getByRole('checkbox', { name: 'Email' }));
      expect(onHiddenColumnsChange).toHaveBeenLastCalledWith(['email']);
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕↑↓]/g, ''))).toEqual(['Name', 'Role', 'Joined']);
      expect(screen.getByRole('button', { name: 'Columns, 1 hidden' })).toBeInTheDocument();
      await user.click(within(list).getByRole('checkbox', { name: 'Role' }));
      await user.click(within(list).getByRole('checkbox', { name: 'Joined' }));
      expect(onHiddenColumnsChange).toHaveBeenLastCalledWith(['email', 'role', 'joined']);
      // Only the name is left; its filter-free table still reads.
      expect(bodyRows()[0]?.children).toHaveLength(1);
      await user.click(within(list).getByRole('checkbox', { name: 'Email' }));
      expect(onHiddenColumnsChange).toHaveBeenLastCalledWith(['role', 'joined']);
      expect(await axe(list)).toHaveNoViolations();

      // Escape closes the list and gives the focus back to its button.
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: 'Shown columns' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Columns, 2 hidden' })).toHaveFocus();
    });

    it('closes the list on a click elsewhere, and draws columns hidden from the start without them', async () => {
      const { user } = renderWithProviders(<PeopleTable people={makePeople(12)} hideableColumns initialHidden={['email']} />);
      expect(screen.queryByRole('columnheader', { name: /Email/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Columns, 1 hidden' }));
      expect(within(screen.getByRole('group', { name: 'Shown columns' })).getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
      await user.click(screen.getByRole('table'));
      expect(screen.queryByRole('group', { name: 'Shown columns' })).toBeNull();
    });

    it('has no Columns button unless the page keeps the choice', () => {
      renderWithProviders(<PeopleTable people={makePeople(12)} />);
      expect(screen.queryByRole('button', { name: /Columns/ })).toBeNull();
    });
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(
      <TestProviders>
        <PeopleTable people={makePeople(3)} />
      </TestProviders>,
    );
    expect(html).toContain('<caption');
    expect(html).toContain('Ada 001');
  });

  it.each([
    ['populated', makePeople(30), false],
    ['empty', [], false],
    ['loading', makePeople(30), true],
  ] as const)('has no axe violations when %s', async (_name, people, loading) => {
    const { container } = renderWithProviders(<PeopleTable people={people} loading={loading} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with rows selected and the Columns list open', async () => {
    const { container, user } = renderWithProviders(
      <PeopleTable people={makePeople(30)} selectable hideableColumns initialHidden={['role']} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada 001' }));
    await user.click(screen.getByRole('button', { name: 'Columns, 1 hidden' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
