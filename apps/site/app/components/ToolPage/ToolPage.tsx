import { Button, Link } from '@paperlight/ui-kit';
import { notifyHref, type Tool } from '#app/content/tools.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from './ToolPage.css';

export const SIGN_UP_HREF = '/auth/signup';
export const DEMO_HREF = '/#tools-showcase';

export type RelatedTool = Pick<Tool, 'slug' | 'name' | 'tagline'>;

export interface ToolPageProps {
  tool: Tool;
  /** Tools to suggest next, in order. */
  related: RelatedTool[];
}

function PrimaryAction({ tool }: { tool: Tool }) {
  if (tool.status === 'available') {
    return (
      <Button asChild size="lg">
        <Link href={SIGN_UP_HREF}>Try {tool.name}</Link>
      </Button>
    );
  }
  return (
    <Button asChild size="lg">
      <Link href={notifyHref(tool)}>Notify Me</Link>
    </Button>
  );
}

/** A tool's public page: what it does, who it is for, a sample result or the demo, and related tools. */
export function ToolPage({ tool, related }: ToolPageProps) {
  return (
    <article className={page.page} aria-labelledby="tool-title">
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumbs}>
          <li>
            <Link className={page.textLink} href="/">
              Home
            </Link>
          </li>
          <li>
            <Link className={page.textLink} href="/#full-ai-suite">
              AI tools
            </Link>
          </li>
          <li aria-current="page">{tool.name}</li>
        </ol>
      </nav>

      <header className={styles.intro}>
        <p className={page.eyebrow}>{tool.category}</p>
        <h1 id="tool-title" className={page.title}>
          {tool.name}
        </h1>
        <p className={page.lead}>{tool.tagline}</p>
        <div className={page.actions}>
          <PrimaryAction tool={tool} />
          {tool.hasDemo ? (
            <Button asChild size="lg" variant="secondary">
              <Link href={DEMO_HREF}>Try the live demo</Link>
            </Button>
          ) : null}
        </div>
        {tool.status === 'coming-soon' ? <p className={styles.note}>{tool.name} is coming soon. Leave your details and we will tell you when it launches.</p> : null}
      </header>

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="what-title">
          <h2 id="what-title" className={styles.sectionTitle}>
            What it does
          </h2>
          {tool.description.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <ul className={styles.features}>
            {tool.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="who-title">
          <h2 id="who-title" className={styles.sectionTitle}>
            Who it is for
          </h2>
          <ul className={styles.audience}>
            {tool.audience.map((item) => (
              <li key={item.who}>
                <strong className={styles.audienceWho}>{item.who}</strong> {item.why}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={page.card} aria-labelledby="sample-title">
        <h2 id="sample-title" className={styles.sectionTitle}>
          {tool.hasDemo ? 'Sample result' : 'Example result'}:{' '}
          {tool.sample.href ? (
            <Link className={page.textLink} href={tool.sample.href}>
              {tool.sample.title}
            </Link>
          ) : (
            tool.sample.title
          )}
        </h2>
        <dl className={styles.sample}>
          <dt className={styles.sampleTerm}>Input</dt>
          <dd className={styles.sampleValue}>{tool.sample.input}</dd>
          <dt className={styles.sampleTerm}>Result</dt>
          <dd className={styles.sampleValue}>
            <ul className={styles.sampleOutput}>
              {tool.sample.output.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </dl>
        {tool.hasDemo ? (
          <p>
            <Link className={page.textLink} href={DEMO_HREF}>
              Run the {tool.name} demo on a sample paper, no account needed
            </Link>
          </p>
        ) : null}
      </section>

      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.sectionTitle}>
            Related tools
          </h2>
          <ul className={styles.related}>
            {related.map((item) => (
              <li key={item.slug} className={page.card}>
                <h3 className={page.cardTitle}>
                  <Link className={page.textLink} href={`/tools/${item.slug}`}>
                    {item.name}
                  </Link>
                </h3>
                <p>{item.tagline}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
