// Test doubles for the api, at the network's edge: a real `createApiClient` takes `sampleFetch` as its
// `fetch` and `guestSession()` as its session. Kept free of @paperlight/api-client (which tests with
// this kit) and of vitest, so stories in the browser can use them too.

/** One answer of a sample route: the document, or an error status. */
export type SampleAnswer<T = unknown> = { status: 200; data: T } | { status: number; data?: undefined };

export interface SampleFetchOptions<T> {
  /** The sample id in a request's URL: a pattern whose first group is the id, or a function; no id → 404 'Not Found'. */
  route: RegExp | ((url: URL) => string | null);
  /** What the api answers for a sample id; a promise that never settles keeps the caller loading. */
  answer: (sampleId: string) => SampleAnswer<T> | Promise<SampleAnswer<T>>;
  /** Where each request's path is written down. @default [] */
  calls?: string[];
}

/**
 * A `fetch` that answers the api's guest sample routes as apps/api does: `{ statusCode: 200, data }`,
 * or `{ statusCode, message }` with 'Sample not found' (404) or 'Internal Server Error'. `calls` lists
 * the path of every request, in order.
 * @example
 * const fetch = sampleFetch({ route: /^\/ai-audio\/sample\/([^/]+)$/, answer: () => ({ status: 404 }) });
 * const client = createApiClient({ apiUrl, ssoUrl, session: createSessionStore(guestSession()), fetch });
 */
export function sampleFetch<T>({ route, answer, calls = [] }: SampleFetchOptions<T>): typeof fetch & { calls: string[] } {
  const idOf = (url: URL) => {
    if (typeof route === 'function') return route(url);
    const id = route.exec(url.pathname)?.[1];
    return id === undefined ? null : decodeURIComponent(id);
  };
  const fake = async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push(url.pathname);
    const sampleId = idOf(url);
    if (sampleId === null) return Response.json({ statusCode: 404, message: 'Not Found' }, { status: 404 });
    const reply = await answer(sampleId);
    if (reply.data !== undefined) return Response.json({ statusCode: 200, data: reply.data });
    const message = reply.status === 404 ? 'Sample not found' : 'Internal Server Error';
    return Response.json({ statusCode: reply.status, message }, { status: reply.status });
  };
  return Object.assign(fake, { calls });
}

/** The session state of a guest as the sso starts one, for `createSessionStore`. */
export function guestSession(deviceId = '6f1c2a4e-0d4b-4c8e-9a53-2f3f0f7a1b11') {
  return {
    status: 'authenticated' as const,
    session: {
      id: `guest:${deviceId}`,
      name: 'Guest',
      email: '',
      accessToken: 'guest-token',
      refreshToken: '',
      isGuest: true,
      isAdmin: false,
      isSales: false,
      isToolAdmin: false,
      deviceId,
      isFreeTrailActive: null,
      trialEndDate: null,
    },
  };
}

/**
 * A `T` that has only `members`: reading anything else throws '<name>: <member> is not faked', so a
 * test shows which calls it relies on.
 * @example
 * const client = partialFake<ApiClient>('fakeApiClient', { getTrialDaysLeft: async () => 3 });
 */
export function partialFake<T extends object>(name: string, members: object): T {
  return new Proxy(members as T, {
    get(target, key) {
      if (key in target) return target[key as keyof T];
      throw new Error(`${name}: ${String(key)} is not faked`);
    },
  });
}
