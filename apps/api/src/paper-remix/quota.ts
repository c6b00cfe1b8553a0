/**
 * The storage quota and the edit rate of one user (decision 0140). Everything a user keeps counts:
 * uploads and results (the `files` table) and the versions of edited results (each keeps its whole
 * execution in `node_versions`). Edits are also limited to a rate a person editing by hand never
 * reaches, so a script cannot fill the disk between two quota checks.
 */
import type { Database } from '@paperlight/db';
import { PostgresAdapter, sql } from 'kysely';
import { HttpError } from '../errors';
import { formatSize } from './upload-check';

type Db = Database['db'];

/** Saved edits (and restores) one user may make in a minute. A person saves a few. */
export const EDITS_PER_MINUTE = 30;
export const EDIT_RATE_MESSAGE = 'You are saving edits faster than anyone can type. Please wait a minute and try again.';

export interface StorageQuota {
  readonly quotaBytes: number;
  /** Bytes the user keeps: stored files and the versions of their edited results. */
  used(userId: string): Promise<number>;
  message(): string;
  /** Refuses (413) `bytes` more when they would take the user past the quota; nothing is written. */
  ensureRoom(userId: string, bytes: number, on?: Db): Promise<void>;
  /** Refuses (429) another saved edit when the user made EDITS_PER_MINUTE in the last minute. */
  ensureEditRate(userId: string, nowMs: number, on?: Db): Promise<void>;
  /**
   * Inside a transaction: holds the user's quota until it commits, so parallel saves are counted one
   * after another (PostgreSQL: an advisory lock; SQLite runs one transaction at a time anyway).
   */
  lock(userId: string, trx: Db): Promise<void>;
}

export function createStorageQuota(db: Db, quotaBytes: number): StorageQuota {
  const message = () => `You have used your ${formatSize(quotaBytes)} of storage. Delete a project you no longer need to make room.`;
  const versionsOf = (userId: string, on: Db = db) =>
    on
      .selectFrom('node_versions')
      .innerJoin('project_nodes', 'project_nodes.id', 'node_versions.project_node_id')
      .innerJoin('projects', 'projects.id', 'project_nodes.project_id')
      .where('projects.user_id', '=', userId);

  const used = async (userId: string, on: Db = db) => {
    const [files, versions] = await Promise.all([
      on
        .selectFrom('files')
        .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
        .where('owner_id', '=', userId)
        .executeTakeFirst(),
      versionsOf(userId, on)
        .select(sql<number | string | null>`sum(length(node_versions.execution))`.as('total'))
        .executeTakeFirst(),
    ]);
    return Number(files?.total ?? 0) + Number(versions?.total ?? 0);
  };

  return {
    quotaBytes,
    used,
    message,
    async ensureRoom(userId, bytes, on = db) {
      if ((await used(userId, on)) + bytes > quotaBytes) throw new HttpError(413, message());
    },
    async ensureEditRate(userId, nowMs, on = db) {
      const since = new Date(nowMs - 60_000).toISOString();
      const row = await versionsOf(userId, on)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('node_versions.kind', '!=', 'generated')
        .where('node_versions.created_at', '>', since)
        .executeTakeFirst();
      if (Number(row?.n ?? 0) >= EDITS_PER_MINUTE) throw new HttpError(429, EDIT_RATE_MESSAGE);
    },
    async lock(userId, trx) {
      if (trx.getExecutor().adapter instanceof PostgresAdapter)
        await sql`select pg_advisory_xact_lock(hashtext(${`quota:${userId}`}))`.execute(trx);
    },
  };
}
