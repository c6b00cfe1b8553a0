import { useEffect, useMemo, useRef, useState } from 'react';

/**
 * The rows ticked on the current page. Selection holds keys of this page's rows only: a new page (or
 * rows gone after an action) drops the rest.
 */
export function useRowSelection<Row>(rows: readonly Row[], rowKey: (row: Row) => string) {
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const pageKeys = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  // The keys' text, not the array, says whether the page changed: a new array of the same rows keeps the selection.
  const pageKeysJoined = pageKeys.join('\n');
  const latestPageKeys = useRef(pageKeys);
  latestPageKeys.current = pageKeys;
  useEffect(() => {
    setSelectedKeys((previous) => {
      const kept = new Set([...previous].filter((key) => latestPageKeys.current.includes(key)));
      return kept.size === previous.size ? previous : kept;
    });
  }, [pageKeysJoined]);
  const selectedRows = rows.filter((row) => selectedKeys.has(rowKey(row)));
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  const clearSelection = () => setSelectedKeys(new Set());
  const toggleRow = (key: string) =>
    setSelectedKeys((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const togglePage = () => setSelectedKeys(allSelected ? new Set() : new Set(pageKeys));
  return { selectedKeys, selectedRows, allSelected, clearSelection, toggleRow, togglePage };
}
