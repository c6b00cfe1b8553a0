import { recordSecurityEvent, sweepSecurityEvents, type Kysely, type Schema, type SecurityEventInput } from '@paperlight/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from './auth';

/**
 * The api's side of the security event log (issue 33, decision 0110): share links, exports, refused
 * role checks, administrators' changes and the sessions they end, each from the caller's address.
 */
export interface SecurityLog {
  /** Records one event by the caller of `request` (when known), from its client address, at the api's clock. */
  record(request: FastifyRequest, event: Omit<SecurityEventInput, 'at' | 'address'>): Promise<void>;
  /** Deletes the events older than the retention period; returns how many went. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `buildApiServer`; routes built without it (unit tests of one router) record nothing. */
    securityLog?: SecurityLog;
  }
}

export function createSecurityLog(options: {
  db: Kysely<Schema>;
  now: () => number;
  clientAddress: (request: FastifyRequest) => string;
  /** SECURITY_LOG_DAYS. */
  retentionDays: number;
}): SecurityLog {
  const { db } = options;
  return {
    record: (request, event) => recordSecurityEvent(db, { ...event, address: options.clientAddress(request), at: new Date(options.now()) }),
    sweep: () => sweepSecurityEvents(db, new Date(options.now()), options.retentionDays),
  };
}

/** The sweep runs at start and then hourly; a failed one is logged and tried at the next hour. */
export const SWEEP_EVERY_MS = 60 * 60_000;

export function scheduleSweeps(app: FastifyInstance, log: SecurityLog): void {
  const run = () => {
    log.sweep().then(
      (deleted) => {
        if (deleted > 0) app.log.info({ event: 'security_log_swept', deleted }, 'old security events deleted');
      },
      (error: unknown) => app.log.error({ err: error }, 'security log sweep failed'),
    );
  };
  app.addHook('onReady', async () => run());
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The `:id` of a user route: the account an administrator's change is about. */
const USER_ROUTE = /^\/administration\/users\/:id(\/|$)/;

/** What each export is called in the log. */
const EXPORTS: Record<string, string> = {
  '/administration/users/export': 'users',
  '/administration/contact-requests/export': 'contact-requests',
  '/administration/activity/export': 'activity',
  '/administration/security-events/export': 'security-events',
};

/** Changes that are one person's own view, not an administrator's change to the product. */
const NOT_CHANGES = new Set(['/administration/table-columns/:table']);

/**
 * An `onResponse` hook for one administration route: a 403 is a refused role check; a finished
 * export is an export; any other answer to a change (not GET) is an administrator's change, a
 * success below 400 and a failure from 400 (a 401 has no caller to name, so it is left out).
 */
export function administrationEvents(method: string, path: string, userOf: (request: FastifyRequest) => AccessClaims) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const log = request.server.securityLog;
    if (!log) return;
    const status = reply.statusCode;
    let caller: AccessClaims | null = null;
    try {
      caller = userOf(request);
    } catch {
      caller = null;
    }
    if (!caller || status === 401) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const targetId = typeof params.id === 'string' ? params.id.slice(0, 100) : undefined;
    const actor = { actorId: caller.sub, actorEmail: caller.email, subjectId: USER_ROUTE.test(path) && targetId ? targetId : null };
    const where = { method, route: path, status, ...(targetId && !USER_ROUTE.test(path) ? { targetId } : {}) };
    if (status === 403) {
      await log.record(request, { kind: 'access.refused', outcome: 'refused', ...actor, detail: where });
    } else if (method === 'GET' && EXPORTS[path] && status === 200) {
      const format = (request.query as Record<string, unknown> | undefined)?.format === 'jsonl' ? 'jsonl' : 'csv';
      await log.record(request, { kind: 'export', outcome: 'success', ...actor, detail: { export: EXPORTS[path], format } });
    } else if (method !== 'GET' && !NOT_CHANGES.has(path)) {
      await log.record(request, { kind: 'admin.change', outcome: status < 400 ? 'success' : 'failure', ...actor, detail: where });
    }
  };
}
