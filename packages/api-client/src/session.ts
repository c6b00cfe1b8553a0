/** The session user of SPEC §3 (`isFreeTrailActive` is spelt so on purpose). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  accessToken: string;
  /** Empty in the browser: the site keeps the refresh token server-side (decision 0001). */
  refreshToken: string;
  isGuest: boolean;
  isAdmin: boolean;
  isSales: boolean;
  isToolAdmin: boolean;
  deviceId: string;
  isFreeTrailActive: boolean | null;
  trialEndDate: string | null;
}

export type SessionState = { status: 'loading' } | { status: 'authenticated'; session: SessionUser } | { status: 'unauthenticated' };

/** Where the client reads the session from; `set` lets it store a refreshed access token. */
export interface SessionSource {
  get(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  set?(state: SessionState): void;
}

export type SessionStore = SessionSource & { set(state: SessionState): void };

/**
 * A minimal observable session holder.
 * @example
 * const session = createSessionStore({ status: 'loading' });
 * session.set({ status: 'authenticated', session: user });
 */
export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const listeners = new Set<(state: SessionState) => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      state = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

/**
 * Resolves with the session once it is no longer loading.
 * Throws `Session loading` after `timeoutMs`, `No session available` when unauthenticated.
 */
export function waitForSession(source: SessionSource, timeoutMs: number): Promise<SessionUser> {
  const settle = (state: SessionState): SessionUser => {
    if (state.status === 'authenticated') return state.session;
    throw new Error('No session available');
  };
  const current = source.get();
  if (current.status !== 'loading') {
    try {
      return Promise.resolve(settle(current));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise<SessionUser>((resolve, reject) => {
    const finish = (state: SessionState) => {
      clearTimeout(timer);
      unsubscribe();
      try {
        resolve(settle(state));
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('Session loading'));
    }, timeoutMs);
    const unsubscribe = source.subscribe((state) => {
      if (state.status !== 'loading') finish(state);
    });
    // The state may have changed between the first read and subscribing.
    const latest = source.get();
    if (latest.status !== 'loading') finish(latest);
  });
}
