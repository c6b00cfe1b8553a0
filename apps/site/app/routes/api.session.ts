import type { LoaderFunctionArgs } from '@remix-run/node';
import { resolveSession } from '#app/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const resolved = await resolveSession(request);
  const headers = await resolved.headers();
  headers.set('Cache-Control', 'no-store');
  return Response.json(resolved.user, { headers });
}
