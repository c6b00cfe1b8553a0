import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  clampPage,
  pageWindow,
  DEFAULT_PAGE_SIZE,
  defaultTableState,
  MAX_FILTER_LENGTH,
  nextSort,
  pageCount,
  parseTableState,
  serializeTableState,
  viewRows,
  type TableStateOptions,
} from './tableState';

const options: TableStateOptions = {
  sortable: ['name', 'email', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { role: ['admin', 'sales', 'toolAdmin'], company: 'text', createdAtFrom: 'date', createdAtTo: 'date' },
};

describe('parseTableState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseTableState('', options)).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      search: '',
      filters: {},
    });
    expect(parseTableState(new URLSearchParams()).sort).toBeNull();
  });

  it('reads every part of a valid view', () => {
    const state = parseTableState('sort=name&order=asc&page=3&pageSize=50&search=%20ada%20&role=sales&company=Acme', options);
    expect(state).toEqual({
      sort: 'name',
      order: 'asc',
      page: 3,
      pageSize: 50,
      search: 'ada',
      filters: { role: 'sales', company: 'Acme' },
    });
  });

  describe('given bad values', () => {
    it.each([
      ['sort=password_hash', { sort: 'createdAt' }],
      ['order=up', { order: 'desc' }],
      ['page=0', { page: 1 }],
      ['page=-2', { page: 1 }],
      ['page=2.5', { page: 1 }],
      ['page=abc', { page: 1 }],
      ['page=1e3', { page: 1 }],
      ['page=999999999999999999999', { page: 1 }],
      ['pageSize=15', { pageSize: 10 }],
      ['pageSize=', { pageSize: 10 }],
      ['pageSize=1000', { pageSize: 10 }],
      ['role=root', {}],
    ])('falls back to defaults for %s', (query, expected) => {
      const state = parseTableState(query, options);
      expect(state).toEqual({ ...defaultTableState(options), ...expected });
    });

    it('keeps only real calendar days in a date filter', () => {
      expect(parseTableState('createdAtFrom=2026-02-28&createdAtTo=2026-02-30', options).filters).toEqual({ createdAtFrom: '2026-02-28' });
      expect(parseTableState('createdAtFrom=28/02/2026&createdAtTo=2026-2-3', options).filters).toEqual({});
    });

    it('ignores filters the table does not declare', () => {
      expect(parseTableState('secret=1&role=admin', options).filters).toEqual({ role: 'admin' });
    });

    it('cuts over-long search text instead of failing', () => {
      expect(parseTableState(`search=${'x'.repeat(500)}`, options).search).toHaveLength(MAX_FILTER_LENGTH);
    });

    it('never throws, whatever the input', () => {
      for (const query of ['%', '&&&', 'sort', '=x', 'page=%E0%A4%A', 'filters[role]=admin', '__proto__=1&constructor=2']) {
        expect(() => parseTableState(query, options)).not.toThrow();
      }
    });
  });

  it('takes a plain record as well as search params', () => {
    expect(parseTableState({ page: '2', search: undefined }, options).page).toBe(2);
  });
});

describe('serializeTableState', () => {
  it('leaves defaults out of the URL', () => {
    expect(serializeTableState(defaultTableState(options), options).toString()).toBe('');
  });

  it('round-trips a view through the URL', () => {
    const state = {
      sort: 'email',
      order: 'asc' as const,
      page: 4,
      pageSize: 30 as const,
      search: 'lab',
      filters: { role: 'admin', company: 'Acme Labs' },
    };
    const query = serializeTableState(state, options).toString();
    expect(query).toBe('sort=email&order=asc&page=4&pageSize=30&search=lab&company=Acme+Labs&role=admin');
    expect(parseTableState(query, options)).toEqual(state);
  });

  it('drops empty filters', () => {
    const state = { ...defaultTableState(options), filters: { role: '', company: '  ' } };
    expect(serializeTableState(state, options).toString()).toBe('');
  });
});

