import pg from 'pg';
import { REVOCATION_CHANNEL } from './migrations/0041_revocation_signal';
import type { Database } from './open';

export { REVOCATION_CHANNEL };

export interface RevocationWatchOptions {
  /**
   * A user's sessions or account changed (their id), or anything may have changed (`null`: a SQLite
   * generation moved, or the PostgreSQL listener (re)connected and may have missed notifications).
   */
  onRevoked(userId: string | null): void;
  /** How often a SQLite watch looks by itself, for open sockets that send no requests. @default 250 */
  pollMs?: number;
  /**
   * How long a SQLite watch's last read of the generation answers `current()` (decision 0177): a change
   * another process commits is seen by every check that starts this long after it. @default 1
   */
  readEveryMs?: number;
  /** The clock of `readEveryMs` (ms, monotonic). @default performance.now */
  clock?: () => number;
  /** Wait before a lost PostgreSQL listener connects again. @default 1000 */
  retryMs?: number;
  /** The PostgreSQL listener's application_name (pg_stat_activity). @default 'paperlight-revocations' */
  listenerName?: string;
  log?: (msg: string, detail?: Record<string, unknown>) => void;
}

export interface RevocationWatch {
  /**
   * Whether decisions cached so far may still be used. On SQLite this reads the revocation generation
   * (one row by primary key, microseconds; at most once per `readEveryMs`) and reports a change through
   * `onRevoked` before answering;
   * on PostgreSQL it is false while the listener is not connected, so nothing is trusted unheard.
   */
  current(): boolean;
  /** Resolves once the watch is live (the PostgreSQL listener is listening). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches the revocation signal of migration 0041 (decision 0105): triggers on `users` and `sessions`
 * bump `revocation_state.generation`, and on PostgreSQL notify `paperlight_revocations` with the user id.
 */
export function watchRevocations(database: Database, options: RevocationWatchOptions): RevocationWatch {
  if (database.sqlite) return watchSqlite(database.sqlite, options);
  if (database.databaseUrl) return watchPostgres(database.databaseUrl, options);
  return { current: () => false, ready: Promise.resolve(), close: async () => undefined };
}

function watchSqlite(sqlite: NonNullable<Database['sqlite']>, options: RevocationWatchOptions): RevocationWatch {
  let read: () => unknown;
  try {
    const statement = sqlite.prepare('select generation from revocation_state where id = 1').pluck();
    read = () => statement.get();
  } catch (error) {
    // Not migrated yet: nothing may be cached.
    options.log?.('revocation watch unavailable', { err: String(error) });
    return { current: () => false, ready: Promise.resolve(), close: async () => undefined };
  }
  const readEveryMs = options.readEveryMs ?? 1;
  const clock = options.clock ?? (() => performance.now());
  let seen = read();
  let readAt = clock();
  const current = () => {
    const at = clock();
    // Under load the api checks thousands of requests a second; one read a millisecond serves them
    // (the read, not the query it saves, was the api's largest cost after the socket writes).
    if (at - readAt < readEveryMs) return true;
    try {
      const generation = read();
      readAt = at;
      if (generation !== seen) {
        seen = generation;
        options.onRevoked(null);
      }
      return true;
    } catch {
      // The connection is busy (a streamed query) or closed: decide without the cache this time.
      return false;
    }
  };
  const timer = setInterval(current, options.pollMs ?? 250);
  timer.unref();
  return {
    current,
    ready: Promise.resolve(),
    async close() {
      clearInterval(timer);
    },
  };
}

function watchPostgres(databaseUrl: string, options: RevocationWatchOptions): RevocationWatch {
  const retryMs = options.retryMs ?? 1000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const lost = (which: pg.Client, error?: unknown) => {
    if (client !== which) return;
    client = null;
    listening = false;
    which.end().catch(() => undefined);
    if (closed) return;
    options.log?.('revocation listener lost; cached sessions are not used until it is back', { err: String(error ?? 'ended') });
    retry = setTimeout(connect, retryMs);
    retry.unref();
  };

  function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: options.listenerName ?? 'paperlight-revocations' });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === REVOCATION_CHANNEL) options.onRevoked(message.payload || null);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next
      .connect()
      .then(() => next.query(`listen ${REVOCATION_CHANNEL}`))
      .then(() => {
        if (client !== next || closed) return;
        // Whatever was cached before this moment was read without a listener.
        options.onRevoked(null);
        listening = true;
        markReady();
      })
      .catch((error: unknown) => lost(next, error));
  }
  connect();

  return {
    current: () => listening,
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      listening = false;
      const last = client;
      client = null;
      markReady();
      await last?.end().catch(() => undefined);
    },
  };
}
