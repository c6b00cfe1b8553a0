import type { Kysely, Migration } from 'kysely';

const INDEXES = ['audit_log_created_idx', 'audit_log_action_idx', 'audit_log_type_action_idx'] as const;

/**
 * The Activity page (issue 18) reads the whole audit log newest first, filtered by action, by
 * target type (sales see contact requests and trials only) and by a date range: an index for each,
 * ending in the time so a filtered page is read in order instead of sorted.
 */
export const auditActivity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
    await db.schema.createIndex('audit_log_type_action_idx').on('audit_log').columns(['target_type', 'action', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const index of INDEXES) await db.schema.dropIndex(index).ifExists().execute();
  },
};
