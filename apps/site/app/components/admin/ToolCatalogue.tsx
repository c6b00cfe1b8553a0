import { DataTable, Link, viewRows, type DataTableColumn, type DataTableProps, type TableState } from '@paperlight/ui-kit';
import type { ReactNode } from 'react';
import { isoDate } from './format';
import { TOOL_CATEGORIES, type AdminTool } from './schemas';
import * as admin from './admin.css';
import * as page from '#app/styles/page.css.ts';

/** What the catalogue table shows of a tool; the loader sends only this for the rows of the page. */
export type ToolRow = Pick<AdminTool, 'id' | 'slug' | 'name' | 'category' | 'status' | 'featured' | 'sortOrder' | 'retiredAt'>;

export const toToolRow = ({ id, slug, name, category, status, featured, sortOrder, retiredAt }: AdminTool): ToolRow => ({
  id,
  slug,
  name,
  category,
  status,
  featured,
  sortOrder,
  retiredAt: retiredAt ?? null,
});

/** A tool's state as the table shows it: retired before anything else (it is off the site whatever its status). */
export const TOOL_STATES = ['available', 'coming-soon', 'hidden', 'retired'] as const;
export const TOOL_STATE_LABEL: Record<(typeof TOOL_STATES)[number], string> = {
  available: 'Available',
  'coming-soon': 'Coming soon',
  hidden: 'Hidden',
  retired: 'Retired',
};
export const toolState = (tool: Pick<ToolRow, 'status' | 'retiredAt'>) => (tool.retiredAt ? 'retired' : tool.status);

/**
 * The catalogue's view in the URL (SPEC §3): the catalogue's own order (category as the landing
 * page's tabs, then order and name) until a column is sorted; filters by category, state and featured.
 */
export const toolsTableOptions = {
  sortable: ['name', 'category', 'status', 'sortOrder'],
  defaultSort: null,
  defaultOrder: 'asc',
  filters: { category: TOOL_CATEGORIES, status: TOOL_STATES, featured: ['yes', 'no'] },
} as const;

const categoryRank = new Map<string, number>(TOOL_CATEGORIES.map((category, index) => [category, index]));
const stateRank = new Map<string, number>(TOOL_STATES.map((state, index) => [state, index]));

/**
 * One page of the catalogue for the table, searched, filtered and sorted here rather than by the
 * api: the catalogue is a few dozen tools the site reads whole anyway (decision 0091).
 * @param tools the whole catalogue in its own order, as `GET /tools-administration/tools` answers it
 */
export function toolsView(tools: readonly AdminTool[], state: TableState): { rows: ToolRow[]; total: number } {
  const { rows, total } = viewRows(tools, state, {
    searchText: (tool) => [tool.name, tool.slug, tool.category, tool.tagline, tool.description].join('\n'),
    sortValue: {
      name: (tool) => tool.name,
      category: (tool) => categoryRank.get(tool.category) ?? TOOL_CATEGORIES.length,
      status: (tool) => stateRank.get(toolState(tool)) ?? TOOL_STATES.length,
      sortOrder: (tool) => tool.sortOrder,
    },
    filters: {
      category: (tool, value) => tool.category === value,
      status: (tool, value) => toolState(tool) === value,
      featured: (tool, value) => tool.featured === (value === 'yes'),
    },
  });
  return { rows: rows.map(toToolRow), total };
}

function toolColumns(restore: (tool: ToolRow) => ReactNode): DataTableColumn<ToolRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      hideable: false,
      cell: (tool) => (
        <Link className={page.textLink} href={`/tools-administration/${tool.id}`}>
          {tool.name}
        </Link>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      sortable: true,
      cell: (tool) => <span className={page.badge}>{tool.category}</span>,
      filter: TOOL_CATEGORIES.map((category) => ({ value: category, label: category })),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (tool) =>
        tool.retiredAt ? (
          <div className={admin.inlineForm}>
            <span className={page.statusNeutral}>Retired {isoDate(tool.retiredAt)}</span>
            {restore(tool)}
          </div>
        ) : (
          (TOOL_STATE_LABEL[tool.status as keyof typeof TOOL_STATE_LABEL] ?? tool.status)
        ),
      filter: TOOL_STATES.map((state) => ({ value: state, label: TOOL_STATE_LABEL[state] })),
    },
    { id: 'sortOrder', header: 'Order', sortable: true, cell: (tool) => tool.sortOrder },
    {
      id: 'featured',
      header: 'Featured',
      cell: (tool) => (tool.featured ? 'Yes' : 'No'),
      filter: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
    {
      id: 'page',
      header: 'Page',
      // Hidden and retired tools have no page on the site.
      cell: (tool) =>
        tool.status === 'hidden' || tool.retiredAt ? (
          '—'
        ) : (
          <a className={page.textLink} href={`/tools/${tool.slug}`}>
            /tools/{tool.slug}
          </a>
        ),
    },
  ];
}

export interface ToolCatalogueTableProps extends Pick<
  DataTableProps<ToolRow>,
  'rows' | 'total' | 'state' | 'onStateChange' | 'loading' | 'hiddenColumns' | 'onHiddenColumnsChange'
> {
  /** The Restore control of a retired tool (a form posting to the page's action). */
  restore: (tool: ToolRow) => ReactNode;
}

/** Tools Administration's catalogue on the generic DataTable: sort, search, filters, pages and a choice of columns. */
export function ToolCatalogueTable({ restore, ...table }: ToolCatalogueTableProps) {
  return (
    <DataTable
      caption="Tool catalogue"
      hideCaption
      columns={toolColumns(restore)}
      rowKey={(tool) => tool.id}
      searchLabel="Search tools"
      {...table}
    />
  );
}
