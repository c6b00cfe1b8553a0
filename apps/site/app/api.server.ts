import * as v from 'valibot';
import { getEnv } from './env.server.ts';

/**
 * One request to apps/api with the user's bearer token (JSON body when given, 10 s limit). An
 * unreachable api becomes the 503 page; every other answer is the caller's to read.
 */
export async function apiFetch(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string | URL,
  accessToken: string,
  body?: unknown,
): Promise<Response> {
  try {
    return await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    console.error(`api unreachable at ${url}`, error);
    throw new Response('The Paperlight service is unavailable right now.', { status: 503 });
  }
}

/**
 * GET on apps/api with the user's bearer token, validated by `schema`. The api's own 401 and 403
 * become error pages: hiding a link is not access control, the api decides too.
 */
export async function apiGet<T>(
  path: string,
  accessToken: string,
  schema: v.GenericSchema<unknown, T>,
  query: Record<string, string | undefined> = {},
): Promise<T> {
  const url = new URL(`${getEnv().API_URL}${path}`);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, value);
  const response = await apiFetch('GET', url, accessToken);
  // The site just renewed the token, so a 401 here is not fixed by signing in again (that would loop).
  if (response.status === 401) throw new Response('Unauthorized', { status: 401 });
  if (response.status === 403) throw new Response("You don't have access to this page", { status: 403 });
  if (!response.ok) throw new Response(`Request failed with status ${response.status}`, { status: 502 });
  return v.parse(schema, await response.json());
}
