import { visuallyHidden } from '@paperlight/ui-kit';
import { useId, type ReactNode } from 'react';
import * as styles from './charts.css';

export interface ChartCardProps {
  title: string;
  description?: string;
  /** The chart's own empty message; when set, it replaces the chart. */
  emptyMessage: string | null;
  /** Height of the drawing (and of the empty box), so loading, empty and ready take the same room. */
  height: number;
  /** The data as text (a table) for screen readers; the drawing itself is hidden from them. */
  textAlternative: ReactNode;
  /** A visible key above the drawing (hidden from screen readers: the table says it all). */
  legend?: ReactNode;
  /** On screens narrower than this the drawing scrolls sideways instead of squeezing. */
  minWidth?: number;
  children: ReactNode;
}

/** A titled chart card: the nivo drawing, its empty message, and a text alternative. */
export function ChartCard({ title, description, emptyMessage, height, textAlternative, legend, minWidth, children }: ChartCardProps) {
  const id = useId();
  const drawing = (
    <div className={styles.area} style={{ minHeight: height, minWidth }} aria-hidden="true" data-chart={title}>
      {children}
    </div>
  );
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      {description ? <p className={styles.description}>{description}</p> : null}
      {emptyMessage !== null ? (
        <p className={styles.empty} style={{ height }}>
          {emptyMessage}
        </p>
      ) : (
        <>
          {legend ? <div aria-hidden="true">{legend}</div> : null}
          {minWidth ? (
            // Keyboard users can scroll the wide drawing too.
            <div className={styles.scroller} tabIndex={0} role="group" aria-label={`${title} chart, scrolls sideways`}>
              {drawing}
            </div>
          ) : (
            drawing
          )}
          <div className={visuallyHidden}>{textAlternative}</div>
        </>
      )}
    </section>
  );
}

/** A plain data table for a chart's text alternative. */
export function DataTableAlternative({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
