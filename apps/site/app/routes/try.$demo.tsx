import { Button, Link } from '@paperlight/ui-kit';
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { getCatalogueOrEmpty } from '#app/lib/catalogue.server.ts';
import { tryAnswer } from '#app/lib/try-your-file.ts';
import { resolveSession } from '#app/session.server.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `${loaded.toolName} is not in your plan · Paperlight` : 'Paperlight' },
  { name: 'robots', content: 'noindex' },
];

/** A demo's 'Try your file' (decision 0138): opens the tool, asks a guest to sign up, or says the tool is not in the plan. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [resolved, tools] = await Promise.all([resolveSession(request), getCatalogueOrEmpty()]);
  const headers = await resolved.headers();
  headers.set('Cache-Control', 'no-store');
  const answer = tryAnswer(params.demo ?? '', tools, !resolved.user.isGuest);
  if (answer.kind === 'unknown') throw new Response('Not found', { status: 404, headers });
  if (answer.kind === 'redirect') throw redirect(answer.to, { headers });
  return data(answer, { headers });
}

export default function TryYourFile() {
  const { toolName, toolHref, contactHref } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Try your file</p>
      <h1 className={page.title}>{toolName} is not in your plan</h1>
      <p className={page.lead}>
        Your account has the {toolName} demo, not {toolName} on your own files: that comes with a plan for your organisation. Tell us what
        you need and we will set it up.
      </p>
      <div className={page.actions}>
        <Button asChild>
          <Link href={contactHref}>Ask for {toolName}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/dashboard">Go to your dashboard</Link>
        </Button>
        <Link className={page.textLink} href={toolHref}>
          About {toolName}
        </Link>
      </div>
    </div>
  );
}
