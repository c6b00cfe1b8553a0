import type { ActionFunctionArgs } from '@remix-run/node';
import { getEnv } from '#app/env.server.ts';
import { clientAddressOf } from '#app/lib/client-address.server.ts';
import { isFormPost } from '#app/lib/csrf.ts';
import { destroySessionHeader, getSessionStorage } from '#app/session.server.ts';
import { revokeRefreshToken } from '#app/sso.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Method Not Allowed', statusCode: 405 }, { status: 405 });
  if (isFormPost(request)) return Response.json({ message: 'Unsupported Media Type', statusCode: 415 }, { status: 415 });
  const { SITE_URL, SSO_URL } = getEnv();
  const session = await getSessionStorage().getSession(request.headers.get('cookie'));
  const refreshToken = session.get('refreshToken');
  if (refreshToken) {
    try {
      await revokeRefreshToken(refreshToken, clientAddressOf(request));
    } catch (error) {
      // Signing out locally must still work when the sso is unreachable.
      console.error('Could not revoke the refresh token', error);
    }
  }
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Set-Cookie': await destroySessionHeader(session) });
  return Response.json({ ok: true, redirectTo: `${SSO_URL}/logout?redirect_uri=${encodeURIComponent(`${SITE_URL}/`)}` }, { headers });
}

export function loader() {
  return Response.json({ message: 'Method Not Allowed', statusCode: 405 }, { status: 405, headers: { Allow: 'POST' } });
}
