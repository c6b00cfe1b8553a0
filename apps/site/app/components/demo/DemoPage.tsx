import { Link } from '@paperlight/ui-kit';
import type { ReactNode } from 'react';
import * as styles from './DemoPage.css';

export interface DemoPageProps {
  toolName: string;
  /** The tool's page in the catalogue, linked from the header; `null` when the catalogue has none. */
  toolSlug?: string | null;
  sampleLabel: string | null;
  /**
   * The demo: a `DemoStage` (the demo's code loads with the page, the demo fetches its sample in the
   * browser) or the demo itself, its sample read on the server (Alt Text, Multi-lingual Audio).
   */
  demo: ReactNode;
}

/** A guest demo on a page of its own: a heading naming tool and sample, then the demo itself. */
// The demo's stylesheet is in the document head: the route's `links` (Alt Text, Multi-lingual Audio)
// or its handle's stylesheets, which root's RouteStylesheets renders.
export function DemoPage({ toolName, toolSlug = null, sampleLabel, demo }: DemoPageProps) {
  return (
    <>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Sample result</p>
          <h1 className={styles.title}>
            {toolName}
            {sampleLabel ? `: ${sampleLabel}` : ''}
          </h1>
        </div>
        <p className={styles.links}>
          {toolSlug ? (
            <Link className={styles.back} href={`/tools/${toolSlug}`}>
              About {toolName}
            </Link>
          ) : null}
          <Link className={styles.back} href="/#tools-showcase">
            Try the other samples
          </Link>
        </p>
      </header>
      <div className={styles.body}>{demo}</div>
    </>
  );
}
