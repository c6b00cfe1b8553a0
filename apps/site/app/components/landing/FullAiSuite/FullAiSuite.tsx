import { Button, Link, VisuallyHidden } from '@paperlight/ui-kit';
import { TOOL_CATEGORIES, toolPath } from '#app/lib/catalogue.ts';
import * as styles from './FullAiSuite.css';
import { SuiteTabs } from './SuiteTabs';

/** The suite tabs are the catalogue's five categories (SPEC §2). */
export const SUITE_TABS = TOOL_CATEGORIES;

/** A tool of the catalogue as the suite cards show it. */
export interface SuiteTool {
  slug: string;
  name: string;
  category: string;
  description: string;
  /** `available` shows Explore; `coming-soon` shows Notify Me. */
  status: string;
}

export interface FullAiSuiteProps {
  tools: readonly SuiteTool[];
  /** Notify Me: the page prefills the contact form and scrolls to it. */
  onNotify: (tool: SuiteTool) => void;
}

/** Every public tool of the catalogue, grouped in the five suite tabs of SPEC §2. */
export function FullAiSuite({ tools, onNotify }: FullAiSuiteProps) {
  const items = SUITE_TABS.map((tab) => {
    const inTab = tools.filter((tool) => tool.category === tab && tool.status !== 'hidden');
    return {
      value: tab,
      label: tab,
      content: inTab.length ? (
        <ul className={styles.grid}>
          {inTab.map((tool) => {
            const comingSoon = tool.status === 'coming-soon';
            return (
              <li key={tool.slug}>
                <article className={styles.card}>
                  <div className={styles.cardHead}>
                    <h3 className={styles.name}>
                      <Link className={styles.nameLink} href={toolPath(tool.slug)}>
                        {tool.name}
                      </Link>
                    </h3>
                    {comingSoon ? <span className={styles.soon}>Coming soon</span> : null}
                  </div>
                  <p className={styles.description}>{tool.description}</p>
                  <div>
                    {comingSoon ? (
                      <Button onClick={() => onNotify(tool)}>
                        Notify Me<VisuallyHidden> about {tool.name}</VisuallyHidden>
                      </Button>
                    ) : (
                      <Button asChild variant="secondary">
                        <Link href={toolPath(tool.slug)}>
                          Explore<VisuallyHidden> {tool.name}</VisuallyHidden>
                        </Link>
                      </Button>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.empty}>New tools for this suite are on their way. Ask us about them below.</p>
      ),
    };
  });
  return <SuiteTabs items={items} label="AI suite" />;
}
