import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../styles/cx';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Unique value identifying the tab. */
  value: string;
  /** Text or node in the tab button. */
  label: ReactNode;
  /** Panel content, rendered only while the tab is active. */
  content: ReactNode;
  /**
   * @default false
   */
  disabled?: boolean;
}

export interface TabsProps {
  /**
   * The tabs in order.
   * @example items={[{ value: 'audio', label: 'Audio', content: <Player /> }]}
   */
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled active tab. */
  value?: string;
  /**
   * Initially active tab when uncontrolled.
   * @default the first enabled item
   */
  defaultValue?: string;
  /** Called with the newly active tab's value. */
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs with arrow-key navigation (Radix Tabs), controlled or uncontrolled. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      className={cx(styles.root, className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
