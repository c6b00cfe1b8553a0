import { parseTableState } from '@paperlight/ui-kit';
import { describe, expect, it } from 'vitest';
import { exportUrl, hiddenOfExport } from './csvExport';
import { exportApiQuery } from './csvExport.server';
import { contactsTableOptions, usersTableOptions } from './schemas';

describe('exportUrl', () => {
  it('takes the view on screen without its page, and the hidden columns', () => {
    const state = parseTableState('trial=active&sort=email&order=asc&search=zo%C3%AB&page=3&pageSize=20', usersTableOptions);
    expect(exportUrl('/administration/users/export', state, usersTableOptions, ['email', 'lastSignInAt'])).toBe(
      '/administration/users/export?sort=email&order=asc&search=zo%C3%AB&trial=active&hidden=email%2ClastSignInAt',
    );
  });

  it('is the bare address for the default view with every column shown', () => {
    expect(exportUrl('/administration/users/export', parseTableState('', usersTableOptions), usersTableOptions, [])).toBe(
      '/administration/users/export',
    );
  });
});

describe('exportApiQuery', () => {
  it('passes every filter of the view on, the owner included, and the valid hidden ids', () => {
    const url = new URL(
      'http://localhost/administration/contact-requests/export?status=new&owner=me&search=herbarium&page=4&hidden=email,%3Cb%3E,note',
    );
    expect(Object.fromEntries(exportApiQuery(url, contactsTableOptions))).toEqual({
      sort: 'createdAt',
      order: 'desc',
      search: 'herbarium',
      status: 'new',
      owner: 'me',
      hidden: 'email,note',
    });
    expect(hiddenOfExport(new URLSearchParams('hidden='))).toEqual([]);
  });
});
