import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../styles/cx';
import * as styles from './DataTable.css';
import { PAGE_SIZE_OPTIONS, pageWindow, type PageSize } from './tableState';
import type { usePaging } from './usePaging';

/**
 * A pager button that stays focusable when it cannot act (aria-disabled, not disabled), so the
 * focus does not fall to the page when Next reaches the last page.
 */
function PagerButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={disabled || undefined}
      title={label}
      className={styles.pagerButton}
      onClick={disabled ? undefined : onClick}
    >
      {children}
    </Button>
  );
}

/** Above this many pages the pager also offers 'Go to page' (its numbers no longer show them all). */
const JUMP_FROM_PAGES = 5;

/** 'Go to page [n] Go': a number past either end goes to that end. */
function PageJump({ id, pages, onJump }: { id: string; pages: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      className={styles.jump}
      // A number past the last page goes to the last page (like ?page=99), instead of the browser's refusal.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = Math.trunc(Number(value));
        if (!Number.isFinite(wanted) || value.trim() === '') return;
        onJump(Math.min(pages, Math.max(1, wanted)));
        setValue('');
      }}
    >
      <label htmlFor={id} className={styles.jumpLabel}>
        Go to page
      </label>
      <input
        id={id}
        className={cx(styles.input, styles.jumpInput)}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm">
        Go
      </Button>
    </form>
  );
}

interface DataTableFooterProps {
  /** The table's `useId`, the prefix of the summary's and the fields' ids. */
  id: string;
  caption: string;
  total: number;
  pageSize: PageSize;
  onPageSizeChange: (pageSize: PageSize) => void;
  paging: ReturnType<typeof usePaging>;
}

/** Under the table: which rows show of how many (the table's description), the page size, and the pager. */
export function DataTableFooter({
  id,
  caption,
  total,
  pageSize,
  onPageSizeChange,
  paging: { page, pages, from, to, goTo, pagerRef },
}: DataTableFooterProps) {
  return (
    <div className={styles.footer}>
      <p id={`${id}-summary`} className={styles.summary} aria-live="polite">
        {total === 0 ? '0 rows' : `${from}–${to} of ${total}`}
      </p>
      {total > 10 ? (
        <div className={styles.inlineField}>
          <label htmlFor={`${id}-page-size`}>Rows per page</label>
          <select
            id={`${id}-page-size`}
            className={styles.input}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <nav className={styles.pager} aria-label={`${caption} pages`} ref={pagerRef}>
        <PagerButton label="First page" disabled={page <= 1} onClick={() => goTo(1)}>
          <span aria-hidden="true">«</span>
          <VisuallyHidden>First page</VisuallyHidden>
        </PagerButton>
        <PagerButton label="Previous page" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          Previous page
        </PagerButton>
        <ol className={styles.pageList}>
          {pageWindow(page, pages).map((n, index) =>
            n === 'gap' ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={n}>
                <button
                  type="button"
                  className={n === page ? styles.pageCurrent : styles.pageButton}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  data-page={n}
                  onClick={() => goTo(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
        </ol>
        <span className={styles.pageOf}>
          Page {page} of {pages}
        </span>
        {pages > JUMP_FROM_PAGES ? <PageJump id={`${id}-jump`} pages={pages} onJump={goTo} /> : null}
        <PagerButton label="Next page" disabled={page >= pages} onClick={() => goTo(page + 1)}>
          Next page
        </PagerButton>
        <PagerButton label="Last page" disabled={page >= pages} onClick={() => goTo(pages)}>
          <VisuallyHidden>Last page</VisuallyHidden>
          <span aria-hidden="true">»</span>
        </PagerButton>
      </nav>
    </div>
  );
}
