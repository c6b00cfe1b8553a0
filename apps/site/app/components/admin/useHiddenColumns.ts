import { useToast } from '@paperlight/ui-kit';
import { useFetcher, type ShouldRevalidateFunction } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';

/** Where the site keeps a person's choice of columns (decision 0087). */
export const TABLE_COLUMNS_ACTION = '/administration/table-columns';

/** The administration tables whose columns can be hidden; the api keeps one choice per person and table. */
export type ColumnsTable = 'users' | 'contact-requests' | 'activity' | 'tools';

/**
 * The columns this person hid in `table`, as the loader read them from the api, and the callback
 * the DataTable calls with a new choice: shown at once, saved in the background for the next visit
 * (any device, after a reload). A choice that could not be saved says so in a toast.
 */
export function useHiddenColumns(table: ColumnsTable, saved: readonly string[]) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const toast = useToast();
  const [hidden, setHidden] = useState<string[]>(() => [...saved]);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer && !answer.ok)
      toast.show(`Your choice of columns was not saved: ${answer.message ?? 'please try again'}`, { tone: 'danger' });
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps
  const onHiddenColumnsChange = useCallback(
    (next: string[]) => {
      setHidden(next);
      const body = new FormData();
      body.set('table', table);
      for (const id of next) body.append('hidden', id);
      fetcher.submit(body, { method: 'post', action: TABLE_COLUMNS_ACTION });
    },
    [fetcher, table],
  );
  return { hiddenColumns: hidden, onHiddenColumnsChange };
}

/** Saving a choice of columns changes nothing on the page: the table is not loaded again for it. */
export const keepTableOnColumnChoice: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === TABLE_COLUMNS_ACTION ? false : defaultShouldRevalidate;
