import {
  SECURITY_EVENT_KIND_LABEL,
  SECURITY_OUTCOME_LABEL,
  securityEventDetail,
  type SecurityEventEntry,
  type SecurityEventKind,
  type SecurityOutcome,
} from '@paperlight/api-client';
import type { DataTableColumn } from '@paperlight/ui-kit';
import { NavLink } from '@remix-run/react';
import { AuditTime } from './audit';
import * as admin from './admin.css';
import * as page from '#app/styles/page.css.ts';

/** The security event log in Administration (issue 33, decision 0110): its columns, the Activity tabs, a user's usage. */

export const KIND_OPTIONS = Object.entries(SECURITY_EVENT_KIND_LABEL).map(([value, label]) => ({ value, label }));
export const OUTCOME_OPTIONS = Object.entries(SECURITY_OUTCOME_LABEL).map(([value, label]) => ({ value, label }));

export const kindLabel = (kind: string) => SECURITY_EVENT_KIND_LABEL[kind as SecurityEventKind] ?? kind;
export const outcomeLabel = (outcome: string) => SECURITY_OUTCOME_LABEL[outcome as SecurityOutcome] ?? outcome;

/** The security view's columns; the filters are the api's (kind, outcome, the start of the actor's and the client's address, days). */
export function securityColumns(timeZone: string): DataTableColumn<SecurityEventEntry>[] {
  return [
    {
      id: 'createdAt',
      header: 'Time',
      sortable: true,
      hideable: false,
      filter: 'dateRange',
      cell: (row) => <AuditTime iso={row.createdAt} timeZone={timeZone} />,
    },
    { id: 'kind', header: 'Event', filter: KIND_OPTIONS, cell: (row) => kindLabel(row.kind) },
    { id: 'outcome', header: 'Outcome', filter: OUTCOME_OPTIONS, cell: (row) => outcomeLabel(row.outcome) },
    { id: 'actor', header: 'Actor', filter: 'text', cell: (row) => <span className={admin.cellActor}>{row.actorEmail || '—'}</span> },
    { id: 'subject', header: 'Account', cell: (row) => <span className={admin.cellTarget}>{row.subject ?? '—'}</span> },
    { id: 'address', header: 'Address', filter: 'text', cell: (row) => <span className={admin.cellText}>{row.address || '—'}</span> },
    { id: 'detail', header: 'Details', cell: (row) => <span className={admin.cellChange}>{securityEventDetail(row) || '—'}</span> },
  ];
}

/** Activity's two logs: administrators' changes and, for administrators, security events. */
export function ActivityTabs() {
  return (
    <nav aria-label="Activity" className={admin.nav}>
      {[
        { to: '/administration/activity', label: 'Changes' },
        { to: '/administration/activity/security', label: 'Security events' },
      ].map((item) => (
        <NavLink key={item.to} to={item.to} end className={({ isActive }) => (isActive ? admin.navLinkActive : admin.navLink)}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

export interface Usage {
  projects: number;
  storageBytes: number;
  videos: number;
  lastSeenAt: string | null;
}

/** Bytes as a person reads them: '0 B', '1.5 KB', '12.3 MB' (powers of 1024). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** A user's page: what the account uses. */
export function UserUsage({ usage, timeZone }: { usage: Usage; timeZone: string }) {
  return (
    <section className={admin.section} aria-labelledby="usage-title">
      <h2 id="usage-title" className={admin.sectionTitle}>
        Usage
      </h2>
      <dl className={admin.facts}>
        <dt className={admin.factLabel}>Projects</dt>
        <dd>{usage.projects}</dd>
        <dt className={admin.factLabel}>Storage used</dt>
        <dd>{formatBytes(usage.storageBytes)}</dd>
        <dt className={admin.factLabel}>Videos made</dt>
        <dd>{usage.videos}</dd>
        <dt className={admin.factLabel}>Last seen</dt>
        <dd>{usage.lastSeenAt ? <AuditTime iso={usage.lastSeenAt} timeZone={timeZone} /> : 'Never'}</dd>
      </dl>
    </section>
  );
}

/** A user's page: the latest security events by or about the account (administrators only). */
export function UserSecurityEvents({ events, timeZone }: { events: readonly SecurityEventEntry[]; timeZone: string }) {
  return (
    <section className={admin.section} aria-labelledby="security-title">
      <h2 id="security-title" className={admin.sectionTitle}>
        Security events
      </h2>
      <div className={page.tableWrap} role="region" aria-label="Security events of this account" tabIndex={0}>
        <table className={page.table}>
          <caption className={admin.factLabel}>
            Sign-ins, resets, sessions and more by or about this account, newest first (the latest 50)
          </caption>
          <thead>
            <tr>
              {['Time', 'Event', 'Outcome', 'Actor', 'Address', 'Details'].map((header, index) => (
                <th key={header} scope="col" className={index === 0 ? `${page.th} ${admin.stickyHead}` : page.th}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {events.length === 0 ? (
              <tr>
                <td className={page.td} colSpan={6}>
                  No Data
                </td>
              </tr>
            ) : (
              events.map((event) => (
                <tr key={event.id}>
                  <td className={`${page.td} ${admin.stickyCell}`}>
                    <AuditTime iso={event.createdAt} timeZone={timeZone} />
                  </td>
                  <td className={page.td}>{kindLabel(event.kind)}</td>
                  <td className={page.td}>{outcomeLabel(event.outcome)}</td>
                  <td className={page.td}>
                    <span className={admin.cellActor}>{event.actorEmail || '—'}</span>
                  </td>
                  <td className={page.td}>{event.address || '—'}</td>
                  <td className={page.td}>
                    <span className={admin.cellChange}>{securityEventDetail(event) || '—'}</span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
