import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { ApiError, ResponseShapeError } from './errors';
import { GuestTokenResponseSchema, RefreshTokenResponseSchema, TimeLeftResponseSchema } from './session-schemas';
import { waitForSession, type SessionSource, type SessionUser } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** Base URL of apps/api, e.g. `http://localhost:4000`. */
  apiUrl: string;
  /** Base URL of apps/sso, e.g. `http://localhost:4100`. */
  ssoUrl: string;
  session: SessionSource;
  /**
   * Returns a fresh access token after a 401.
   * @default POST `{ssoUrl}/api/auth/refresh-token` with `{ refresh_token }`
   */
  refreshAccessToken?: (session: SessionUser) => Promise<string>;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default console */
  logger?: Pick<Console, 'error' | 'warn'>;
  /** How long a request waits for a loading session before failing with `Session loading`. @default 10000 */
  sessionTimeoutMs?: number;
}

export interface RequestInit<T> {
  /** Plain objects and arrays are sent as JSON; FormData, Blob, strings etc. as they are. Ignored for GET and DELETE. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Validates the response body; a mismatch throws `ResponseShapeError`. */
  schema?: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
}

type MethodCall = <T = unknown>(path: string, init?: RequestInit<T>) => Promise<T>;

export interface ApiClient {
  readonly apiUrl: string;
  readonly ssoUrl: string;
  readonly session: SessionSource;
  request<T = unknown>(method: HttpMethod, path: string, init?: RequestInit<T>): Promise<T>;
  get: MethodCall;
  post: MethodCall;
  put: MethodCall;
  patch: MethodCall;
  delete: MethodCall;
  /** Whole days left in the user's trial (rounded down, never below 0); `null` without a trial. */
  getTrialDaysLeft(): Promise<number | null>;
  /**
   * A guest access token for this device from the sso. No cookie travels: the device id goes in
   * the `x-device-id` header, so a foreign page listed in the services' EMBED_ORIGINS can call it.
   */
  getGuestToken(deviceId: string): Promise<string>;
  /**
   * Signs this client in as a guest of the device (a new random id by default) and stores the
   * session through `session.set`; guest tokens are short-lived and renewed the same way after a
   * 401. For pages that embed the guest demos outside the site (decision 0072).
   * @example
   * const session = createSessionStore({ status: 'loading' });
   * const client = createApiClient({ apiUrl, ssoUrl, session });
   * await client.startGuestSession();
   */
  startGuestSession(deviceId?: string): Promise<SessionUser>;
  /**
   * A Socket.IO connection to apps/api authenticated with the current access token. The socket
   * client loads on first use, so pages that never open a socket do not ship it.
   */
  connectSocket(): Promise<Socket>;
}

function isPlainObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function joinUrl(base: string, path: string, query?: RequestInit<unknown>['query']): string {
  // The bearer token must never travel to another host, so absolute URLs are refused.
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) throw new Error(`Expected a path relative to the api, got ${path}`);
  const url = new URL(base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function parseWith<T>(schema: v.GenericSchema<unknown, T>, body: unknown, method: string, url: string): T {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const details = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    throw new ResponseShapeError({ method, url, details, body });
  }
  return result.output;
}

/** The session user of a guest token: its claims read from the payload (the api verifies them). */
function guestUser(token: string, deviceId: string): SessionUser {
  const payload = token.split('.')[1] ?? '';
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  const claims = JSON.parse(new TextDecoder().decode(bytes)) as { sub?: string; name?: string };
  return {
    id: claims.sub ?? `guest:${deviceId}`,
    name: claims.name ?? 'Guest',
    email: '',
    accessToken: token,
    refreshToken: '',
    isGuest: true,
    isAdmin: false,
    isSales: false,
    isToolAdmin: false,
    deviceId,
    isFreeTrailActive: null,
    trialEndDate: null,
  };
}

