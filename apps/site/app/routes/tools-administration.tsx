import { Button } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import { apiGet } from '#app/components/admin/admin-api.server.ts';
import { AdminToolsSchema } from '#app/components/admin/schemas.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Tools Administration · Paperlight' }];

const STATUS_LABEL: Record<string, string> = { available: 'Available', 'coming-soon': 'Coming soon', hidden: 'Hidden' };

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
      <p className={page.lead}>The catalogue the whole site shows: the landing page, every tool page, the menus, the footer and the sitemap. Changes appear on the next page load.</p>
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
                  <td className={page.td}>
                    <Link className={page.textLink} to={`/tools-administration/${tool.id}`}>{tool.name}</Link>
                  </td>
                  <td className={page.td}><span className={page.badge}>{tool.category}</span></td>
                  <td className={page.td}>{STATUS_LABEL[tool.status] ?? tool.status}</td>
                  <td className={page.td}>{tool.sortOrder}</td>
                  <td className={page.td}>{tool.featured ? 'Yes' : 'No'}</td>
                  <td className={page.td}>
                    {tool.status === 'hidden' ? '—' : <a className={page.textLink} href={`/tools/${tool.slug}`}>/tools/{tool.slug}</a>}
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
