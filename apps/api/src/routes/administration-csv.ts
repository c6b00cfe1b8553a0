import * as v from 'valibot';

/** First characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a cell that a spreadsheet would run as a formula gets a leading apostrophe, and
 * any cell with a comma, quote or line break is quoted.
 * @example csvCell('=HYPERLINK("x")') // `"'=HYPERLINK(""x"")"`
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An export stops here so one request cannot tie up the server. */
export const CSV_MAX_ROWS = 10_000;

/** UTF-8's byte order mark: spreadsheet programs (Excel) read the file as UTF-8 only with it, and keep accents. */
export const UTF8_BOM = '\uFEFF';

type CsvValue = string | number | boolean | null;

/** A whole CSV document: the BOM, a header row, CRLF line ends as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A CSV column and the table column it belongs to (one table column may give several, e.g. first and last name). */
export interface CsvColumn<Row> {
  /** The id of the DataTable column that shows it: hiding that column leaves this one out. */
  table: string;
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * The CSV of a table's current view (decision 0091): every matching row, the columns the reader
 * has not hidden. The columns in `keep` (the one naming the row, which the table never hides) stay
 * whatever `hidden` says, and so does everything when `hidden` would leave nothing.
 */
export function viewCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  hidden: readonly string[] = [],
  keep: readonly string[] = [],
): string {
  const shown = columns.filter((column) => keep.includes(column.table) || !hidden.includes(column.table));
  const used = shown.length > 0 ? shown : columns;
  return toCsv(
    used.map((column) => column.header),
    rows.map((row) => used.map((column) => column.value(row))),
  );
}

/**
 * `hidden` of an export's query: the ids of the table columns the reader hid, comma-separated
 * (`hidden=email,lastSignInAt`); unknown ids are ignored, as in the Columns list (decision 0087).
 */
export const hiddenColumnsField = v.optional(
  v.pipe(
    v.string('hidden must be a single value'),
    v.maxLength(1000, 'hidden is too long'),
    v.transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
    v.check((ids) => ids.every((id) => /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(id)), 'hidden must be column ids separated by commas'),
  ),
  '',
);
