import { Button, Link, VisuallyHidden } from '@paperlight/ui-kit';
import * as styles from './FullAiSuite.css';
import { SuiteTabs } from './SuiteTabs';

export const SUITE_TABS = ['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play'] as const;

/** A tool as `GET /tools` returns it. */
export interface SuiteTool {
  slug: string;
  name: string;
  suiteTab: string;
  description: string;
  /** A tool page shows Explore; without one the tool offers Notify Me. */
  link: string | null;
}

export interface FullAiSuiteProps {
  tools: readonly SuiteTool[];
  /** Notify Me: the page prefills the contact form and scrolls to it. */
  onNotify: (tool: SuiteTool) => void;
}

/** Every tool, grouped in the five suite tabs of SPEC §2. */
export function FullAiSuite({ tools, onNotify }: FullAiSuiteProps) {
  const items = SUITE_TABS.map((tab) => {
    const inTab = tools.filter((tool) => tool.suiteTab === tab);
    return {
      value: tab,
      label: tab,
      content: inTab.length ? (
        <ul className={styles.grid}>
          {inTab.map((tool) => (
            <li key={tool.slug}>
              <article className={styles.card}>
                <h3 className={styles.name}>{tool.name}</h3>
                <p className={styles.description}>{tool.description}</p>
                <div>
                  {tool.link ? (
                    <Button asChild variant="secondary">
                      <Link href={tool.link}>
                        Explore<VisuallyHidden> {tool.name}</VisuallyHidden>
                      </Link>
                    </Button>
                  ) : (
                    <Button onClick={() => onNotify(tool)}>
                      Notify Me<VisuallyHidden> about {tool.name}</VisuallyHidden>
                    </Button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>New tools for this suite are on their way. Ask us about them below.</p>
      ),
    };
  });
  return <SuiteTabs items={items} label="AI suite" />;
}
