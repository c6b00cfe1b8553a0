import { randomUUID } from 'node:crypto';
import type { Kysely, Schema } from '@paperlight/db';
import type { AccessClaims } from '../auth';

export interface AuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** Writes who changed what and when, with the changed fields before and after. */
export async function writeAudit(
  db: Kysely<Schema>,
  entry: { actor: AccessClaims; targetType: 'user' | 'contact_request' | 'tool'; targetId: string; action: string; before: unknown; after: unknown; at: Date },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: entry.actor.sub,
      actor_email: entry.actor.email,
      target_type: entry.targetType,
      target_id: entry.targetId,
      action: entry.action,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
      created_at: entry.at.toISOString(),
    })
    .execute();
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The audit trail of one row, newest first. */
export async function auditOf(db: Kysely<Schema>, targetType: string, targetId: string, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    before: parse(row.before),
    after: parse(row.after),
    createdAt: row.created_at,
  }));
}
