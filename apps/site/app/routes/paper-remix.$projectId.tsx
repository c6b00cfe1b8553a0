import paperRemixStyles from '@paperlight/paper-remix-canvas/styles.css?url';
import { PaperRemixCanvas } from '@paperlight/paper-remix-canvas';
import { useToast } from '@paperlight/ui-kit';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useCallback } from 'react';
import { requireUser } from '#app/auth.server.ts';
import { getEnv } from '#app/env.server.ts';
import { getProject } from '#app/lib/paper-remix.server.ts';

// The workspace is an application screen: root.tsx leaves out the trial banner, header and footer.
export const handle = { chrome: 'app' };

// The canvas and React Flow (JS and CSS) load with this route only: the route module is its own chunk.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: paperRemixStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.project.name ?? 'Paper Remix'} · Paper Remix · Paperlight` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, resolved } = await requireUser(request);
  const project = await getProject(user.accessToken, params.projectId ?? '');
  return data({ project, bookingUrl: getEnv().BOOKING_URL }, { headers: await resolved.headers() });
}

/** A registered user's Paper Remix workspace: upload a paper, generate script → storyboard → video, live statuses. */
export default function PaperRemixWorkspace() {
  const { project, bookingUrl } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const toast = useToast();
  const onNotify = useCallback((message: string) => toast.show(message), [toast]);
  return (
    <PaperRemixCanvas
      key={project.id}
      project={project}
      onNotify={onNotify}
      onProjectsClick={() => navigate('/dashboard#paper-remix-projects')}
      canvasHeight="fill"
      bookingUrl={bookingUrl}
      shareUrl={(token) => `${window.location.origin}/share/${token}`}
    />
  );
}
