import type { Kysely, Schema } from '@paperlight/db';
import * as v from 'valibot';

/**
 * Each person's own view of the administration tables: the columns they hid (decision 0087). Kept
 * on the server, one row per person and table read by primary key, so the page is drawn with the
 * right columns at once, on any device, and survives a reload.
 */

/** The administration tables whose columns can be hidden. */
export const PREFERENCE_TABLES = ['users', 'contact-requests', 'activity', 'tools'] as const;
export type PreferenceTable = (typeof PREFERENCE_TABLES)[number];

export const TableParamsSchema = v.object({
  table: v.picklist(PREFERENCE_TABLES, `table must be one of ${PREFERENCE_TABLES.join(', ')}`),
});

export const TableColumnsBodySchema = v.object({
  hidden: v.pipe(
    v.array(
      v.pipe(
        v.string('hidden must be a list of column ids'),
        v.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'a column id is a word of letters and digits'),
      ),
      'hidden must be a list of column ids',
    ),
    v.maxLength(30, 'hidden must be a list of at most 30 columns'),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type TableColumns = v.InferOutput<typeof TableColumnsBodySchema>;

const keyOf = (table: PreferenceTable) => `columns:${table}`;

/** The columns this person hid in `table`; none until they choose. */
export async function readTableColumns(db: Kysely<Schema>, userId: string, table: PreferenceTable): Promise<TableColumns> {
  const row = await db
    .selectFrom('user_preferences')
    .select('value')
    .where('user_id', '=', userId)
    .where('key', '=', keyOf(table))
    .executeTakeFirst();
  if (!row) return { hidden: [] };
  try {
    const parsed = v.safeParse(TableColumnsBodySchema, JSON.parse(row.value));
    return parsed.success ? parsed.output : { hidden: [] };
  } catch {
    return { hidden: [] };
  }
}

export async function writeTableColumns(
  db: Kysely<Schema>,
  userId: string,
  table: PreferenceTable,
  columns: TableColumns,
  at: Date,
): Promise<TableColumns> {
  const value = JSON.stringify({ hidden: columns.hidden });
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, key: keyOf(table), value, updated_at: at.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: at.toISOString() }))
    .execute();
  return { hidden: columns.hidden };
}
