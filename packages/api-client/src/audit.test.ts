import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_NAMES,
  auditActionLabel,
  auditChangeLines,
  formatDateTime,
  formatSortableDateTime,
  isCalendarDay,
  isTimeZone,
  securityEventDetail,
  startOfDayIn,
} from './audit';

const lines = (action: string, before: unknown, after: unknown, timeZone = 'Europe/Paris') =>
  auditChangeLines({ action, before, after }, timeZone);

describe('auditActionLabel', () => {
  it('names every audited action in words', () => {
    for (const action of AUDIT_ACTION_NAMES)
      expect(auditActionLabel({ action, before: null, after: null })).toMatch(/^[A-Z][a-z]+ [a-z ]+$/);
    expect(auditActionLabel({ action: 'trial.end', before: null, after: null })).toBe('Ended trial');
    expect(auditActionLabel({ action: 'status.update', before: null, after: null })).toBe('Changed contact status');
    expect(auditActionLabel({ action: 'tool.retire', before: null, after: null })).toBe('Retired tool');
  });

  it('says Granted or Removed Administrator for those role changes', () => {
    expect(auditActionLabel({ action: 'roles.update', before: { roles: ['sales'] }, after: { roles: ['admin', 'sales'] } })).toBe(
      'Granted Administrator',
    );
    expect(auditActionLabel({ action: 'roles.update', before: { roles: ['admin'] }, after: { roles: [] } })).toBe('Removed Administrator');
    expect(auditActionLabel({ action: 'roles.update', before: { roles: [] }, after: { roles: ['sales'] } })).toBe('Changed roles');
  });

  it('shows an action it does not know as stored', () => {
    expect(auditActionLabel({ action: 'billing.refund', before: null, after: null })).toBe('billing.refund');
  });
});

describe('auditChangeLines', () => {
  it('writes trial ends as days, not ISO', () => {
    expect(
      lines('trial.extend', { trialEndDate: '2026-12-04T00:00:00.000Z' }, { trialEndDate: '2026-12-11T00:00:00.000Z', days: 7 }),
    ).toEqual(['Trial ends: 4 Dec 2026 → 11 Dec 2026']);
    expect(lines('trial.extend', { trialEndDate: null }, { trialEndDate: '2026-03-12T00:00:00.000Z', days: 1 })).toEqual([
      'Trial ends: no trial → 12 Mar 2026',
    ]);
  });

  it('writes a moment that is not a whole day in the reader’s time zone, with the time', () => {
    const entry = [{ trialEndDate: '2026-12-04T00:00:00.000Z' }, { trialEndDate: '2026-11-03T13:05:00.000Z' }] as const;
    expect(lines('trial.end', ...entry, 'Europe/Paris')).toEqual(['Trial ends: 4 Dec 2026 → 3 Nov 2026, 14:05']);
    expect(lines('trial.end', ...entry, 'America/New_York')).toEqual(['Trial ends: 4 Dec 2026 → 3 Nov 2026, 08:05']);
  });

  it('writes roles, statuses and counts in words', () => {
    expect(lines('roles.update', { roles: [] }, { roles: ['admin', 'toolAdmin'] })).toEqual([
      'Roles: no role → Administrator, Tool administrator',
    ]);
    expect(lines('status.update', { status: 'new' }, { status: 'contacted' })).toEqual(['Status: New → Contacted']);
    expect(lines('account.suspend', { status: 'active' }, { status: 'suspended' })).toEqual(['Account: Active → Suspended']);
    expect(lines('account.sign_out', null, { sessionsEnded: 3 })).toEqual(['Sessions ended: 3']);
    expect(lines('account.erase', null, { projects: 2, files: 5 })).toEqual(['Projects deleted: 2', 'Files deleted: 5']);
    expect(lines('account.password_reset', null, { mailed: true })).toEqual([]);
  });

  it('writes a reply sent or logged: subject, text and whether the mail went, or erased', () => {
    expect(
      lines('reply.send', null, { subject: 'Re: your enquiry to Paperlight', reply: 'Hello Ines', outcome: 'sent', template: null }),
    ).toEqual(['Subject: Re: your enquiry to Paperlight', 'Reply: Hello Ines', 'Mail: sent']);
    expect(lines('reply.send', null, { subject: 'Hi', reply: 'Hello', outcome: 'failed' })).toContain('Mail: not sent');
    expect(lines('reply.log', null, { reply: 'Thanks, Tuesday works' })).toEqual(['Reply: Thanks, Tuesday works']);
    expect(lines('reply.send', null, { reply: null, erased: true })).toEqual(['Reply: erased with the request']);
  });

  it('writes a contact request’s owner by name and its notes, cut, or erased', () => {
    expect(lines('owner.update', { ownerId: null, owner: null }, { ownerId: 'u1', owner: 'Sam Sales (sales@paperlight.test)' })).toEqual([
      'Owner: nobody → Sam Sales (sales@paperlight.test)',
    ]);
    // An owner the api could not name any more was erased.
    expect(lines('owner.update', { ownerId: 'gone', owner: 'Erased account' }, { ownerId: null })).toEqual([
      'Owner: Erased account → nobody',
    ]);
    expect(lines('owner.update', { ownerId: 'gone' }, { ownerId: null })).toEqual(['Owner: Erased account → nobody']);
    expect(lines('note.add', null, { note: 'Called back, wants a quote' })).toEqual(['Note: Called back, wants a quote']);
    expect(lines('note.add', null, { note: 'y'.repeat(100) })).toEqual([`Note: ${'y'.repeat(59)}…`]);
    expect(lines('note.add', null, { note: null, erased: true })).toEqual(['Note: erased with the request']);
    expect(auditActionLabel({ action: 'owner.update', before: null, after: null })).toBe('Changed owner');
    expect(auditActionLabel({ action: 'note.add', before: null, after: null })).toBe('Added note');
  });

  it('lists only the fields of a tool that changed, long texts cut and lists counted', () => {
    const before = {
      id: 't',
      name: 'AI Summary',
      status: 'available',
      featured: false,
      description: 'Short.',
      features: ['A'],
      updatedAt: '2026-01-01T10:00:00.000Z',
      retiredAt: null,
    };
    const after = {
      ...before,
      name: 'AI Summary Pro',
      status: 'coming-soon',
      featured: true,
      description: 'x'.repeat(80),
      features: ['A', 'B'],
      updatedAt: '2026-01-02T10:00:00.000Z',
    };
    expect(lines('tool.update', before, after)).toEqual([
      'Name: AI Summary → AI Summary Pro',
      'Status: Available → Coming soon',
      'Featured: No → Yes',
      `Description: Short. → ${'x'.repeat(59)}…`,
      'Features: 1 feature → 2 features',
    ]);
    expect(lines('tool.create', null, { name: 'Citation Guard', category: 'Peer Review', status: 'coming-soon' })).toEqual([
      'Name: Citation Guard',
      'Category: Peer Review',
      'Status: Coming soon',
    ]);
    expect(lines('tool.retire', before, { ...before, retiredAt: '2026-01-03T10:00:00.000Z' })).toEqual([]);
  });

  it('writes an unknown action’s fields without JSON', () => {
    expect(
      lines('billing.refund', { amount: 10, at: '2026-05-01T08:30:00.000Z' }, { amount: 0, at: '2026-05-02T08:30:00.000Z' }, 'UTC'),
    ).toEqual(['amount: 10 → 0', 'at: 1 May 2026, 08:30 → 2 May 2026, 08:30']);
  });
});

