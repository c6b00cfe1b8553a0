import { Button, ConfirmDialog, typedConfirms } from '@paperlight/ui-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { apiGet, apiSend, assertSameOrigin, formString } from '#app/components/admin/admin-api.server.ts';
import { AuditHistory, TimeZoneNote } from '#app/components/admin/audit.tsx';
import { isoDate, lastSignIn, trialLabel } from '#app/components/admin/format.ts';
import { timeZoneOf, useViewerTimeZone } from '#app/components/admin/timeZone.ts';
import { ROLE_LABEL, UserDetailSchema } from '#app/components/admin/schemas.ts';
import { UserSecurityEvents, UserUsage } from '#app/components/admin/security.tsx';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.user.name ?? 'User'} · Administration · Paperlight` },
];

/** Inside the Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'administration' };

/** The account actions of issue 16 and what each answers when it worked. */
const ACCOUNT_ACTIONS: Record<string, { method: 'POST' | 'DELETE'; path: string; done: string }> = {
  suspend: { method: 'POST', path: '/suspend', done: 'Account suspended; every session has ended' },
  reactivate: { method: 'POST', path: '/reactivate', done: 'Account reactivated' },
  'sign-out': { method: 'POST', path: '/sign-out', done: 'Signed out on every device' },
  'password-reset': { method: 'POST', path: '/password-reset', done: 'Password reset link sent' },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const { data: detail } = await apiGet(`/administration/users/${encodeURIComponent(params.id ?? '')}`, user.accessToken, UserDetailSchema);
  return data(
    {
      ...detail,
      canChangeRoles: user.isAdmin,
      canEndTrial: user.isAdmin,
      isSelf: user.id === detail.user.id,
      now: Date.now(),
      timeZone: timeZoneOf(request),
    },
    { headers: await resolved.headers() },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const form = await request.formData();
  const intent = formString(form, 'intent');
  const path = `/administration/users/${encodeURIComponent(params.id ?? '')}`;
  // The api decides who may do what; the page only hides what it would refuse.
  if (intent === 'erase') {
    const erased = await apiSend('DELETE', path, user.accessToken, { email: formString(form, 'confirm') });
    if (erased.ok) return redirect('/administration/users', { headers: await resolved.headers() });
    return data({ ok: false, intent, message: erased.message }, { status: erased.status, headers: await resolved.headers() });
  }
  const accountAction = ACCOUNT_ACTIONS[intent];
  if (accountAction) {
    const done = await apiSend(accountAction.method, `${path}${accountAction.path}`, user.accessToken);
    const headers = await resolved.headers();
    if (!done.ok) return data({ ok: false, intent: 'account', message: done.message }, { status: done.status, headers });
    return data({ ok: true, intent: 'account', message: accountAction.done }, { headers });
  }
  if (intent === 'roles' || intent === 'grant-admin' || intent === 'remove-admin') {
    // Administrator changes only through its own confirmed intents; the checkboxes keep it as it is.
    const { data: current } = await apiGet(path, user.accessToken, UserDetailSchema);
    const others =
      intent === 'roles'
        ? form.getAll('roles').filter((r): r is 'sales' | 'toolAdmin' => r === 'sales' || r === 'toolAdmin')
        : current.user.roles.filter((r) => r !== 'admin');
    const admin = intent === 'grant-admin' ? true : intent === 'remove-admin' ? false : current.user.roles.includes('admin');
    if (intent === 'grant-admin' && !typedConfirms(formString(form, 'confirm'), current.user.email)) {
      return data(
        { ok: false, intent: 'admin', message: `Type ${current.user.email} to grant Administrator` },
        { status: 400, headers: await resolved.headers() },
      );
    }
    // The api checks the typed address again (decision 0080): a grant never goes through without it.
    const confirmEmail = intent === 'grant-admin' ? formString(form, 'confirm') : undefined;
    const saved = await apiSend('PUT', `${path}/roles`, user.accessToken, {
      roles: [...(admin ? ['admin'] : []), ...others],
      ...(confirmEmail === undefined ? {} : { confirmEmail }),
    });
    const headers = await resolved.headers();
    const shown = intent === 'roles' ? 'roles' : 'admin';
    if (!saved.ok) return data({ ok: false, intent: shown, message: saved.message }, { status: saved.status, headers });
    const done =
      intent === 'grant-admin'
        ? `${current.user.name} is now an administrator`
        : intent === 'remove-admin'
          ? `${current.user.name} is no longer an administrator`
          : 'Saved';
    return data({ ok: true, intent: shown, message: done }, { headers });
  }
  const result =
    intent === 'extend'
      ? await apiSend('POST', `${path}/trial/extend`, user.accessToken, { days: Number(formString(form, 'days')) })
      : intent === 'end'
        ? await apiSend('POST', `${path}/trial/end`, user.accessToken)
        : { ok: false as const, status: 400, message: 'Unknown action' };
  const headers = await resolved.headers();
  if (!result.ok) return data({ ok: false, intent, message: result.message }, { status: result.status, headers });
  return data({ ok: true, intent, message: intent === 'end' ? 'Trial ended' : 'Saved' }, { headers });
}

export default function AdministrationUser() {
  const { user, audit, usage, security, canChangeRoles, canEndTrial, isSelf, now, timeZone } = useLoaderData<typeof loader>();
  useViewerTimeZone(timeZone);
  const isAdmin = user.roles.includes('admin');
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const feedback = (intent: string) =>
    result?.intent === intent ? (
      <p className={result.ok ? admin.success : admin.message} role="status">
        {result.message}
      </p>
    ) : null;

  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>{user.name}</h1>
      <p>
        <Link className={page.textLink} to="/administration/users">
          Back to users
        </Link>
      </p>

      <section className={admin.section} aria-labelledby="account-title">
        <h2 id="account-title" className={admin.sectionTitle}>
          Account
        </h2>
        <dl className={admin.facts}>
          <dt className={admin.factLabel}>Email</dt>
          <dd>{user.email}</dd>
          <dt className={admin.factLabel}>Roles</dt>
          <dd>{user.roles.length === 0 ? 'None' : user.roles.map((role) => ROLE_LABEL[role]).join(', ')}</dd>
          <dt className={admin.factLabel}>Trial</dt>
          <dd>{trialLabel(user, now)}</dd>
          <dt className={admin.factLabel}>Trial ends</dt>
          <dd>{isoDate(user.trialEndDate)}</dd>
          <dt className={admin.factLabel}>Signed up</dt>
          <dd>{isoDate(user.createdAt)}</dd>
          <dt className={admin.factLabel}>Last sign-in</dt>
          <dd>{lastSignIn(user.lastSignInAt)}</dd>
          <dt className={admin.factLabel}>Status</dt>
          <dd>{user.status === 'suspended' ? 'Suspended' : 'Active'}</dd>
        </dl>
      </section>

      <UserUsage usage={usage} timeZone={timeZone} />

      {canChangeRoles ? (
        <section className={admin.section} aria-labelledby="roles-title">
          <h2 id="roles-title" className={admin.sectionTitle}>
            Roles
          </h2>
          <div className={admin.inlineForm}>
            <p>
              <span className={admin.factLabel}>Administrator: </span>
              {isAdmin ? 'Yes' : 'No'}
            </p>
            {!isAdmin ? (
              <ConfirmDialog
                key="grant-admin"
                label="Grant Administrator"
                title={`Make ${user.name} an administrator?`}
                description={`${user.name} (${user.email}) will see every account and contact request and can change roles, end trials, suspend and erase accounts.`}
                intent="grant-admin"
                confirmLabel="Grant Administrator"
                variant="primary"
                triggerVariant="secondary"
                typeToConfirm={user.email}
                busy={busy('grant-admin')}
                formComponent={Form}
              />
            ) : isSelf ? (
              <p className={admin.factLabel}>You cannot remove your own administrator role.</p>
            ) : (
              <ConfirmDialog
                key="remove-admin"
                label="Remove Administrator"
                title={`Remove Administrator from ${user.name}?`}
                description={`${user.name} (${user.email}) can no longer change roles, end trials, suspend or erase accounts, from their next page load. Their other roles stay.`}
                intent="remove-admin"
                confirmLabel="Remove Administrator"
                busy={busy('remove-admin')}
                formComponent={Form}
              />
            )}
          </div>
          {feedback('admin')}
          <Form method="post" className={admin.inlineForm}>
            <input type="hidden" name="intent" value="roles" />
            <fieldset className={admin.checkboxRow}>
              <legend className={admin.factLabel}>Other roles of this account</legend>
              {(['sales', 'toolAdmin'] as const).map((role) => (
                <label key={role}>
                  <input type="checkbox" name="roles" value={role} defaultChecked={user.roles.includes(role)} /> {ROLE_LABEL[role]}
                </label>
              ))}
            </fieldset>
            <Button type="submit" loading={busy('roles')}>
              Save roles
            </Button>
          </Form>
          {feedback('roles')}
        </section>
      ) : null}

      <section className={admin.section} aria-labelledby="trial-title">
        <h2 id="trial-title" className={admin.sectionTitle}>
          Trial
        </h2>
        <Form method="post" className={admin.inlineForm}>
          <input type="hidden" name="intent" value="extend" />
          <label className={admin.field}>
            Days to add
            <input className={admin.control} type="number" name="days" min={1} max={90} defaultValue={7} required />
          </label>
          <Button type="submit" variant="secondary" loading={busy('extend')}>
            Extend trial
          </Button>
        </Form>
        {feedback('extend')}
        {canEndTrial && user.isFreeTrailActive ? (
          <div>
            <ConfirmDialog
              label="End trial now"
              title={`End the trial of ${user.name} now?`}
              description={`The free trial of ${user.name} (${user.email}) ends now instead of on ${isoDate(user.trialEndDate)}: Paper Remix stops working for them and their banner says the trial has expired. Extend trial gives days back later.`}
              intent="end"
              confirmLabel="End trial"
              busy={busy('end')}
              formComponent={Form}
            />
          </div>
        ) : null}
        {feedback('end')}
      </section>

      {canChangeRoles && !isSelf ? (
        <section className={admin.section} aria-labelledby="actions-title">
          <h2 id="actions-title" className={admin.sectionTitle}>
            Account actions
          </h2>
          <div className={admin.inlineForm}>
            {user.status === 'suspended' ? (
              <ConfirmDialog
                key="reactivate"
                label="Reactivate account"
                title={`Reactivate ${user.name}?`}
                description={`${user.name} (${user.email}) can sign in again. Sessions that ended with the suspension stay ended.`}
                intent="reactivate"
                confirmLabel="Reactivate account"
                variant="secondary"
                formComponent={Form}
              />
            ) : (
              <ConfirmDialog
                key="suspend"
                label="Suspend account"
                title={`Suspend ${user.name}?`}
                description={`${user.name} (${user.email}) is signed out on every device at once and cannot sign in until an administrator reactivates the account. Nothing is deleted.`}
                intent="suspend"
                confirmLabel="Suspend account"
                formComponent={Form}
              />
            )}
            <ConfirmDialog
              label="Sign out everywhere"
              title={`Sign ${user.name} out everywhere?`}
              description={`Every session of ${user.name} (${user.email}) ends at once, on every device; they can sign in again with their password.`}
              intent="sign-out"
              confirmLabel="Sign out everywhere"
              variant="secondary"
              formComponent={Form}
            />
            <ConfirmDialog
              label="Send password reset"
              title={`Send ${user.name} a password reset?`}
              description={`We email ${user.email} a link to choose a new password, valid for 30 minutes. Their current password keeps working until they use it.`}
              intent="password-reset"
              confirmLabel="Send the link"
              variant="secondary"
              formComponent={Form}
            />
            <ConfirmDialog
              label="Erase account"
              title={`Erase ${user.name}?`}
              description={`This permanently deletes the account of ${user.name} (${user.email}): their Paper Remix projects and files, contact requests and sessions (GDPR Art. 17). Audit entries stay, without their name or address. This cannot be undone.`}
              intent="erase"
              confirmLabel="Erase permanently"
              typeToConfirm={user.email}
              formComponent={Form}
            />
          </div>
          {feedback('account')}
          {feedback('erase')}
        </section>
      ) : null}

      <section className={admin.section} aria-labelledby="history-title">
        <h2 id="history-title" className={admin.sectionTitle}>
          History
        </h2>
        <AuditHistory
          entries={audit}
          timeZone={timeZone}
          caption="Changes to this account, newest first"
          regionLabel="Changes to this account"
        />
        <TimeZoneNote timeZone={timeZone} />
      </section>

      {security ? <UserSecurityEvents events={security} timeZone={timeZone} /> : null}
    </div>
  );
}
