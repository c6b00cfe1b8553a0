import type { GenAiSearchSource } from '@paperlight/api-client';
import { Link, VisuallyHidden } from '@paperlight/ui-kit';
import { demoPath } from '#app/components/demo/samplePages.ts';
import * as page from '#app/styles/page.css.ts';
import type { DiscoveredSource } from './discovery.server';
import * as styles from './DiscoveryPage.css';

function authorNames(source: GenAiSearchSource): string[] {
  return source.authors.map((author) => (author.full_name ?? author.name ?? '').trim()).filter(Boolean);
}

function formatDate(pubDate: string | null | undefined, year: string | number | null | undefined): string | null {
  const value = (pubDate ?? '').trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  const format = (date: Date, withDay: boolean) =>
    new Intl.DateTimeFormat('en-GB', { ...(withDay ? { day: 'numeric' } : {}), month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  if (day) return format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), true);
  if (month) return format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)), false);
  return value || (year === null || year === undefined ? null : String(year));
}

/** The discovery page of a research source cited by a Gen AI Search answer. */
export function DiscoveryPage({ source, citedIn }: DiscoveredSource) {
  const authors = authorNames(source);
  const date = formatDate(source.pubDate, source.year);
  const doi = source.doi ? `https://doi.org/${source.doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')}` : null;
  return (
    <article className={page.page} aria-labelledby="source-title">
      <p className={page.eyebrow}>Research source</p>
      <h1 id="source-title" className={page.title}>
        {source.title}
      </h1>
      {authors.length > 0 ? <p className={page.lead}>{authors.join(', ')}</p> : null}

      <section className={page.card} aria-labelledby="source-details">
        <h2 id="source-details" className={styles.sectionTitle}>
          Details
        </h2>
        <dl className={styles.facts}>
          {date ? (
            <>
              <dt>Published</dt>
              <dd>{date}</dd>
            </>
          ) : null}
          {doi ? (
            <>
              <dt>DOI</dt>
              <dd>
                <a className={page.textLink} href={doi} target="_blank" rel="noopener noreferrer">
                  {doi.slice('https://doi.org/'.length)}
                  <VisuallyHidden> (opens the publisher’s page in a new tab)</VisuallyHidden>
                </a>
              </dd>
            </>
          ) : null}
          <dt>Source id</dt>
          <dd>{source.dyson_id}</dd>
        </dl>
      </section>

      {source.abstract ? (
        <section aria-labelledby="source-summary">
          <h2 id="source-summary" className={styles.sectionTitle}>
            Summary
          </h2>
          <p className={styles.abstract}>{source.abstract}</p>
        </section>
      ) : null}

      <section aria-labelledby="source-cited">
        <h2 id="source-cited" className={styles.sectionTitle}>
          Cited in Gen AI Search
        </h2>
        <ul className={styles.list}>
          {citedIn.map((item) => (
            <li key={item.sampleId}>
              <Link className={page.textLink} href={demoPath('gen-ai-search', item.sampleId)}>
                {item.question}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
