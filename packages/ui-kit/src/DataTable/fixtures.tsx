import { useState } from 'react';
import { Button } from '../Button';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { defaultTableState, type TableState } from './tableState';

export interface Person {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'sales' | 'user';
  /** The day they joined, `YYYY-MM-DD`: one a day through January 2026, then February. */
  joined: string;
}

const ROLES = ['admin', 'sales', 'user'] as const;
const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim'];

/** `count` people with predictable names, emails and roles. */
export function makePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[index % FIRST.length] ?? 'Ada';
    const n = String(index + 1).padStart(3, '0');
    const joined = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
    return {
      id: `p${n}`,
      name: `${first} ${n}`,
      email: `${first.toLowerCase()}${n}@example.test`,
      role: ROLES[index % 3] ?? 'user',
      joined,
    };
  });
}

export const peopleColumns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, hideable: false },
  { id: 'email', header: 'Email', cell: (row) => row.email, sortable: true, filter: 'text' },
  {
    id: 'role',
    header: 'Role',
    cell: (row) => row.role,
    filter: [
      { value: 'admin', label: 'Administrator' },
      { value: 'sales', label: 'Sales' },
      { value: 'user', label: 'User' },
    ],
  },
  { id: 'joined', header: 'Joined', cell: (row) => row.joined, filter: 'dateRange' },
];

/** What a server does with a table view: filter, sort and cut one page. */
export function queryPeople(all: readonly Person[], state: TableState): { rows: Person[]; total: number } {
  const search = state.search.toLowerCase();
  let rows = all.filter((p) => !search || p.name.toLowerCase().includes(search) || p.email.includes(search));
  const emailFilter = state.filters.email?.toLowerCase();
  if (emailFilter) rows = rows.filter((p) => p.email.includes(emailFilter));
  if (state.filters.role) rows = rows.filter((p) => p.role === state.filters.role);
  const { joinedFrom, joinedTo } = state.filters;
  if (joinedFrom) rows = rows.filter((p) => p.joined >= joinedFrom);
  if (joinedTo) rows = rows.filter((p) => p.joined <= joinedTo);
  if (state.sort === 'name' || state.sort === 'email') {
    const key = state.sort;
    rows = [...rows].sort((a, b) => a[key].localeCompare(b[key]) * (state.order === 'asc' ? 1 : -1));
  }
  const start = (state.page - 1) * state.pageSize;
  return { rows: rows.slice(start, start + state.pageSize), total: rows.length };
}

export interface PeopleTableProps extends Partial<Pick<DataTableProps<Person>, 'loading' | 'searchLabel' | 'caption'>> {
  people: readonly Person[];
  initialState?: Partial<TableState>;
  onStateChange?: (state: TableState) => void;
  /** Row checkboxes with one bulk action, 'Change role'. */
  selectable?: boolean;
  /** Called by the bulk action with the selected people's ids. */
  onBulkAction?: (ids: string[]) => void;
  /** A Columns menu, starting with these columns hidden. */
  hideableColumns?: boolean;
  initialHidden?: string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
}

/** A DataTable over in-memory people, holding its view in React state the way a page holds it in the URL. */
export function PeopleTable({
  people,
  initialState,
  onStateChange,
  loading,
  searchLabel = 'Search people',
  caption = 'People',
  selectable = false,
  onBulkAction,
  hideableColumns = false,
  initialHidden = [],
  onHiddenColumnsChange,
}: PeopleTableProps) {
  const [state, setState] = useState<TableState>({ ...defaultTableState(), ...initialState });
  const [hidden, setHidden] = useState<string[]>(initialHidden);
  const { rows, total } = queryPeople(people, state);
  return (
    <DataTable
      caption={caption}
      columns={peopleColumns}
      rows={loading ? [] : rows}
      total={loading ? 0 : total}
      rowKey={(row) => row.id}
      state={state}
      loading={loading}
      searchLabel={searchLabel}
      onStateChange={(next) => {
        setState(next);
        onStateChange?.(next);
      }}
      selection={
        selectable
          ? {
              rowLabel: (row) => `Select ${row.name}`,
              actions: (selected, clear) => (
                <Button
                  size="sm"
                  onClick={() => {
                    onBulkAction?.(selected.map((row) => row.id));
                    clear();
                  }}
                >
                  Change role of {selected.length}
                </Button>
              ),
            }
          : undefined
      }
      hiddenColumns={hidden}
      onHiddenColumnsChange={
        hideableColumns
          ? (next) => {
              setHidden(next);
              onHiddenColumnsChange?.(next);
            }
          : undefined
      }
    />
  );
}
