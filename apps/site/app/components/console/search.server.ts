import type { SessionUser } from '@paperlight/api-client';
import { apiGet } from '#app/api.server.ts';
import { AdminToolsSchema, ContactsPageSchema, UsersPageSchema, type AdminTool } from '#app/components/admin/schemas.ts';
import { KIND_LABEL, SEARCH_RESULTS_PER_KIND, searchKindsOf, type SearchGroup, type SearchKind, type SearchResult } from './quickSearch';

/** The first page of an administration table's search (the api's `search`, `page` and `pageSize`). */
const FIRST_PAGE = { page: '1', pageSize: '10' } as const;

const withSearch = (path: string, query: string) => `${path}?search=${encodeURIComponent(query)}`;

function group(kind: SearchKind, results: SearchResult[], total: number, moreHref?: string): SearchGroup {
  return { kind, label: KIND_LABEL[kind], results: results.slice(0, SEARCH_RESULTS_PER_KIND), total, ...(moreHref ? { moreHref } : {}) };
}

async function users(query: string, accessToken: string): Promise<SearchGroup> {
  const { data } = await apiGet('/administration/users', accessToken, UsersPageSchema, {
    ...FIRST_PAGE,
    search: query,
    sort: 'name',
    order: 'asc',
  });
  const results = data.rows.map((row): SearchResult => ({
    id: row.id,
    kind: 'users',
    title: row.name,
    detail: row.email,
    href: `/administration/users/${encodeURIComponent(row.id)}`,
  }));
  return group('users', results, data.total, withSearch('/administration/users', query));
}

async function requests(query: string, accessToken: string): Promise<SearchGroup> {
  const { data } = await apiGet('/administration/contact-requests', accessToken, ContactsPageSchema, { ...FIRST_PAGE, search: query });
  const results = data.rows.map((row): SearchResult => ({
    id: row.id,
    kind: 'requests',
    title: `${row.firstName} ${row.lastName}`,
    detail: [row.email, row.companyName].filter(Boolean).join(' · '),
    href: `/administration/contact-requests?request=${encodeURIComponent(row.id)}`,
  }));
  return group('requests', results, data.total, withSearch('/administration/contact-requests', query));
}

/** The tools whose name or slug holds the query (the api lists the whole catalogue; Tools Administration cuts it here too, decision 0091). */
export function matchingTools(tools: readonly AdminTool[], query: string): AdminTool[] {
  const needle = query.trim().toLowerCase();
  return tools
    .filter((tool) => tool.name.toLowerCase().includes(needle) || tool.slug.toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        Number(!a.name.toLowerCase().startsWith(needle)) - Number(!b.name.toLowerCase().startsWith(needle)) || a.name.localeCompare(b.name),
    );
}

async function tools(query: string, accessToken: string): Promise<SearchGroup> {
  const { data } = await apiGet('/tools-administration/tools', accessToken, AdminToolsSchema);
  const found = matchingTools(data, query);
  const results = found.map((tool): SearchResult => ({
    id: tool.id,
    kind: 'tools',
    title: tool.name,
    detail: `/tools/${tool.slug}${tool.retiredAt ? ' · retired' : ''}`,
    href: `/tools-administration/${encodeURIComponent(tool.id)}`,
  }));
  return group('tools', results, found.length, withSearch('/tools-administration', query));
}

const SEARCHES: Record<SearchKind, (query: string, accessToken: string) => Promise<SearchGroup>> = { users, requests, tools };

/**
 * The quick search over what this user may see (decision 0170): users and contact requests for
 * administrators and sales, tools for tool administrators, each through the api's own list endpoint
 * with the user's token (so the api still decides who sees what).
 */
export async function consoleSearch(user: SessionUser, query: string): Promise<SearchGroup[]> {
  return Promise.all(searchKindsOf(user).map((kind) => SEARCHES[kind](query, user.accessToken)));
}
