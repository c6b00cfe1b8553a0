import type { AuditEntry } from '@paperlight/api-client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { AuditHistory, targetHref } from './audit';
import { timeZoneOf } from './timeZone';

vi.mock('@remix-run/react', async () => (await import('#app/test/remix.tsx')).remixReactMock());

const base: AuditEntry = {
  id: 'a1',
  createdAt: '2026-05-01T22:30:00.000Z',
  actorId: 'u',
  actorEmail: 'tools@paperlight.test',
  action: 'tool.update',
  targetType: 'tool',
  targetId: 't1',
  target: { label: 'AI Summary Pro', exists: true },
  before: { name: 'AI Summary', status: 'available' },
  after: { name: 'AI Summary Pro', status: 'hidden' },
};

describe('AuditHistory', () => {
  it('lists a row’s changes in the Activity page’s words, in the reader’s time zone', async () => {
    render(
      <AuditHistory
        entries={[base]}
        timeZone="Europe/Paris"
        caption="Changes to AI Summary Pro, newest first"
        regionLabel="Changes to AI Summary Pro"
      />,
    );
    const table = screen.getByRole('table', { name: 'Changes to AI Summary Pro, newest first' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['2 May 2026, 00:30', 'tools@paperlight.test', 'Changed tool']);
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name: AI Summary → AI Summary Pro', 'Status: Available → Hidden']);
    expect(screen.getByRole('region', { name: 'Changes to AI Summary Pro' })).toHaveAttribute('tabindex', '0');
    expect(await axe(document.body, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } })).toHaveNoViolations();
  });

  it("says 'No Data' without entries", () => {
    render(
      <AuditHistory entries={[]} timeZone="UTC" caption="Changes to this account, newest first" regionLabel="Changes to this account" />,
    );
    expect(screen.getByRole('cell', { name: 'No Data' })).toBeInTheDocument();
  });
});

describe('targetHref', () => {
  it('opens users, contact requests (in the inbox’s drawer) and tools for tool administrators, while they exist', () => {
    expect(targetHref({ ...base, targetType: 'user', targetId: 'u 1' }, false)).toBe('/administration/users/u%201');
    expect(
      targetHref(
        { ...base, targetType: 'contact_request', targetId: 'c 1', target: { label: 'Ines Inbox (ines@example.test)', exists: true } },
        false,
      ),
    ).toBe('/administration/contact-requests?request=c%201');
    expect(targetHref(base, true)).toBe('/tools-administration/t1');
    expect(targetHref(base, false)).toBeNull();
    expect(targetHref({ ...base, targetType: 'user', target: { label: 'Erased account', exists: false } }, true)).toBeNull();
  });
});

describe('timeZoneOf', () => {
  const request = (cookie?: string) => new Request('http://localhost/', { headers: cookie ? { cookie } : {} });
  it('reads the tz cookie when it names a real zone, else UTC', () => {
    expect(timeZoneOf(request('device-id=x; tz=America%2FNew_York'))).toBe('America/New_York');
    expect(timeZoneOf(request('tz=Europe/Paris'))).toBe('Europe/Paris');
    expect(timeZoneOf(request())).toBe('UTC');
    expect(timeZoneOf(request('tz=Nowhere%2FLand'))).toBe('UTC');
    expect(timeZoneOf(request('tz=%E0%A4%A'))).toBe('UTC');
  });
});
