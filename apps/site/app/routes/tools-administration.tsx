import { ToolsResponseSchema } from '@paperlight/api-client';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { apiGet } from '#app/api.server.ts';
import { requireRole } from '#app/auth.server.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Tools Administration · Paperlight' }];

function labelOf(tool: unknown, index: number): { key: string; name: string; detail: string } {
  if (tool && typeof tool === 'object') {
    const record = tool as Record<string, unknown>;
    const name = [record.name, record.title, record.slug, record.id].find((value) => typeof value === 'string') as string | undefined;
    const detail = [record.status, record.category, record.description].find((value) => typeof value === 'string') as string | undefined;
    return { key: String(record.id ?? record.slug ?? index), name: name ?? `Tool ${index + 1}`, detail: detail ?? '' };
  }
  return { key: String(index), name: String(tool), detail: '' };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const { data: tools } = await apiGet('/tools-administration/tools', user.accessToken, ToolsResponseSchema);
  return data({ tools: tools.map(labelOf) }, { headers: await resolved.headers() });
}

export default function ToolsAdministration() {
  const { tools } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Tools Administration</p>
      <h1 className={page.title}>Tools</h1>
      {tools.length === 0 ? (
        <p className={page.lead}>No tools are configured yet.</p>
      ) : (
        <div className={page.cardGrid}>
          {tools.map((tool) => (
            <section key={tool.key} className={page.card}>
              <h2 className={page.cardTitle}>{tool.name}</h2>
              {tool.detail ? <p>{tool.detail}</p> : null}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
