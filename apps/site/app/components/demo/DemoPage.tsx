import { Link } from '@paperlight/ui-kit';
import * as styles from './DemoPage.css';
import { DemoStage } from './DemoStage';

export interface DemoPageProps {
  tool: string;
  toolName: string;
  /** The tool's page in the catalogue, linked from the header; `null` when the catalogue has none. */
  toolSlug?: string | null;
  sampleId: string;
  sampleLabel: string | null;
  signUpUrl: string;
  /** The demo package's stylesheet URL. */
  stylesheet?: string;
}

/** A guest demo on a page of its own: a heading naming tool and sample, then the demo itself. */
export function DemoPage({ tool, toolName, toolSlug = null, sampleId, sampleLabel, signUpUrl, stylesheet }: DemoPageProps) {
  return (
    <>
      {/* In the markup, before the demo, so the server-rendered demo never paints unstyled. */}
      {stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
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
      <div className={styles.body}>
        <DemoStage key={`${tool}/${sampleId}`} tool={tool} sampleId={sampleId} signUpUrl={signUpUrl} />
      </div>
    </>
  );
}
