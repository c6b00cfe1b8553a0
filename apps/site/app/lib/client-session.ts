/**
 * Browser-side calls to the site's own session endpoints (decision 0001): the refresh token
 * stays in the httpOnly cookie, so renewing and signing out go through the site.
 */
export async function refreshAccessTokenViaSite(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl('/api/session/refresh', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  const body = (await response.json()) as { accessToken?: unknown };
  if (typeof body.accessToken !== 'string' || body.accessToken === '') throw new Error('No access token in the refresh answer');
  return body.accessToken;
}

/** POST /api/logout with a JSON header and no body; resolves with the sso logout page to go to. */
export async function logoutViaSite(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl('/api/logout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  const body = (await response.json()) as { redirectTo?: unknown };
  return typeof body.redirectTo === 'string' ? body.redirectTo : '/';
}

/**
 * Leaves for the sso's logout by posting a form from this page: the sso's GET /logout only asks
 * (issue 33), while a top-level POST carries this site's Origin, which the sso believes. Any other
 * address is simply opened.
 */
export function goToLogout(redirectTo: string, doc: Document = document): void {
  const url = new URL(redirectTo, doc.baseURI);
  if (!url.pathname.endsWith('/logout')) {
    doc.defaultView?.location.assign(redirectTo);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = `${url.origin}${url.pathname}`;
  form.hidden = true;
  for (const [name, value] of url.searchParams) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
