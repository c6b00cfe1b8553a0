import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABEL,
  auditActionLabel,
  auditChanges,
  formatAuditChange,
  formatDateTime,
  type AuditEntry,
  type AuditTargetType,
} from '@paperlight/api-client';
import { Link } from '@remix-run/react';
import * as admin from './admin.css';
import * as page from '#app/styles/page.css.ts';
import { displayText } from '#app/lib/display-text.ts';

/**
 * The audit trail in the same words everywhere (Activity, a user's and a tool's History, the CSV):
 * api-client's mapping, with times in the reader's time zone.
 */

/** The filter's choices: every audited action by its name. */
export const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, meta]) => ({ value, label: meta.label }));
export const TARGET_TYPE_OPTIONS = Object.entries(AUDIT_TARGET_LABEL).map(([value, label]) => ({ value, label }));

/** What sales see (decision 0084): contact requests (status, owner, notes, replies) and users' trials. */
export const SALES_ACTIONS = ['trial.extend', 'trial.end', 'status.update', 'owner.update', 'note.add', 'reply.send', 'reply.log'];
export const SALES_TARGET_TYPES = ['user', 'contact_request'];

export function AuditTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  return (
    <time className={admin.cellTime} dateTime={iso}>
      {formatDateTime(iso, timeZone)}
    </time>
  );
}

/** 'Trial ends: 4 Dec 2026 → 11 Dec 2026', one line per changed field; a dash when the action says it all. */
export function AuditChange({ entry, timeZone }: { entry: Pick<AuditEntry, 'action' | 'before' | 'after'>; timeZone: string }) {
  const lines = auditChanges(entry).map((change) => formatAuditChange(change, timeZone));
  if (lines.length === 0) return <span className={admin.cellDetail}>—</span>;
  if (lines.length === 1) return <span className={admin.cellChange}>{lines[0]}</span>;
  return (
    <ul className={admin.changeList}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Where the target can be opened by this reader, its page; else its name. */
export function targetHref(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'target'>, canOpenTools: boolean): string | null {
  if (!entry.target.exists) return null;
  if (entry.targetType === 'user') return `/administration/users/${encodeURIComponent(entry.targetId)}`;
  // The inbox opens the request in its drawer.
  if (entry.targetType === 'contact_request') return `/administration/contact-requests?request=${encodeURIComponent(entry.targetId)}`;
  if (entry.targetType === 'tool' && canOpenTools) return `/tools-administration/${encodeURIComponent(entry.targetId)}`;
  return null;
}

export function AuditTarget({
  entry,
  canOpenTools,
}: {
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'target'>;
  canOpenTools: boolean;
}) {
  const href = targetHref(entry, canOpenTools);
  const type = AUDIT_TARGET_LABEL[entry.targetType as AuditTargetType] ?? entry.targetType;
  return (
    <>
      {href ? (
        <Link className={`${page.textLink} ${admin.cellTarget}`} to={href}>
          {displayText(entry.target.label)}
        </Link>
      ) : (
        <span className={entry.target.exists ? admin.cellTarget : admin.cellDetail}>{displayText(entry.target.label)}</span>
      )}
      <span className={admin.cellDetail}>{type}</span>
    </>
  );
}

/** A user's or a tool's History: its newest changes in the Activity page's words. */
export function AuditHistory({
  entries,
  timeZone,
  caption,
  regionLabel,
}: {
  entries: readonly AuditEntry[];
  timeZone: string;
  caption: string;
  regionLabel: string;
}) {
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard reaches it.
    <div className={page.tableWrap} role="region" aria-label={regionLabel} tabIndex={0}>
      <table className={page.table}>
        <caption className={admin.factLabel}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${page.th} ${admin.stickyHead}`}>
              Time
            </th>
            <th scope="col" className={page.th}>
              Actor
            </th>
            <th scope="col" className={page.th}>
              Action
            </th>
            <th scope="col" className={page.th}>
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td className={page.td} colSpan={4}>
                No Data
              </td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id}>
                <td className={`${page.td} ${admin.stickyCell}`}>
                  <AuditTime iso={entry.createdAt} timeZone={timeZone} />
                </td>
                <td className={page.td}>
                  <span className={admin.cellActor}>{entry.actorEmail}</span>
                </td>
                <td className={page.td}>{auditActionLabel(entry)}</td>
                <td className={page.td}>
                  <AuditChange entry={entry} timeZone={timeZone} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** 'Times in Europe/Paris', under a table of times. */
export function TimeZoneNote({ timeZone }: { timeZone: string }) {
  return <p className={admin.cellDetail}>Times in {timeZone === 'UTC' ? 'UTC' : timeZone.replace(/_/g, ' ')}.</p>;
}
