import type { ActionFunctionArgs } from '@remix-run/node';
import { isFormPost } from '#app/lib/csrf.ts';
import { resolveSessionWithNewToken } from '#app/session.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Method Not Allowed', statusCode: 405 }, { status: 405 });
  if (isFormPost(request)) return Response.json({ message: 'Unsupported Media Type', statusCode: 415 }, { status: 415 });
  const resolved = await resolveSessionWithNewToken(request);
  const headers = await resolved.headers();
  headers.set('Cache-Control', 'no-store');
  // A user whose refresh token was rejected is a guest now; a guest token would not stand in for theirs.
  if (resolved.signedOut) {
    return Response.json({ message: 'Unauthorized', statusCode: 401 }, { status: 401, headers });
  }
  return Response.json({ accessToken: resolved.user.accessToken }, { headers });
}

export function loader() {
  return Response.json({ message: 'Method Not Allowed', statusCode: 405 }, { status: 405, headers: { Allow: 'POST' } });
}
