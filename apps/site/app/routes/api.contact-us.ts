import { ContactRequestSchema } from '@paperlight/api-client/contact';
import type { ActionFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { getEnv } from '#app/env.server.ts';
import { clientAddressOf, forwardClientAddress } from '#app/lib/client-address.server.ts';
import { isJsonRequest } from '#app/lib/csrf.ts';
import { resolveSession } from '#app/session.server.ts';

const json = (body: unknown, status: number, headers?: Headers) => {
  const h = new Headers(headers);
  h.set('Cache-Control', 'no-store');
  return Response.json(body, { status, headers: h });
};

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return json({ message: 'Method Not Allowed', statusCode: 405 }, 405);
  // Only our own fetch sends JSON; a form or a no-cors post from another page cannot (it also gets 403 in server.mjs).
  if (!isJsonRequest(request)) return json({ message: 'Unsupported Media Type', statusCode: 415 }, 415);
  const raw: unknown = await request.json().catch(() => null);
  // SPEC §5, checked again on the server (the form's own schema): the browser's checks are a courtesy.
  const parsed = v.safeParse(ContactRequestSchema, raw ?? {});
  if (!parsed.success) return json({ message: parsed.issues.map((i) => i.message).join('; '), statusCode: 400 }, 400);

  const resolved = await resolveSession(request);
  const user = resolved.user;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (user.accessToken && !user.isGuest) headers.authorization = `Bearer ${user.accessToken}`;
  // The api limits per visitor address: the one server.mjs saw, never a header the visitor wrote.
  Object.assign(headers, forwardClientAddress(clientAddressOf(request)));

  let response: Response;
  try {
    response = await fetch(`${getEnv().API_URL}/contact-requests`, {
      method: 'POST',
      headers,
      body: JSON.stringify(parsed.output),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    console.error('Contact request could not reach the api', error);
    return json(
      { message: 'The Paperlight service is unavailable right now. Please try again shortly.', statusCode: 503 },
      503,
      await resolved.headers(),
    );
  }
  if (response.ok) return json({ ok: true }, 200, await resolved.headers());
  const body = (await response.json().catch(() => null)) as { message?: unknown; challenge?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`;
  // A busy hour: the form's browser code solves the challenge and sends the request again.
  const challenge = response.status === 429 && body?.challenge && typeof body.challenge === 'object' ? { challenge: body.challenge } : {};
  return json({ message, statusCode: response.status, ...challenge }, response.status, await resolved.headers());
}

export function loader() {
  return Response.json({ message: 'Method Not Allowed', statusCode: 405 }, { status: 405, headers: { Allow: 'POST' } });
}
