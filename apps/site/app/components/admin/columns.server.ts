import * as v from 'valibot';
import { apiGet } from '#app/api.server.ts';
import type { ColumnsTable } from './useHiddenColumns';

const TableColumnsSchema = v.object({ statusCode: v.number(), data: v.object({ hidden: v.array(v.string()) }) });

/** The columns this person hid in `table` (decision 0087): read with the page, so it is drawn without them. */
export async function hiddenColumnsOf(table: ColumnsTable, accessToken: string): Promise<string[]> {
  const { data } = await apiGet(`/administration/table-columns/${table}`, accessToken, TableColumnsSchema);
  return data.hidden;
}
