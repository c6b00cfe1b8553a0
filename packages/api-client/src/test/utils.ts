import type { SessionUser } from '../session';

/** A registered (non-guest) session user for tests. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    accessToken: 'token-1',
    refreshToken: 'refresh-1',
    isGuest: false,
    isAdmin: false,
    isSales: false,
    isToolAdmin: false,
    deviceId: 'device-1',
    isFreeTrailActive: true,
    trialEndDate: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: globalThis.RequestCredentials;
}

/** A fetch that answers from a queue and records what it was asked. */
export function fakeFetch(...responses: Array<Response | (() => Response)>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: string | URL | Request, init: globalThis.RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      credentials: init.credentials,
    });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected request ${init.method ?? 'GET'} ${String(input)}`);
    return typeof next === 'function' ? next() : next;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}
