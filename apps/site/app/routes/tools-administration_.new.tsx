import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useNavigation } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { invalidateCatalogue } from '#app/lib/catalogue.server.ts';
import { apiSend, assertSameOrigin } from '#app/components/admin/admin-api.server.ts';
import { ToolForm, toolBody } from '#app/components/admin/ToolForm.tsx';
import { checkToolForm, toolApiFailure } from '#app/components/admin/toolFormErrors.ts';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Add a tool · Tools Administration · Paperlight' }];

/** Inside the Tools Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'tools' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { resolved } = await requireRole(request, ['toolAdmin']);
  return data({}, { headers: await resolved.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['toolAdmin']);
  const form = await request.formData();
  const refused = checkToolForm(form);
  if (refused) return data(refused, { status: 400, headers: await resolved.headers() });
  const result = await apiSend('POST', '/tools-administration/tools', user.accessToken, toolBody(form));
  const headers = await resolved.headers();
  if (!result.ok) return data(toolApiFailure(form, result.message), { status: result.status, headers });
  // This server shows the change at once; other instances within the catalogue's 30 s.
  invalidateCatalogue();
  return redirect('/tools-administration', { headers });
}

export default function NewTool() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>Add a tool</h1>
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
      <ToolForm submitLabel="Create tool" busy={navigation.state === 'submitting'} errors={result?.errors} values={result?.values} />
    </div>
  );
}
