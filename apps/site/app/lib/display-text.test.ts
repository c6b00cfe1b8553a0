import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactSchema, UserDetailSchema, UsersPageSchema } from '#app/components/admin/schemas.ts';
import { displayText } from './display-text';

const SPOOF = 'Ann\u202Egnp.exe\u202C';

// Issue 33, finding 9: a right-to-left override in a name read 'Ann‮gnp.exe‬' as 'Annexe.png' in administration.
describe('displayText', () => {
  it('writes every bidirectional control out as its code point', () => {
    expect(displayText(SPOOF)).toBe('Ann[U+202E]gnp.exe[U+202C]');
    expect(displayText('a\u202Ab\u202Bc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200Ei\u200Fj\u061Ck')).toBe(
      'a[U+202A]b[U+202B]c[U+202D]d[U+2066]e[U+2067]f[U+2068]g[U+2069]h[U+200E]i[U+200F]j[U+061C]k',
    );
  });

  it('leaves every other name as it is, right-to-left scripts included', () => {
    for (const name of ['Ada Lovelace', 'محمد علي', 'שרה כהן', 'Zoë Ñúñez', '李小龙', 'O\u2019Brien']) expect(displayText(name)).toBe(name);
  });
});

describe('the administration pages’ data', () => {
  const user = {
    id: 'u1',
    name: SPOOF,
    email: 'ann@example.org',
    roles: [],
    isFreeTrailActive: null,
    trialEndDate: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };

  it('shows names of users, contact requests and audit targets with the controls written out', () => {
    const page = v.parse(UsersPageSchema, { statusCode: 200, data: { rows: [user], total: 1 } });
    expect(page.data.rows[0]!.name).toBe('Ann[U+202E]gnp.exe[U+202C]');
    const contact = v.parse(ContactSchema, {
      id: 'c1',
      firstName: SPOOF,
      lastName: 'Lee\u2067',
      email: 'a@example.org',
      companyName: `Acme${'\u202E'}`,
      designation: '',
      note: 'n',
      status: 'new',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    expect([contact.firstName, contact.lastName, contact.companyName]).toEqual([
      'Ann[U+202E]gnp.exe[U+202C]',
      'Lee[U+2067]',
      'Acme[U+202E]',
    ]);
    const detail = v.parse(UserDetailSchema, {
      statusCode: 200,
      data: {
        user,
        audit: [
          {
            id: 'a1',
            createdAt: '2026-11-01T00:00:00.000Z',
            actorId: 'x',
            actorEmail: 'admin@example.org',
            action: 'roles.update',
            targetType: 'user',
            targetId: 'u1',
            target: { label: SPOOF, exists: true },
            before: null,
            after: null,
          },
        ],
        usage: { projects: 0, storageBytes: 0, videos: 0, lastSeenAt: null },
        security: null,
      },
    });
    expect(detail.data.audit[0]!.target.label).toBe('Ann[U+202E]gnp.exe[U+202C]');
  });
});
