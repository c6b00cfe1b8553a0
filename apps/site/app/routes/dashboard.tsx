import { Button, Link } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireUser } from '#app/auth.server.ts';
import { accountLinks } from '#app/components/Header/navigation.ts';
import { trialStatus, type TrialStatus } from '#app/lib/trial-status.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Dashboard · Paperlight' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireUser(request);
  return data(
    {
      name: user.name,
      email: user.email,
      trial: trialStatus(user, Date.now()),
      links: accountLinks(user).filter((link) => link.href !== '/dashboard'),
    },
    { headers: await resolved.headers() },
  );
}

function TrialCard({ trial }: { trial: TrialStatus }) {
  if (trial.kind === 'none') {
    return (
      <p>
        <span className={page.statusNeutral}>Full account</span> Your account has no trial limits.
      </p>
    );
  }
  if (trial.kind === 'expired') {
    return (
      <p>
        <span className={page.statusWarning}>Trial ended</span> Your free trial has expired. Book a call with our team to keep
        using the tools.
      </p>
    );
  }
  return (
    <p>
      <span className={trial.daysLeft <= 2 ? page.statusWarning : page.statusActive}>Trial active</span> {trial.daysLeft}{' '}
      {trial.daysLeft === 1 ? 'day' : 'days'} left, until {trial.endsOn}.
    </p>
  );
}

export default function Dashboard() {
  const { name, email, trial, links } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Dashboard</p>
      <h1 className={page.title}>Welcome, {name}</h1>
      <p className={page.lead}>Signed in as {email}.</p>
      <div className={page.cardGrid}>
        <section className={page.card} aria-labelledby="trial-title">
          <h2 id="trial-title" className={page.cardTitle}>
            Your plan
          </h2>
          <TrialCard trial={trial} />
        </section>
        <section className={page.card} aria-labelledby="tools-title">
          <h2 id="tools-title" className={page.cardTitle}>
            Try the tools
          </h2>
          <p>Run Alt Text, Multi-lingual Audio, Paper Remix and more on sample papers.</p>
          <div className={page.actions}>
            <Button asChild variant="secondary">
              <Link href="/#tools-showcase">Explore AI tools</Link>
            </Button>
          </div>
        </section>
        {links.length > 0 ? (
          <section className={page.card} aria-labelledby="admin-title">
            <h2 id="admin-title" className={page.cardTitle}>
              Administration
            </h2>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <Link className={page.textLink} href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
