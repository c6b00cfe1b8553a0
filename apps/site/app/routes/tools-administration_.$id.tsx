import { Button, ConfirmDialog } from '@paperlight/ui-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { invalidateCatalogue } from '#app/lib/catalogue.server.ts';
import { apiGet, apiSend, assertSameOrigin } from '#app/components/admin/admin-api.server.ts';
import { isoDate } from '#app/components/admin/format.ts';
import { AuditHistory, TimeZoneNote } from '#app/components/admin/audit.tsx';
import { AdminToolsSchema, ToolHistorySchema } from '#app/components/admin/schemas.ts';
import { timeZoneOf, useViewerTimeZone } from '#app/components/admin/timeZone.ts';
import { STATUS_LABEL, ToolForm, toolBody } from '#app/components/admin/ToolForm.tsx';
import { checkToolForm, toolApiFailure } from '#app/components/admin/toolFormErrors.ts';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.tool.name ?? 'Tool'} · Tools Administration · Paperlight` },
];

/** Inside the Tools Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'tools' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const { data: tools } = await apiGet('/tools-administration/tools', user.accessToken, AdminToolsSchema);
  const tool = tools.find((t) => t.id === params.id);
  if (!tool) throw new Response('Tool not found', { status: 404, headers: await resolved.headers() });
  const { data: history } = await apiGet(
    `/tools-administration/tools/${encodeURIComponent(tool.id)}/history`,
    user.accessToken,
    ToolHistorySchema,
  );
  return data({ tool, history, timeZone: timeZoneOf(request) }, { headers: await resolved.headers() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const form = await request.formData();
  const path = `/tools-administration/tools/${encodeURIComponent(params.id ?? '')}`;
  const intent = form.get('intent');
  const refused = intent === 'retire' || intent === 'restore' ? null : checkToolForm(form);
  if (refused) return data(refused, { status: 400, headers: await resolved.headers() });
  const result =
    intent === 'retire'
      ? await apiSend('DELETE', path, user.accessToken)
      : intent === 'restore'
        ? await apiSend('POST', `${path}/restore`, user.accessToken)
        : await apiSend('PATCH', path, user.accessToken, toolBody(form));
  const headers = await resolved.headers();
  if (!result.ok)
    return data(intent === 'retire' || intent === 'restore' ? { message: result.message } : toolApiFailure(form, result.message), {
      status: result.status,
      headers,
    });
  // This server shows the change at once; other instances within the catalogue's 30 s.
  invalidateCatalogue();
  if (intent === 'restore') return redirect(`/tools-administration/${encodeURIComponent(params.id ?? '')}`, { headers });
  return redirect(intent === 'retire' ? `/tools-administration?retired=${encodeURIComponent(params.id ?? '')}` : '/tools-administration', {
    headers,
  });
}

export default function EditTool() {
  const { tool, history, timeZone } = useLoaderData<typeof loader>();
  useViewerTimeZone(timeZone);
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const intent = navigation.formData?.get('intent');
  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>Edit {tool.name}</h1>
      <p>
        <Link className={page.textLink} to="/tools-administration">
          Back to tools
        </Link>
      </p>
      {result?.message ? (
        <p className={admin.message} role="alert">
          {result.message}
        </p>
      ) : null}
      <ToolForm
        key={tool.id}
        tool={tool}
        submitLabel="Save tool"
        busy={navigation.state === 'submitting' && intent === 'save'}
        errors={'errors' in (result ?? {}) ? result?.errors : undefined}
        values={'values' in (result ?? {}) ? result?.values : undefined}
      />
      {tool.retiredAt ? (
        <section className={admin.section} aria-labelledby="retire-title">
          <h2 id="retire-title" className={admin.sectionTitle}>
            Retired
          </h2>
          <p>
            Retired on {isoDate(tool.retiredAt)}: {tool.name} is off the site and /tools/{tool.slug} answers “not found”. Restore brings it
            back as {STATUS_LABEL[tool.status as keyof typeof STATUS_LABEL] ?? tool.status}.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="restore" />
            <Button type="submit" variant="secondary" loading={navigation.state === 'submitting' && intent === 'restore'}>
              Restore tool
            </Button>
          </Form>
        </section>
      ) : (
        <section className={admin.section} aria-labelledby="retire-title">
          <h2 id="retire-title" className={admin.sectionTitle}>
            Retire
          </h2>
          <p>
            Takes the tool off the site: it leaves every list and its page answers “not found”. It stays in this catalogue, where Restore
            brings it back. To take it off the site for a while, you can also set its status to Hidden.
          </p>
          <div>
            <ConfirmDialog
              label="Retire tool"
              title={`Retire ${tool.name}?`}
              description={`${tool.name} leaves the landing page, the menus, the footer and the sitemap, and /tools/${tool.slug} answers “not found”, from the next page load. It stays in Tools Administration marked Retired; Restore brings it back as it is now.`}
              intent="retire"
              confirmLabel="Retire tool"
              busy={navigation.state === 'submitting' && intent === 'retire'}
              formComponent={Form}
            />
          </div>
        </section>
      )}
      <section className={admin.section} aria-labelledby="history-title">
        <h2 id="history-title" className={admin.sectionTitle}>
          History
        </h2>
        <AuditHistory
          entries={history}
          timeZone={timeZone}
          caption={`Changes to ${tool.name}, newest first`}
          regionLabel={`Changes to ${tool.name}`}
        />
        <TimeZoneNote timeZone={timeZone} />
      </section>
    </div>
  );
}
