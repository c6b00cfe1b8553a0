import * as v from 'valibot';
import { getEnv } from '#app/env.server.ts';

import { apiFetch } from '#app/api.server.ts';
import { forwardClientAddress } from '#app/lib/client-address.server.ts';

export { apiGet } from '#app/api.server.ts';

/**
 * A change on apps/api with the user's token. The api's validation message comes back to the
 * form as `{ ok: false, message }`; 401/403 become error pages like in `apiGet`.
 */
export async function apiSend(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  accessToken: string,
  body?: unknown,
): Promise<{ ok: true; data: unknown } | { ok: false; status: number; message: string }> {
  const response = await apiFetch(method, `${getEnv().API_URL}${path}`, accessToken, body);
  if (response.status === 401) throw new Response('Unauthorized', { status: 401 });
  if (response.status === 403) throw new Response("You don't have access to this page", { status: 403 });
  const json = (await response.json().catch(() => null)) as { message?: unknown; data?: unknown } | null;
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      message: typeof json?.message === 'string' ? json.message : `Request failed with status ${response.status}`,
    };
  }
  return { ok: true, data: json?.data };
}

/** The raw body of a GET (the CSV export), with the api's headers; the visitor's address goes to the api's security log. */
export async function apiRaw(path: string, accessToken: string, query: URLSearchParams, clientAddress?: string | null): Promise<Response> {
  const url = new URL(`${getEnv().API_URL}${path}`);
  url.search = query.toString();
  const headers = { authorization: `Bearer ${accessToken}`, ...forwardClientAddress(clientAddress) };
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  if (response.status === 401 || response.status === 403) throw new Response("You don't have access to this page", { status: 403 });
  if (!response.ok) throw new Response(`Request failed with status ${response.status}`, { status: 502 });
  return response;
}

/**
 * Refuses a form post from another site. Browsers always send `Origin` on POST, so a missing or
 * foreign one means the request did not come from our own pages.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin !== new URL(getEnv().SITE_URL).origin) throw new Response('Forbidden', { status: 403 });
}

export const formString = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export { v };
