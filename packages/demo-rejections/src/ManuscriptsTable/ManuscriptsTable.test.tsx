import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, makeResult, renderWithProviders } from '../test';
import { ManuscriptsTable } from './ManuscriptsTable';

const rows = makeResult().publishedManuscripts.data; // 36 rows, every third unpublished
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Rejected manuscripts' }))
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('ManuscriptsTable', () => {
  beforeEach(() => window.history.replaceState({ key: 'router' }, '', '/demos/rejection-analyzer/demo?tool=keep'));

  it('shows 10 rows with DOI links, dd/MM/yyyy dates, OA text and status', () => {
    renderWithProviders(<ManuscriptsTable rows={rows} />);
    expect(bodyRows()).toHaveLength(10);
    const [published, , unpublished] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(published).getByRole('link', { name: /Live imaging uncovers/ })).toHaveAttribute('href', rows[0]!.doiLink);
    expect(cellsOf(published)[1]).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cellsOf(published)[5]).toHaveTextContent('Published');
    expect(within(unpublished).queryByRole('link')).not.toBeInTheDocument();
    expect(cellsOf(unpublished).map((cell) => cell.textContent)).toEqual([
      rows[2]!.manuscriptTitle,
      '-',
      '-',
      '-',
      'Not open access',
      'Not Published',
    ]);
  });

  it('sorts by citations and publication date and writes the view to the URL', async () => {
    const { user } = renderWithProviders(<ManuscriptsTable rows={rows} />);
    await user.click(screen.getByRole('button', { name: /Total Citations/ }));
    const ascending = bodyRows().map((row) => Number(cellsOf(row)[3]!.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(window.location.search).toBe('?tool=keep&sort=citationCount&order=asc');
    expect(window.history.state).toEqual({ key: 'router' });
    await user.click(screen.getByRole('button', { name: /Publication Date/ }));
    await user.click(screen.getByRole('button', { name: /Publication Date/ }));
    expect(screen.getByRole('columnheader', { name: /Publication Date/ })).toHaveAttribute('aria-sort', 'descending');
    const dates = bodyRows().map((row) => cellsOf(row)[1]!.textContent!.split('/').reverse().join('-'));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new URLSearchParams(window.location.search).get('order')).toBe('desc');
  });

  it('pages through page and pageSize in the URL and reads them back', async () => {
    const { user, unmount } = renderWithProviders(<ManuscriptsTable rows={rows} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
    expect(cellsOf(bodyRows()[0]!)[0]).toHaveTextContent(rows[10]!.manuscriptTitle);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(window.location.search).toBe('?tool=keep&pageSize=20');
    unmount();
    window.history.replaceState(null, '', '/demos/rejection-analyzer/demo?page=2&pageSize=20&sort=citationCount&order=desc');
    renderWithProviders(<ManuscriptsTable rows={rows} />);
    expect(bodyRows()).toHaveLength(16);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<ManuscriptsTable rows={rows} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
