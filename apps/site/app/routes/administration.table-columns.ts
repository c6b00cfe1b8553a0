import { data, type ActionFunctionArgs } from '@remix-run/node';
import { requireRole } from '#app/auth.server.ts';
import { apiSend, assertSameOrigin, formString } from '#app/components/admin/admin-api.server.ts';

/** Saves the columns a person hid in one administration table (decision 0087); the tables post here in the background. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['admin', 'sales', 'toolAdmin']);
  const form = await request.formData();
  const hidden = form.getAll('hidden').filter((id): id is string => typeof id === 'string');
  const saved = await apiSend('PUT', `/administration/table-columns/${encodeURIComponent(formString(form, 'table'))}`, user.accessToken, {
    hidden,
  });
  const headers = await resolved.headers();
  return saved.ok ? data({ ok: true }, { headers }) : data({ ok: false, message: saved.message }, { status: saved.status, headers });
}
