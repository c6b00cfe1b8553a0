import { Button, Link, TextInput } from '@paperlight/ui-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { requireUser } from '#app/auth.server.ts';
import { ACCOUNT_HREF, accountLinks } from '#app/components/Header/navigation.ts';
import { formatBytes, PROJECT_NAME_MAX } from '#app/lib/paper-remix.ts';
import {
  createProject,
  deleteProject,
  getUsage,
  listProjects,
  renameProject,
  type PaperRemixUsage,
  type ProjectSummary,
} from '#app/lib/paper-remix.server.ts';
import { trialStatus, type TrialStatus } from '#app/lib/trial-status.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from './dashboard.css.ts';

export const meta: MetaFunction = () => [{ title: 'Dashboard · Paperlight' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireUser(request);
  return data(
    {
      name: user.name,
      email: user.email,
      trial: trialStatus(user, Date.now()),
      links: accountLinks(user).filter((link) => link.href !== '/dashboard' && link.href !== ACCOUNT_HREF),
      projects: await listProjects(user.accessToken),
      usage: await getUsage(user.accessToken),
    },
    { headers: await resolved.headers() },
  );
}

const nameOf = (form: FormData): string =>
  String(form.get('name') ?? '')
    .trim()
    .slice(0, PROJECT_NAME_MAX);

/** Paper Remix projects: create (then open), rename, delete. Each answers with a redirect so a reload never resubmits. */
export async function action({ request }: ActionFunctionArgs) {
  const { user, resolved } = await requireUser(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('projectId') ?? '');
  const headers = await resolved.headers();
  if (intent === 'create') {
    const project = await createProject(user.accessToken, nameOf(form) || undefined);
    return redirect(`/paper-remix/${encodeURIComponent(project.id)}`, { headers });
  }
  if (intent === 'rename' && id && nameOf(form)) await renameProject(user.accessToken, id, nameOf(form));
  else if (intent === 'delete' && id) await deleteProject(user.accessToken, id);
  else throw new Response('Unknown action', { status: 400, headers });
  return redirect('/dashboard#paper-remix-projects', { headers });
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

function ProjectRow({ project }: { project: ProjectSummary }) {
  const href = `/paper-remix/${encodeURIComponent(project.id)}`;
  return (
    <li className={styles.project}>
      <div className={styles.projectMain}>
        <Link className={styles.projectName} href={href}>
          {project.name}
        </Link>
        {project.updatedAt ? (
          <span className={styles.projectMeta}>
            Updated <time dateTime={project.updatedAt}>{dateFormat.format(new Date(project.updatedAt))} UTC</time>
          </span>
        ) : null}
      </div>
      <details className={styles.rename}>
        <summary className={styles.renameSummary} aria-label={`Rename ${project.name}`}>
          Rename
        </summary>
        <Form method="post" className={styles.inlineForm}>
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="projectId" value={project.id} />
          <TextInput label="New name" name="name" defaultValue={project.name} required maxLength={PROJECT_NAME_MAX} />
          <Button size="sm" type="submit">
            Save name
          </Button>
        </Form>
      </details>
      <Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(`Delete “${project.name}” and all its results?`)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="projectId" value={project.id} />
        <Button size="sm" variant="danger" type="submit" aria-label={`Delete ${project.name}`}>
          Delete
        </Button>
      </Form>
    </li>
  );
}

function StorageUsage({ usage }: { usage: PaperRemixUsage }) {
  const share = Math.min(1, usage.storageUsedBytes / Math.max(1, usage.storageQuotaBytes));
  return (
    <div className={styles.usage}>
      <p className={styles.projectMeta}>
        Storage: {formatBytes(usage.storageUsedBytes)} of {formatBytes(usage.storageQuotaBytes)} used
        {share >= 1 ? ' — delete a project you no longer need to make room.' : ''}
      </p>
      <meter
        className={styles.usageMeter}
        min={0}
        max={usage.storageQuotaBytes}
        low={usage.storageQuotaBytes * 0.8}
        high={usage.storageQuotaBytes * 0.95}
        optimum={0}
        value={usage.storageUsedBytes}
        aria-label="Storage used"
      />
    </div>
  );
}

function PaperRemixProjects({ projects, usage }: { projects: ProjectSummary[]; usage: PaperRemixUsage | null }) {
  const navigation = useNavigation();
  const creating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create';
  return (
    <section id="paper-remix-projects" className={`${page.card} ${styles.projects}`} aria-labelledby="paper-remix-projects-title">
      <h2 id="paper-remix-projects-title" className={page.cardTitle}>
        Paper Remix projects
      </h2>
      <p>Turn a research paper into a script, a storyboard and a narrated video.</p>
      {usage ? <StorageUsage usage={usage} /> : null}
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value="create" />
        <TextInput label="Project name" name="name" placeholder="Untitled project" maxLength={PROJECT_NAME_MAX} />
        <Button type="submit" loading={creating}>
          New project
        </Button>
      </Form>
      {projects.length === 0 ? (
        <p className={styles.projectMeta}>No projects yet. Start one, upload a PDF and generate its script, storyboard and video.</p>
      ) : (
        <ul className={styles.projectList} aria-label="Your projects">
          {projects.map((project) => (
            <ProjectRow key={project.id} project={project} />
          ))}
        </ul>
      )}
    </section>
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
        <span className={page.statusWarning}>Trial ended</span> Your free trial has expired. Book a call with our team to keep using the
        tools.
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
  const { name, email, trial, links, projects, usage } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Dashboard</p>
      <h1 className={page.title}>Welcome, {name}</h1>
      <p className={page.lead}>
        Signed in as {email}.{' '}
        <Link className={page.textLink} href={ACCOUNT_HREF}>
          Account settings
        </Link>
      </p>
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
      <PaperRemixProjects projects={projects} usage={usage} />
    </div>
  );
}