describe('nextSort', () => {
  const base = { ...defaultTableState(), page: 5 };
  it('starts a new column ascending and goes back to page 1', () => {
    expect(nextSort(base, 'name')).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
  });
  it('flips the same column', () => {
    const asc = nextSort(base, 'name');
    expect(nextSort(asc, 'name').order).toBe('desc');
    expect(nextSort(nextSort(asc, 'name'), 'name').order).toBe('asc');
  });
});

describe('pageCount and ariaSort', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
  it('names the sort direction for assistive technology', () => {
    const state = { ...defaultTableState(), sort: 'name', order: 'desc' as const };
    expect(ariaSort(state, 'name')).toBe('descending');
    expect(ariaSort(state, 'email')).toBe('none');
  });
});

describe('pageWindow', () => {
  it('shows the first, the last, the current page and its neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(500, 1000)).toEqual([1, 'gap', 499, 500, 501, 'gap', 1000]);
    // A gap of one number shows the number.
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('clampPage', () => {
  it('answers the last page for a page past it, null otherwise', () => {
    expect(clampPage(99, 12, 10)).toBe(2);
    expect(clampPage(2, 12, 10)).toBeNull();
    expect(clampPage(5, 0, 10)).toBe(1);
    expect(clampPage(1, 0, 10)).toBeNull();
  });
});

describe('viewRows', () => {
  type Tool = { name: string; order: number; status: string };
  const tools: Tool[] = [
    { name: 'Écrit Check', order: 3, status: 'available' },
    { name: 'alt text', order: 1, status: 'hidden' },
    { name: 'Tool 10', order: 2, status: 'available' },
    { name: 'Tool 9', order: 2, status: 'available' },
  ];
  const spec = {
    searchText: (t: Tool) => `${t.name} ${t.status}`,
    sortValue: { name: (t: Tool) => t.name, order: (t: Tool) => t.order },
    filters: { status: (t: Tool, value: string) => t.status === value },
  };
  const state = (over: Partial<ReturnType<typeof defaultTableState>>) => ({ ...defaultTableState(), ...over });
  const names = (view: { rows: Tool[] }) => view.rows.map((t) => t.name);

  it('keeps the list’s own order without a sort', () => {
    expect(viewRows(tools, state({}), spec)).toEqual({ rows: tools, total: 4 });
  });

  it('sorts text alphabetically (case, accents and numbers as people read them) and numbers by size, ties in the list’s order', () => {
    expect(names(viewRows(tools, state({ sort: 'name', order: 'asc' }), spec))).toEqual(['alt text', 'Écrit Check', 'Tool 9', 'Tool 10']);
    expect(names(viewRows(tools, state({ sort: 'name', order: 'desc' }), spec))).toEqual(['Tool 10', 'Tool 9', 'Écrit Check', 'alt text']);
    expect(names(viewRows(tools, state({ sort: 'order', order: 'desc' }), spec))).toEqual(['Écrit Check', 'Tool 10', 'Tool 9', 'alt text']);
  });

  it('searches without minding case or accents, and applies the filters it knows', () => {
    expect(names(viewRows(tools, state({ search: 'ecrit' }), spec))).toEqual(['Écrit Check']);
    expect(names(viewRows(tools, state({ search: '  TOOL ' }), spec))).toEqual(['Tool 10', 'Tool 9']);
    expect(names(viewRows(tools, state({ filters: { status: 'hidden', unknown: 'x' } }), spec))).toEqual(['alt text']);
  });

  it('cuts the page and counts every match for the pager', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ name: `Tool ${i + 1}`, order: i, status: 'available' }));
    const third = viewRows(many, state({ page: 3 }), spec);
    expect(third.total).toBe(23);
    expect(names(third)).toEqual(['Tool 21', 'Tool 22', 'Tool 23']);
    expect(viewRows(many, state({ page: 9 }), spec).rows).toEqual([]);
  });
});
