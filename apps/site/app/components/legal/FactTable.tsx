import * as company from '#app/styles/company.css.ts';
import * as page from '#app/styles/page.css.ts';

export interface FactTableProps<Row> {
  /** The table's caption, which also names its scrolling region. */
  caption: string;
  /** Column headers, in order, with how each row's cell is read. */
  columns: ReadonlyArray<{ header: string; cell: (row: Row) => string }>;
  rows: readonly Row[];
}

/** A plain table of facts (cookies, retention, processors) that scrolls sideways on a phone. */
export function FactTable<Row>({ caption, columns, rows }: FactTableProps<Row>) {
  return (
    <div className={company.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={page.table}>
        <caption className={page.th}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={page.th}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column, position) =>
                position === 0 ? (
                  <th key={column.header} scope="row" className={page.td}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={page.td}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
