import { Button } from '@paperlight/ui-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import { invalidateCatalogue } from '#app/lib/catalogue.server.ts';
import { apiGet, apiSend, assertSameOrigin } from '#app/components/admin/admin-api.server.ts';
import { AdminToolsSchema } from '#app/components/admin/schemas.ts';
import { ToolForm, toolBody } from '#app/components/admin/ToolForm.tsx';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.tool.name ?? 'Tool'} · Tools Administration · Paperlight` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const { data: tools } = await apiGet('/tools-administration/tools', user.accessToken, AdminToolsSchema);
  const tool = tools.find((t) => t.id === params.id);
  if (!tool) throw new Response('Tool not found', { status: 404, headers: await resolved.headers() });
  return data({ tool }, { headers: await resolved.headers() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const form = await request.formData();
  const path = `/tools-administration/tools/${encodeURIComponent(params.id ?? '')}`;
  const result = form.get('intent') === 'retire' ? await apiSend('DELETE', path, user.accessToken) : await apiSend('PATCH', path, user.accessToken, toolBody(form));
  const headers = await resolved.headers();
  if (!result.ok) return data({ message: result.message }, { status: result.status, headers });
  // This server shows the change at once; other instances within the catalogue's 30 s.
  invalidateCatalogue();
  return redirect('/tools-administration', { headers });
}

export default function EditTool() {
  const { tool } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const intent = navigation.formData?.get('intent');
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Tools Administration</p>
      <h1 className={page.title}>Edit {tool.name}</h1>
      <p><Link className={page.textLink} to="/tools-administration">Back to tools</Link></p>
      {result?.message ? <p className={admin.message} role="alert">{result.message}</p> : null}
      <ToolForm key={tool.id} tool={tool} submitLabel="Save tool" busy={navigation.state === 'submitting' && intent === 'save'} />
      <Form method="post" className={admin.section}>
        <h2 className={admin.sectionTitle}>Retire</h2>
        <p>Removes the tool from the catalogue for good: it leaves every list and its page answers “not found”. To take it off the site for a while, set its status to Hidden instead.</p>
        <input type="hidden" name="intent" value="retire" />
        <div>
          <Button type="submit" variant="danger" loading={navigation.state === 'submitting' && intent === 'retire'}>Retire tool</Button>
        </div>
      </Form>
    </div>
  );
}
