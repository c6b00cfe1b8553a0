import { ConfirmDialog } from '@paperlight/ui-kit';
import { useId, useState, type ElementType } from 'react';
import * as admin from './admin.css';

/** The accounts the confirmation names: five, then how many more. */
export function namesOf(names: readonly string[], shown = 5): string {
  if (names.length <= shown) return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const rest = names.length - shown;
  return `${names.slice(0, shown).join(', ')} and ${rest} more`;
}

export const accounts = (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'}`;
const daysText = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export interface BulkExtendTrialProps {
  selected: ReadonlyArray<{ id: string; name: string }>;
  /** The form that posts the confirmation (the page's fetcher form, so it can answer with a toast). */
  formComponent?: ElementType;
  /** While the trials are being extended. */
  busy?: boolean;
}

/**
 * The users table's bulk action: 'Days to add [7]' and 'Extend trial', confirmed in a dialog naming
 * how many accounts (and which). Posts `intent=bulk-extend`, the `ids` (comma-separated) and `days`.
 */
export function BulkExtendTrial({ selected, formComponent, busy = false }: BulkExtendTrialProps) {
  const id = useId();
  const [days, setDays] = useState('7');
  const n = Number(days);
  const valid = Number.isInteger(n) && n >= 1 && n <= 90;
  return (
    <div className={admin.inlineForm}>
      <label className={admin.field} htmlFor={`${id}-days`}>
        Days to add
        <input
          id={`${id}-days`}
          className={admin.control}
          type="number"
          min={1}
          max={90}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </label>
      {valid ? (
        <ConfirmDialog
          label="Extend trial"
          title={`Extend the trial of ${accounts(selected.length)} by ${daysText(n)}?`}
          description={`${namesOf(selected.map((user) => user.name))} ${selected.length === 1 ? 'gets' : 'get'} ${daysText(n)} more of the free trial: a running trial after its end, an ended trial or none from midnight UTC tonight. Each account’s History records it.`}
          intent="bulk-extend"
          fields={{ ids: selected.map((user) => user.id).join(','), days: String(n) }}
          confirmLabel={`Extend ${accounts(selected.length)}`}
          variant="primary"
          busy={busy}
          formComponent={formComponent}
        />
      ) : (
        <p className={admin.message} role="alert">
          Choose from 1 to 90 days.
        </p>
      )}
    </div>
  );
}
