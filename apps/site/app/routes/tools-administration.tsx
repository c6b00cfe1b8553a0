import { Button } from '@paperlight/ui-kit';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import { invalidateCatalogue } from '#app/lib/catalogue.server.ts';
import { apiGet, apiSend, assertSameOrigin, formString } from '#app/components/admin/admin-api.server.ts';
import { isoDate } from '#app/components/admin/format.ts';
import { AdminToolsSchema } from '#app/components/admin/schemas.ts';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Tools Administration · Paperlight' }];

const STATUS_LABEL: Record<string, string> = { available: 'Available', 'coming-soon': 'Coming soon', hidden: 'Hidden' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const { data: tools } = await apiGet('/tools-administration/tools', user.accessToken, AdminToolsSchema);
  // After 'Retire tool' the edit page comes back here naming the tool, with Restore beside it.
  const retiredId = new URL(request.url).searchParams.get('retired');
  const justRetired = tools.find((tool) => tool.id === retiredId && tool.retiredAt) ?? null;
  return data({ tools, justRetired: justRetired ? { id: justRetired.id, name: justRetired.name } : null }, { headers: await resolved.headers() });
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

function RestoreButton({ id, name, busy }: { id: string; name: string; busy: boolean }) {
  return (
    <Form method="post" action="/tools-administration" className={admin.inlineForm}>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="secondary" loading={busy} aria-label={`Restore ${name}`}>
        Restore
      </Button>
    </Form>
  );
}

export default function ToolsAdministration() {
  const { tools, justRetired } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const restoring = (id: string) => navigation.state === 'submitting' && navigation.formData?.get('id') === id;
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Tools Administration</p>
      <h1 className={page.title}>Tools</h1>
      <p className={page.lead}>The catalogue the whole site shows: the landing page, every tool page, the menus, the footer and the sitemap. Changes appear on the next page load.</p>
      <div className={page.actions}>
        <Button asChild>
          <Link to="/tools-administration/new">Add a tool</Link>
        </Button>
      </div>
      {result ? (
        <p className={result.ok ? admin.success : admin.message} role="status">{result.message}</p>
      ) : justRetired ? (
        <div className={admin.inlineForm} role="status">
          <p className={admin.success}>{justRetired.name} is retired: it is off the site.</p>
          <RestoreButton id={justRetired.id} name={justRetired.name} busy={restoring(justRetired.id)} />
        </div>
      ) : null}
      <div className={page.tableWrap} role="region" aria-label="Tool catalogue" tabIndex={0}>
        <table className={page.table}>
          <caption>Tool catalogue</caption>
          <thead>
            <tr>
              <th scope="col" className={`${page.th} ${admin.stickyHead}`}>Name</th>
              <th scope="col" className={page.th}>Category</th>
              <th scope="col" className={page.th}>Status</th>
              <th scope="col" className={page.th}>Order</th>
              <th scope="col" className={page.th}>Featured</th>
              <th scope="col" className={page.th}>Page</th>
            </tr>
          </thead>
          <tbody>
            {tools.length === 0 ? (
              <tr>
                <td className={page.td} colSpan={6}>No Data</td>
              </tr>
            ) : (
              tools.map((tool) => (
                <tr key={tool.id}>
                  <td className={`${page.td} ${admin.stickyCell}`}>
                    <Link className={page.textLink} to={`/tools-administration/${tool.id}`}>{tool.name}</Link>
                  </td>
                  <td className={page.td}><span className={page.badge}>{tool.category}</span></td>
                  <td className={page.td}>
                    {tool.retiredAt ? (
                      <div className={admin.inlineForm}>
                        <span className={page.statusNeutral}>Retired {isoDate(tool.retiredAt)}</span>
                        <RestoreButton id={tool.id} name={tool.name} busy={restoring(tool.id)} />
                      </div>
                    ) : (
                      STATUS_LABEL[tool.status] ?? tool.status
                    )}
                  </td>
                  <td className={page.td}>{tool.sortOrder}</td>
                  <td className={page.td}>{tool.featured ? 'Yes' : 'No'}</td>
                  <td className={page.td}>
                    {tool.status === 'hidden' || tool.retiredAt ? '—' : <a className={page.textLink} href={`/tools/${tool.slug}`}>/tools/{tool.slug}</a>}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
