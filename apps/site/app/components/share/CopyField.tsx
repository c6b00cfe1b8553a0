import { Button, useClock } from '@paperlight/ui-kit';
import { useEffect, useId, useState } from 'react';
import * as styles from './SharePage.css.ts';

/** How long the button reads 'Copied'. */
export const COPIED_FOR_MS = 2000;

export interface CopyFieldProps {
  label: string;
  value: string;
  /** @default 'Copy' */
  copyLabel?: string;
}

/** A read-only text (an embed code) with a button that copies it; says so when the browser will not. */
export function CopyField({ label, value, copyLabel = 'Copy' }: CopyFieldProps) {
  const clock = useClock();
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = clock.setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clock.clearTimeout(timer);
  }, [clock, state]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setState('failed');
    clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.section}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className={styles.code} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.row}>
        <Button size="sm" variant="secondary" onClick={copy}>
          {state === 'copied' ? 'Copied' : copyLabel}
        </Button>
        <span role="status">{state === 'failed' ? 'Your browser did not allow copying: select the code and copy it.' : ''}</span>
      </div>
    </div>
  );
}
