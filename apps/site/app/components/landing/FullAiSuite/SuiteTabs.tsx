import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './FullAiSuite.css';

export interface SuiteTab {
  value: string;
  label: string;
  content: ReactNode;
}

export interface SuiteTabsProps {
  items: readonly SuiteTab[];
  /** Accessible name of the tab list. */
  label: string;
  /** @default the first item */
  defaultValue?: string;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern (automatic activation, roving tabindex, arrows, Home and End) without a
 * library: the landing page's JavaScript budget has no room for Radix Tabs and its collection code.
 * Every panel is in the server HTML (inactive ones `hidden`), so crawlers and no-script readers see
 * every tool.
 */
export function SuiteTabs({ items, label, defaultValue }: SuiteTabsProps) {
  const id = useId();
  const [active, setActive] = useState(defaultValue ?? items[0]?.value);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = NEXT[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    const item = items[next];
    if (!item) return;
    setActive(item.value);
    const tab = tabs.current[next];
    tab?.focus();
    // On a phone the tab list scrolls sideways: bring the whole tab into view, not just its edge.
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {items.map((item, index) => {
          const selected = item.value === active;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={item.value !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
