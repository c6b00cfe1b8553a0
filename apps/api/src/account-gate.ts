import { watchRevocations, type Database, type RevocationWatch } from '@paperlight/db';
import { CompiledQuery } from 'kysely';
import type { AccessClaims } from './auth';
import { unauthorized } from './errors';

/** What the database says about a registered caller, read in one query and kept while it holds. */
interface Decision {
  admin: boolean;
  sales: boolean;
  toolAdmin: boolean;
  trialEndDate: string | null;
  /** The session's end (ms); Infinity for a token without `sid`. */
  expiresAt: number;
  checkedAt: number;
}

export interface CheckedAccount {
  claims: AccessClaims;
  /** The account's trial end date as the database has it (`null`: no trial); undefined for guests. */
  trialEndDate?: string | null;
}

export interface AccountGateOptions {
  /** How long a valid decision is reused at most, even without a revocation signal. @default 5000 */
  cacheMs?: number;
  /** Decisions kept (one per user and session). @default 50000 */
  cacheSize?: number;
  now?: () => number;
  /** The PostgreSQL listener's application_name. @default 'paperlight-revocations' */
  listenerName?: string;
  /** On SQLite, how long one read of the revocation generation serves (decision 0177). @default 1 */
  revocationReadEveryMs?: number;
  /** The monotonic clock of `revocationReadEveryMs`. @default performance.now */
  revocationClock?: () => number;
  log?: (msg: string, detail?: Record<string, unknown>) => void;
}

export interface AccountGate {
  /**
   * The claims with the roles the database still grants; 401 for an ended session, a suspended or
   * erased account. `fresh` reads the database whatever is cached (before a socket event, decision 0106).
   */
  check(claims: AccessClaims, options?: { fresh?: boolean }): Promise<CheckedAccount>;
  /** `check`'s answer when it needs no query (a guest, or a decision kept in memory); else undefined. */
  checkKept(claims: AccessClaims): CheckedAccount | undefined;
  /** Forgets the decisions about a user (`null`: about everyone), and tells the listeners. */
  invalidate(userId: string | null): void;
  /** Called after every invalidation, for open sockets (decision 0106). */
  onInvalidate(listener: (userId: string | null) => void): void;
  /** The revocation signal the cache follows. */
  watch: RevocationWatch;
  close(): Promise<void>;
}

/** The claims as the account stands now: a role the account lost is dropped from them. */
function narrowed(claims: AccessClaims, decision: Decision): CheckedAccount {
  return {
    claims: {
      ...claims,
      isAdmin: claims.isAdmin && decision.admin,
      isSales: claims.isSales && decision.sales,
      isToolAdmin: claims.isToolAdmin && decision.toolAdmin,
    },
    trialEndDate: decision.trialEndDate,
  };
}

/**
 * The one query of a check: the session, the account and its trial. Built and compiled once (the
 * builder cost as much as the query on the trial banner's route); each request only binds the session
 * id and the user id where the compiled query put them.
 */