/**
 * The typed client for apps/api and apps/sso (SPEC §7): awaits the session, sends the bearer
 * token (and `x-device-id` for guests), refreshes once after a 401 and retries once.
 * @example
 * const client = createApiClient({ apiUrl, ssoUrl, session: createSessionStore({ status: 'loading' }) });
 * const days = await client.getTrialDaysLeft();
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { apiUrl, ssoUrl, session } = options;
  const logger = options.logger ?? console;
  const timeoutMs = options.sessionTimeoutMs ?? 10_000;
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  const defaultRefresh = async (user: SessionUser): Promise<string> => {
    // A guest has no refresh token: a new guest token for the same device replaces the old one.
    if (user.isGuest) return getGuestToken(user.deviceId);
    const url = joinUrl(ssoUrl, '/api/auth/refresh-token');
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: user.refreshToken }),
      credentials: 'include',
    });
    const body = await readBody(response);
    if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, url, body });
    return parseWith(RefreshTokenResponseSchema, body, 'POST', url).access_token;
  };
  const refreshAccessToken = options.refreshAccessToken ?? defaultRefresh;

  async function getGuestToken(deviceId: string): Promise<string> {
    const url = joinUrl(ssoUrl, '/api/guest-token');
    const response = await doFetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-device-id': deviceId },
      credentials: 'omit',
    });
    const body = await readBody(response);
    if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, url, body });
    return parseWith(GuestTokenResponseSchema, body, 'POST', url).token;
  }

  // Refresh tokens rotate and reuse revokes the family, so concurrent 401s share one refresh.
  let refreshing: Promise<string> | null = null;
  const refreshOnce = (user: SessionUser): Promise<string> => {
    refreshing ??= (async () => {
      try {
        const token = await refreshAccessToken(user);
        const current = session.get();
        const base = current.status === 'authenticated' ? current.session : user;
        session.set?.({ status: 'authenticated', session: { ...base, accessToken: token } });
        return token;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  async function request<T = unknown>(method: HttpMethod, path: string, init: RequestInit<T> = {}): Promise<T> {
    const user = await waitForSession(session, timeoutMs);
    const url = joinUrl(apiUrl, path, init.query);

    let body: BodyInit | undefined;
    let contentType: string | undefined;
    if (init.body !== undefined && method !== 'GET' && method !== 'DELETE') {
      if (isPlainObject(init.body)) {
        body = JSON.stringify(init.body);
        contentType = 'application/json';
      } else {
        // FormData must go as it is: fetch writes the multipart boundary into content-type itself.
        body = init.body as BodyInit;
      }
    }

    const send = (token: string) => {
      const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
      if (contentType) headers['content-type'] = contentType;
      if (user.isGuest) headers['x-device-id'] = user.deviceId;
      return doFetch(url, { method, headers, body, signal: init.signal });
    };

    let response = await send(user.accessToken);
    if (response.status === 401) {
      let token: string | null = null;
      try {
        token = await refreshOnce(user);
      } catch (error) {
        logger.error('Token refresh failed', error);
      }
      if (token !== null) response = await send(token);
    }

    const parsed = await readBody(response);
    if (!response.ok) {
      throw new ApiError({ status: response.status, statusText: response.statusText, url, body: parsed });
    }
    return init.schema ? parseWith(init.schema, parsed, method, url) : (parsed as T);
  }

  const method =
    (name: HttpMethod): MethodCall =>
    (path, init) =>
      request(name, path, init);

  return {
    apiUrl,
    ssoUrl,
    session,
    request,
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),

    async getTrialDaysLeft() {
      const { data } = await request('GET', '/free-trial/time-left', { schema: TimeLeftResponseSchema });
      if (data === null) return null;
      return Math.max(0, Math.floor(data));
    },

    getGuestToken,

    async startGuestSession(deviceId = crypto.randomUUID()) {
      if (!session.set) throw new Error('startGuestSession needs a session with set(), such as createSessionStore');
      const user = guestUser(await getGuestToken(deviceId), deviceId);
      session.set({ status: 'authenticated', session: user });
      return user;
    },

    async connectSocket() {
      const state = session.get();
      if (state.status === 'loading') throw new Error('Session loading');
      if (state.status !== 'authenticated') throw new Error('No session available');
      const user = state.session;
      const currentToken = () => {
        const latest = session.get();
        return latest.status === 'authenticated' ? latest.session.accessToken : user.accessToken;
      };
      const headers = (): Record<string, string> => ({
        authorization: `Bearer ${currentToken()}`,
        ...(user.isGuest ? { 'x-device-id': user.deviceId } : {}),
      });
      const { io } = await import('socket.io-client');
      const socket = io(apiUrl, {
        extraHeaders: headers(),
        // A function so that every reconnection presents the latest (refreshed) token.
        auth: (cb) => cb({ token: currentToken(), ...(user.isGuest ? { deviceId: user.deviceId } : {}) }),
      });
      socket.io.on('reconnect_attempt', () => {
        socket.io.opts.extraHeaders = headers();
      });
      return socket;
    },
  };
}