describe('dates in a time zone', () => {
  it('formats the same text whatever the locale data', () => {
    expect(formatDateTime('2026-09-04T22:30:00.000Z', 'Europe/Paris')).toBe('5 Sep 2026, 00:30');
    expect(formatSortableDateTime('2026-09-04T22:30:00.000Z', 'Europe/Paris')).toBe('2026-09-05 00:30');
    expect(formatDateTime('2026-09-04T22:30:00.000Z', 'UTC')).toBe('4 Sep 2026, 22:30');
  });

  it('finds where a local day starts, across clock changes', () => {
    expect(startOfDayIn('2026-07-01', 'Europe/Paris').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'Europe/Paris').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDayIn('2026-03-29', 'Europe/Paris', true).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDayIn('2026-05-01', 'America/Los_Angeles').toISOString()).toBe('2026-05-01T07:00:00.000Z');
    expect(startOfDayIn('2026-05-01', 'Pacific/Auckland').toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(startOfDayIn('2026-05-01', 'UTC', true).toISOString()).toBe('2026-05-02T00:00:00.000Z');
  });

  it('knows time zones and calendar days', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
  });
});

describe('securityEventDetail', () => {
  it('says an event’s particulars in words', () => {
    expect(securityEventDetail({ detail: { reason: 'throttled' } })).toBe('too many attempts (locked out)');
    expect(securityEventDetail({ detail: { export: 'users', format: 'jsonl' } })).toBe('users as JSON lines');
    expect(securityEventDetail({ detail: { export: 'activity', format: 'csv' } })).toBe('activity as CSV');
    expect(securityEventDetail({ detail: { session: 'sso' } })).toBe('sign-in page session');
    expect(securityEventDetail({ detail: { method: 'GET', route: '/administration/users', status: 403 } })).toBe(
      'GET /administration/users → 403',
    );
    expect(securityEventDetail({ detail: { reason: 'something-new' } })).toBe('something-new');
    expect(securityEventDetail({ detail: null })).toBe('');
  });
});