function compileSessionQuery(db: Database['db']) {
  const SID = '\u0000sid';
  const SUB = '\u0000sub';
  const template = db
    .selectFrom('users')
    .leftJoin('sessions', (join) => join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', SID))
    .select([
      'users.status',
      'users.is_admin',
      'users.is_sales',
      'users.is_tool_admin',
      'users.trial_end_date',
      'sessions.id as session_id',
      'sessions.revoked_at',
      'sessions.expires_at',
    ])
    .where('users.id', '=', SUB)
    .compile();
  type Row = typeof template extends CompiledQuery<infer R> ? R : never;
  const bind = (sid: string, sub: string) => template.parameters.map((value) => (value === SID ? sid : value === SUB ? sub : value));
  return (sid: string, sub: string) => db.executeQuery<Row>(CompiledQuery.raw(template.sql, bind(sid, sub)));
}

/**
 * The account behind a verified access token, for every request of a registered user: a token whose
 * session ended (logout, sign-out everywhere, password change) or whose account is suspended or erased
 * is refused (401, then the client refreshes and is signed out), and roles count only while both the
 * token and the database grant them, so a demotion takes effect on the next request (decision 0030).
 *
 * One query reads the session, the account and its trial; a valid answer is kept for up to `cacheMs`
 * and dropped the moment the revocation signal says the user changed (decision 0105): on SQLite every
 * check first compares the revocation generation (microseconds), on PostgreSQL a listener hears the
 * triggers' notifications, and while it is not connected nothing is taken from the cache. Refusals are
 * never cached.
 */
export function createAccountGate(database: Database, options: AccountGateOptions = {}): AccountGate {
  const { db } = database;
  const cacheMs = options.cacheMs ?? 5000;
  const cacheSize = options.cacheSize ?? 50_000;
  const now = options.now ?? Date.now;
  const sessionQuery = compileSessionQuery(db);

  /** user id → session id ('' without one) → decision. */
  const cache = new Map<string, Map<string, Decision>>();
  let cached = 0;
  /** Moves on every invalidation: a query that started before one must not fill the cache. */
  let epoch = 0;
  const listeners: ((userId: string | null) => void)[] = [];

  const invalidate = (userId: string | null) => {
    epoch += 1;
    if (userId === null) {
      cache.clear();
      cached = 0;
    } else {
      cached -= cache.get(userId)?.size ?? 0;
      cache.delete(userId);
    }
    for (const listener of listeners) listener(userId);
  };
  const watch = watchRevocations(database, {
    onRevoked: invalidate,
    log: options.log,
    ...(options.listenerName ? { listenerName: options.listenerName } : {}),
    ...(options.revocationReadEveryMs !== undefined ? { readEveryMs: options.revocationReadEveryMs } : {}),
    ...(options.revocationClock ? { clock: options.revocationClock } : {}),
  });

  const load = async (claims: AccessClaims): Promise<Decision> => {
    const { rows } = await sessionQuery(claims.sid ?? '', claims.sub);
    const row = rows[0];
    if (!row || row.status !== 'active') throw unauthorized();
    let expiresAt = Number.POSITIVE_INFINITY;
    // Tokens issued before sessions existed carry no `sid`; they expire within 15 minutes.
    if (claims.sid !== undefined) {
      expiresAt = Date.parse(row.expires_at ?? '');
      if (!row.session_id || row.revoked_at || !(expiresAt > now())) throw unauthorized();
    }
    return {
      admin: Number(row.is_admin) === 1,
      sales: Number(row.is_sales) === 1,
      toolAdmin: Number(row.is_tool_admin) === 1,
      trialEndDate: row.trial_end_date,
      expiresAt,
      checkedAt: now(),
    };
  };

  const remember = (userId: string, sid: string, decision: Decision) => {
    if (cached >= cacheSize) {
      cache.clear();
      cached = 0;
    }
    let sessions = cache.get(userId);
    if (!sessions) cache.set(userId, (sessions = new Map()));
    if (!sessions.has(sid)) cached += 1;
    sessions.set(sid, decision);
  };

  /**
   * Loads under way, by user and session, for the epoch they started in: the checks that miss while
   * one runs wait for it instead of each sending the same query (when 100 sessions' answers age out
   * together on PostgreSQL, every request sent one, and the queries queued behind each other until
   * a quarter of all requests were queries). A check after an invalidation starts its own.
   */
  const pending = new Map<string, { epoch: number; decision: Promise<Decision> }>();

  /** A load whose answer is kept, unless an invalidation came while it ran. */
  const loadAndRemember = (claims: AccessClaims, sid: string): Promise<Decision> => {
    const startedAt = epoch;
    return load(claims).then((loaded) => {
      if (startedAt === epoch && watch.current()) remember(claims.sub, sid, loaded);
      return loaded;
    });
  };

  const loadOnce = (claims: AccessClaims, sid: string): Promise<Decision> => {
    const key = `${claims.sub}\u0000${sid}`;
    const running = pending.get(key);
    if (running && running.epoch === epoch) return running.decision;
    const decision = loadAndRemember(claims, sid).finally(() => {
      if (pending.get(key)?.decision === decision) pending.delete(key);
    });
    pending.set(key, { epoch, decision });
    return decision;
  };

  /** The decision kept for this session, if still young and the session not past its end. */
  const hitOf = (claims: AccessClaims): Decision | undefined => {
    const hit = cache.get(claims.sub)?.get(claims.sid ?? '');
    const at = now();
    return hit && at - hit.checkedAt < cacheMs && hit.expiresAt > at ? hit : undefined;
  };

  const decide = async (claims: AccessClaims, fresh: boolean): Promise<Decision> => {
    const sid = claims.sid ?? '';
    // `current()` runs first: on SQLite it is what notices a change made by another process.
    if (watch.current()) {
      const hit = fresh ? undefined : hitOf(claims);
      if (hit) return hit;
      // A fresh check (before a socket event) reads the database itself.
      return fresh ? loadAndRemember(claims, sid) : loadOnce(claims, sid);
    }
    return load(claims);
  };

  return {
    async check(claims, checkOptions) {
      if (claims.isGuest) return { claims };
      return narrowed(claims, await decide(claims, checkOptions?.fresh === true));
    },
    checkKept(claims) {
      if (claims.isGuest) return { claims };
      const decision = watch.current() ? hitOf(claims) : undefined;
      return decision && narrowed(claims, decision);
    },
    invalidate,
    onInvalidate(listener) {
      listeners.push(listener);
    },
    watch,
    close: () => watch.close(),
  };
}
