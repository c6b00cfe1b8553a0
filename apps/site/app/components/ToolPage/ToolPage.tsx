import { Button, Link, VisuallyHidden } from '@paperlight/ui-kit';
import type { CatalogueTool } from '#app/lib/catalogue.ts';
import { notifyHref, toolPath } from '#app/lib/catalogue.ts';
import * as page from '#app/styles/page.css.ts';
import * as styles from './ToolPage.css';
import { ToolVisual, type ToolVisualSource } from './ToolVisual';

export const SIGN_UP_HREF = '/auth/signup';

export type RelatedTool = Pick<CatalogueTool, 'slug' | 'name' | 'tagline' | 'description'>;

/** The tool as its page reads it: the catalogue's fields without the bookkeeping. */
export type ToolPageTool = Pick<
  CatalogueTool,
  'slug' | 'name' | 'category' | 'tagline' | 'description' | 'status' | 'appPath' | 'about' | 'features' | 'audience' | 'sample'
>;

export interface ToolPageProps {
  tool: ToolPageTool;
  /** Tools to suggest next, in order (public ones only). */
  related: RelatedTool[];
  /** The screenshot of its demo or its illustration. */
  visual: ToolVisualSource;
  /** 'Try the live demo': the showcase with this tool and a sample chosen, or its demo page; `null` without a demo. */
  liveDemoHref: string | null;
  /** The booking page ('Book a demo' for tools without a product here), opened in a new tab. */
  bookingUrl: string;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Sign-up, then straight to where the tool lives: signed-in visitors go there at once. */
export const tryHref = (appPath: string) => `${SIGN_UP_HREF}?${new URLSearchParams({ returnTo: appPath }).toString()}`;

function PrimaryActions({ tool, bookingUrl }: { tool: ToolPageTool; bookingUrl: string }) {
  if (tool.status === 'coming-soon') {
    return (
      <Button asChild size="lg">
        <Link href={notifyHref(tool.name)}>
          Notify Me<VisuallyHidden> about {tool.name}</VisuallyHidden>
        </Link>
      </Button>
    );
  }
  if (tool.appPath) {
    return (
      <Button asChild size="lg">
        <a href={tryHref(tool.appPath)}>Try {tool.name}</a>
      </Button>
    );
  }
  // No self-serve product yet: a conversation, not a sign-up that leads nowhere.
  return (
    <Button asChild size="lg">
      <a href={bookingUrl} {...NEW_TAB}>
        Book a demo<VisuallyHidden> of {tool.name} (opens in a new tab)</VisuallyHidden>
      </a>
    </Button>
  );
}

function StatusNote({ tool, bookingUrl }: { tool: ToolPageTool; bookingUrl: string }) {
  if (tool.status === 'coming-soon') {
    return <p className={styles.note}>{tool.name} is coming soon. Leave your details and we will tell you when it launches.</p>;
  }
  if (tool.appPath) {
    return (
      <p className={styles.note}>
        Free for 7 days, no card needed. Rather talk it through first?{' '}
        <a className={page.textLink} href={bookingUrl} {...NEW_TAB}>
          Book a demo<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </p>
    );
  }
  return <p className={styles.note}>{tool.name} is set up with your team: we run it on your own papers during a 30-minute call.</p>;
}

/** A tool's public page: what it does, who it is for, a real picture of it, a sample result and related tools. */
export function ToolPage({ tool, related, visual, liveDemoHref, bookingUrl }: ToolPageProps) {
  const comingSoon = tool.status === 'coming-soon';
  const about = tool.about.length > 0 ? tool.about : [tool.description];
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

      <div className={styles.hero}>
        <header className={styles.intro}>
          <p className={styles.eyebrowRow}>
            <span className={page.eyebrow}>{tool.category}</span>
            {comingSoon ? <span className={styles.soon}>Coming soon</span> : null}
          </p>
          <h1 id="tool-title" className={page.title}>
            {tool.name}
          </h1>
          <p className={page.lead}>{tool.tagline || tool.description}</p>
          <div className={page.actions}>
            <PrimaryActions tool={tool} bookingUrl={bookingUrl} />
            {liveDemoHref ? (
              <Button asChild size="lg" variant="secondary">
                <Link href={liveDemoHref}>Try the live demo</Link>
              </Button>
            ) : null}
          </div>
          <StatusNote tool={tool} bookingUrl={bookingUrl} />
        </header>
        <ToolVisual visual={visual} />
      </div>

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="what-title">
          <h2 id="what-title" className={styles.sectionTitle}>
            What it does
          </h2>
          {about.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {tool.features.length > 0 ? (
            <ul className={styles.features}>
              {tool.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ) : null}
        </section>

        {tool.audience.length > 0 ? (
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
        ) : null}
      </div>

      {tool.sample ? (
        <section className={page.card} aria-labelledby="sample-title">
          <h2 id="sample-title" className={styles.sectionTitle}>
            {tool.sample.href ? 'Sample result' : 'Example result'}:{' '}
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
          {liveDemoHref ? (
            <p>
              <Link className={page.textLink} href={liveDemoHref}>
                Run the {tool.name} demo on a sample, no account needed
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}

      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.sectionTitle}>
            Related tools
          </h2>
          <ul className={styles.related}>
            {related.map((item) => (
              <li key={item.slug} className={page.card}>
                <h3 className={page.cardTitle}>
                  <Link className={page.textLink} href={toolPath(item.slug)}>
                    {item.name}
                  </Link>
                </h3>
                <p>{item.tagline || item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
