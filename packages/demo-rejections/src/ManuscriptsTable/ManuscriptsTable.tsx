import type { ManuscriptRow } from '@paperlight/api-client';
import { DataTable, VisuallyHidden, type DataTableColumn, type TableStateOptions } from '@paperlight/ui-kit';
import { useMemo } from 'react';
import { OpenLockIcon, LockIcon } from '../icons';
import { formatCount, formatPublicationDate, pageOf, sortManuscripts, SORTABLE_COLUMNS } from '../report';
import * as styles from './ManuscriptsTable.css';
import { useUrlTableState } from './useUrlTableState';

export interface ManuscriptsTableProps {
  /** Every manuscript of the report (`publishedManuscripts.data`); paged and sorted here. */
  rows: readonly ManuscriptRow[];
}

/** The URL's table parameters: page, pageSize, sort (publicationDate, citationCount), order. */
export const MANUSCRIPTS_TABLE_OPTIONS: TableStateOptions = { sortable: SORTABLE_COLUMNS };

const COLUMNS: readonly DataTableColumn<ManuscriptRow>[] = [
  {
    id: 'manuscriptTitle',
    header: 'Manuscript Title',
    cell: (row) =>
      row.isPublished && row.doiLink ? (
        <a className={`${styles.manuscript} ${styles.doiLink}`} href={row.doiLink} target="_blank" rel="noopener noreferrer">
          {row.manuscriptTitle}
          <VisuallyHidden> (DOI, opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        <span className={styles.manuscript}>{row.manuscriptTitle}</span>
      ),
  },
  {
    id: 'publicationDate',
    header: 'Publication Date',
    sortable: true,
    cell: (row) => <span className={styles.nowrap}>{formatPublicationDate(row.publicationDate)}</span>,
  },
  { id: 'journalTitle', header: 'Journal Title', cell: (row) => <span className={styles.journal}>{row.journalTitle ?? '-'}</span> },
  {
    id: 'citationCount',
    header: 'Total Citations',
    sortable: true,
    cell: (row) => (
      <span className={styles.nowrap}>
        {row.citationCount === null || row.citationCount === undefined ? '-' : formatCount(row.citationCount)}
      </span>
    ),
  },
  {
    id: 'isOa',
    header: 'OA',
    cell: (row) => (
      <span className={`${styles.oa} ${row.isOa ? styles.oaTone.open : styles.oaTone.closed}`}>
        {row.isOa ? <OpenLockIcon /> : <LockIcon />}
        <VisuallyHidden>{row.isOa ? 'Open access' : 'Not open access'}</VisuallyHidden>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <span className={row.isPublished ? styles.status.published : styles.status.notPublished}>
        {row.isPublished ? 'Published' : 'Not Published'}
      </span>
    ),
  },
];

/**
 * The manuscripts table: DOI links for published rows, dd/MM/yyyy dates, OA icons with text,
 * sortable by publication date and citations, paged through the URL's page and pageSize.
 */
export function ManuscriptsTable({ rows }: ManuscriptsTableProps) {
  const [state, setState] = useUrlTableState(MANUSCRIPTS_TABLE_OPTIONS);
  const sorted = useMemo(() => sortManuscripts(rows, state.sort, state.order), [rows, state.sort, state.order]);
  const page = pageOf(sorted, state.page, state.pageSize);
  return (
    <section className={styles.root} aria-label="Manuscripts">
      <DataTable
        caption="Rejected manuscripts"
        columns={COLUMNS}
        rows={page}
        total={rows.length}
        rowKey={(row) => `${row.manuscriptTitle}|${row.doiLink ?? ''}`}
        state={state}
        onStateChange={setState}
        className={styles.dataTable}
      />
    </section>
  );
}
