import { ConfirmDialog, Link } from '@paperlight/ui-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { apiFetch } from '#app/api.server.ts';
import { requireUser } from '#app/auth.server.ts';
import { getEnv } from '#app/env.server.ts';
import { trialStatus } from '#app/lib/trial-status.ts';
import { destroySessionHeader } from '#app/session.server.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from './account.css.ts';

export const meta: MetaFunction = () => [{ title: 'Account settings · Paperlight' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireUser(request);
  return data({ name: user.name, email: user.email, trial: trialStatus(user, Date.now()) }, { headers: await resolved.headers() });
}

/** Deleting the account (moved here from the dashboard, issue 31): the api erases it (GDPR Art. 17) once the person typed their own address. */
export async function action({ request }: ActionFunctionArgs) {
  const { user, resolved } = await requireUser(request);
  const form = await request.formData();
  if (form.get('intent') !== 'delete-account') throw new Response('Unknown action', { status: 400, headers: await resolved.headers() });
  const response = await apiFetch('DELETE', `${getEnv().API_URL}/account`, user.accessToken, { email: String(form.get('confirm') ?? '') });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`;
    return data({ accountError: message }, { status: response.status, headers: await resolved.headers() });
  }
  const { SITE_URL, SSO_URL } = getEnv();
  // Gone with the account: the site's cookie here, the sso's on its logout page.
  return redirect(`${SSO_URL}/logout?redirect_uri=${encodeURIComponent(`${SITE_URL}/`)}`, {
    headers: { 'Set-Cookie': await destroySessionHeader(resolved.session), 'Cache-Control': 'no-store' },
  });
}

function DangerZone({ name, email }: { name: string; email: string }) {
  const result = useActionData<typeof action>();
  const error = result && 'accountError' in result ? result.accountError : null;
  return (
    <section className={`${page.card} ${styles.danger}`} aria-labelledby="danger-title">
      <h2 id="danger-title" className={page.cardTitle}>
        Danger zone
      </h2>
      <p>Deleting your account removes your projects, files and personal data for good, and signs you out everywhere.</p>
      <div className={page.actions}>
        <ConfirmDialog
          label="Delete my account"
          triggerVariant="secondary"
          title="Delete your Paperlight account?"
          description={`This permanently deletes the account of ${name} (${email}), your Paper Remix projects and files, and signs you out everywhere. It cannot be undone.`}
          intent="delete-account"
          confirmLabel="Delete my account"
          typeToConfirm={email}
          formComponent={Form}
        />
      </div>
      {error ? (
        <p className={page.statusWarning} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Account settings: who is signed in, their plan, and the danger zone. */
export default function AccountSettings() {
  const { name, email, trial } = useLoaderData<typeof loader>();
  const plan =
    trial.kind === 'none'
      ? 'Full account'
      : trial.kind === 'expired'
        ? 'Free trial, ended'
        : `Free trial, ${trial.daysLeft} ${trial.daysLeft === 1 ? 'day' : 'days'} left`;
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Account</p>
      <h1 className={page.title}>Account settings</h1>
      <section className={page.card} aria-labelledby="profile-title">
        <h2 id="profile-title" className={page.cardTitle}>
          Your account
        </h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{name}</dd>
          <dt>Email</dt>
          <dd>{email}</dd>
          <dt>Plan</dt>
          <dd>{plan}</dd>
        </dl>
        <p>
          <Link className={page.textLink} href="/dashboard">
            Back to your dashboard
          </Link>
        </p>
      </section>
      <DangerZone name={name} email={email} />
    </div>
  );
}
