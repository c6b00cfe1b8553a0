export { MANUSCRIPTS_TABLE_OPTIONS, ManuscriptsTable } from './ManuscriptsTable';
export type { ManuscriptsTableProps } from './ManuscriptsTable';
export { useUrlTableState } from './useUrlTableState';
