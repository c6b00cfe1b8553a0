import type { Kysely, Schema } from '@paperlight/db';
import { activity, ActivityQuerySchema } from './administration-activity';
import { auditCsv, AuditExportQuerySchema, AuditQuerySchema, listAudit } from './administration-audit';
import { parseOrThrow } from './administration-contacts';
import {
  securityEventsCsv,
  securityEventsJsonl,
  SecurityEventsExportQuerySchema,
  securityEventsPage,
  SecurityEventsQuerySchema,
} from './administration-security';
import { readTableColumns, TableColumnsBodySchema, TableParamsSchema, writeTableColumns } from './administration-preferences';
import { DAY, type AdminScope } from './administration-scope';

/** Counts for the overview's stat cards: users by trial state, recent sign-ups, contact requests by status. */
export async function overview(db: Kysely<Schema>, now: Date) {
  const nowIso = now.toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
  const count = (n: unknown) => Number(n ?? 0);
  const [users, contacts] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.sum(eb.case().when('trial_end_date', '>', nowIso).then(1).else(0).end()).as('activeTrials'),
        eb.fn.sum(eb.case().when('trial_end_date', '<=', nowIso).then(1).else(0).end()).as('expiredTrials'),
        eb.fn.sum(eb.case().when('created_at', '>', weekAgo).then(1).else(0).end()).as('signUps7d'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_requests')
      .select((eb) => ['status', eb.fn.countAll().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const byStatus = Object.fromEntries(contacts.map((row) => [row.status, count(row.n)]));
  return {
    users: count(users.total),
    activeTrials: count(users.activeTrials),
    expiredTrials: count(users.expiredTrials),
    signUps7d: count(users.signUps7d),
    contactRequests: { new: byStatus.new ?? 0, contacted: byStatus.contacted ?? 0, closed: byStatus.closed ?? 0 },
  };
}

/** The console's overview, Activity, the security event log and each person's hidden table columns. */
export function registerConsoleRoutes({ app, db, now, userOf, route }: AdminScope): void {
  app.route({
    ...route('GET', '/administration/overview'),
    handler: async () => ({ statusCode: 200, data: await overview(db, now()) }),
  });

  app.route({
    ...route('GET', '/administration/overview/activity'),
    handler: async (request) => {
      const { days } = parseOrThrow(ActivityQuerySchema, request.query ?? {}, 'Invalid query');
      return { statusCode: 200, data: { days, series: await activity(db, days, now()) } };
    },
  });

  // Every audited change (decision 0084): administrators see all of it, sales contact requests and trials.
  app.route({
    ...route('GET', '/administration/activity'),
    handler: async (request) => ({
      statusCode: 200,
      data: await listAudit(db, parseOrThrow(AuditQuerySchema, request.query, 'Invalid query'), userOf(request)),
    }),
  });

  app.route({
    ...route('GET', '/administration/activity/export'),
    handler: async (request, reply) => {
      const csv = await auditCsv(db, parseOrThrow(AuditExportQuerySchema, request.query, 'Invalid query'), userOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  // The security event log (decision 0110): administrators only.
  app.route({
    ...route('GET', '/administration/security-events'),
    handler: async (request) => ({
      statusCode: 200,
      data: await securityEventsPage(db, parseOrThrow(SecurityEventsQuerySchema, request.query, 'Invalid query')),
    }),
  });

  app.route({
    ...route('GET', '/administration/security-events/export'),
    handler: async (request, reply) => {
      const query = parseOrThrow(SecurityEventsExportQuerySchema, request.query, 'Invalid query');
      const day = now().toISOString().slice(0, 10);
      reply.header('cache-control', 'no-store');
      if (query.format === 'jsonl') {
        return reply
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('content-disposition', `attachment; filename="security-events-${day}.jsonl"`)
          .send(securityEventsJsonl(db, query));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="security-events-${day}.csv"`)
        .send(await securityEventsCsv(db, query));
    },
  });

  // The columns each person hid in each administration table (decision 0087).
  app.route({
    ...route('GET', '/administration/table-columns/:table'),
    handler: async (request) => {
      const { table } = parseOrThrow(TableParamsSchema, request.params, 'Invalid table');
      return { statusCode: 200, data: await readTableColumns(db, userOf(request).sub, table) };
    },
  });

  app.route({
    ...route('PUT', '/administration/table-columns/:table'),
    handler: async (request) => {
      const { table } = parseOrThrow(TableParamsSchema, request.params, 'Invalid table');
      const body = parseOrThrow(TableColumnsBodySchema, request.body, 'Invalid body');
      return { statusCode: 200, data: await writeTableColumns(db, userOf(request).sub, table, body, now()) };
    },
  });
}
