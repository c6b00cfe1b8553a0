import { Button } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import { apiGet } from '#app/components/admin/admin-api.server.ts';
import { AdminToolsSchema } from '#app/components/admin/schemas.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Tools Administration · Paperlight' }];

const STATUS_LABEL: Record<string, string> = { active: 'Active', notify: 'Notify Me', soon: 'Coming soon' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const { data: tools } = await apiGet('/tools-administration/tools', user.accessToken, AdminToolsSchema);
  return data({ tools }, { headers: await resolved.headers() });
}

export default function ToolsAdministration() {
  const { tools } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Tools Administration</p>
      <h1 className={page.title}>Tools</h1>
      <p className={page.lead}>The catalogue the landing page shows. Changes appear there on the next page load.</p>
      <div className={page.actions}>
        <Button asChild>
          <Link to="/tools-administration/new">Add a tool</Link>
        </Button>
      </div>
      <div className={page.tableWrap}>
        <table className={page.table}>
          <caption>Tool catalogue</caption>
          <thead>
            <tr>
              <th scope="col" className={page.th}>Name</th>
              <th scope="col" className={page.th}>Suite tab</th>
              <th scope="col" className={page.th}>Category</th>
              <th scope="col" className={page.th}>Status</th>
              <th scope="col" className={page.th}>Order</th>
              <th scope="col" className={page.th}>Featured</th>
              <th scope="col" className={page.th}>Link</th>
            </tr>
          </thead>
          <tbody>
            {tools.length === 0 ? (
              <tr>
                <td className={page.td} colSpan={7}>No Data</td>
              </tr>
            ) : (
              tools.map((tool) => (
                <tr key={tool.id}>
                  <td className={page.td}>
                    <Link className={page.textLink} to={`/tools-administration/${tool.id}`}>{tool.name}</Link>
                  </td>
                  <td className={page.td}>{tool.suiteTab}</td>
                  <td className={page.td}><span className={page.badge}>{tool.categoryBadge}</span></td>
                  <td className={page.td}>{STATUS_LABEL[tool.status] ?? tool.status}</td>
                  <td className={page.td}>{tool.sortOrder}</td>
                  <td className={page.td}>{tool.featured ? 'Yes' : 'No'}</td>
                  <td className={page.td}>{tool.link ?? '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
