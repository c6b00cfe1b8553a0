import { Button, parseTableState } from '@paperlight/ui-kit';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { invalidateCatalogue } from '#app/lib/catalogue.server.ts';
import { apiGet, apiSend, assertSameOrigin, formString } from '#app/components/admin/admin-api.server.ts';
import { hiddenColumnsOf } from '#app/components/admin/columns.server.ts';
import { AdminToolsSchema } from '#app/components/admin/schemas.ts';
import { redirectPastLastPage } from '#app/components/admin/table.server.ts';
import { ToolCatalogueTable, toolsTableOptions, toolsView } from '#app/components/admin/ToolCatalogue.tsx';
import { keepTableOnColumnChoice, useHiddenColumns } from '#app/components/admin/useHiddenColumns.ts';
import { useTableUrlState } from '#app/components/admin/useTableUrlState.ts';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Tools Administration · Paperlight' }];

/** Inside the Tools Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'tools' };

export const shouldRevalidate = keepTableOnColumnChoice;

/** A page past the last one goes to the last page and keeps the just-retired tool's message. */
const KEEP = ['retired'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const url = new URL(request.url);
  const state = parseTableState(url.searchParams, toolsTableOptions);
  const [{ data: tools }, hiddenColumns] = await Promise.all([
    apiGet('/tools-administration/tools', user.accessToken, AdminToolsSchema),
    hiddenColumnsOf('tools', user.accessToken),
  ]);
  // The whole catalogue comes from the api; the page of it is cut here (decision 0091).
  const { rows, total } = toolsView(tools, state);
  const headers = await resolved.headers();
  redirectPastLastPage(request, state, total, toolsTableOptions, headers, KEEP);
  // After 'Retire tool' the edit page comes back here naming the tool, with Restore beside it.
  const retiredId = url.searchParams.get('retired');
  const justRetired = tools.find((tool) => tool.id === retiredId && tool.retiredAt) ?? null;
  return data(
    { rows, total, hiddenColumns, justRetired: justRetired ? { id: justRetired.id, name: justRetired.name } : null },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const form = await request.formData();
  const id = formString(form, 'id');
  const result = await apiSend('POST', `/tools-administration/tools/${encodeURIComponent(id)}/restore`, user.accessToken);
  const headers = await resolved.headers();
  if (!result.ok) return data({ ok: false, message: result.message }, { status: result.status, headers });
  invalidateCatalogue();
  const restored = result.data as { name?: string };
  return data({ ok: true, message: `${restored.name ?? 'The tool'} is back on the site` }, { headers });
}

/** Posts to this page's action at the same address, so the view of the catalogue stays as it was. */
function RestoreButton({ id, name, busy }: { id: string; name: string; busy: boolean }) {
  return (
    <Form method="post" className={admin.inlineForm} preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="secondary" loading={busy} aria-label={`Restore ${name}`}>
        Restore
      </Button>
    </Form>
  );
}

export default function ToolsAdministration() {
  const { rows, total, hiddenColumns, justRetired } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const table = useTableUrlState(toolsTableOptions);
  const columnChoice = useHiddenColumns('tools', hiddenColumns);
  const restoring = (id: string) => navigation.state === 'submitting' && navigation.formData?.get('id') === id;
  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>Tools</h1>
      <p className={page.lead}>
        The catalogue the whole site shows: the landing page, every tool page, the menus, the footer and the sitemap. Changes appear on the
        next page load.
      </p>
      <div className={page.actions}>
        <Button asChild>
          <Link to="/tools-administration/new">Add a tool</Link>
        </Button>
      </div>
      {result ? (
        <p className={result.ok ? admin.success : admin.message} role="status">
          {result.message}
        </p>
      ) : justRetired ? (
        <div className={admin.inlineForm} role="status">
          <p className={admin.success}>{justRetired.name} is retired: it is off the site.</p>
          <RestoreButton id={justRetired.id} name={justRetired.name} busy={restoring(justRetired.id)} />
        </div>
      ) : null}
      <ToolCatalogueTable
        rows={rows}
        total={total}
        restore={(tool) => <RestoreButton id={tool.id} name={tool.name} busy={restoring(tool.id)} />}
        {...columnChoice}
        {...table}
      />
    </div>
  );
}
