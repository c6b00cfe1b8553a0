import type { SessionUser } from '@paperlight/api-client';
import type { SearchFunction, SearchGroup } from './quickSearch';

/** A signed-in console user for stories and tests. */
export function consoleUser(roles: Partial<Pick<SessionUser, 'isAdmin' | 'isSales' | 'isToolAdmin'>>): SessionUser {
  return {
    id: 'u-ada',
    name: 'Ada Admin',
    email: 'admin@paperlight.test',
    accessToken: 'token',
    refreshToken: '',
    isGuest: false,
    isAdmin: false,
    isSales: false,
    isToolAdmin: false,
    deviceId: '0b8e6c1a-3f9d-4a6b-8c2d-5e7f9a1b3c4d',
    isFreeTrailActive: null,
    trialEndDate: null,
    ...roles,
  };
}

/** What the seeded stack finds for 'tara' or 'paperlight': users and contact requests. */
export const FOUND: SearchGroup[] = [
  {
    kind: 'users',
    label: 'Users',
    total: 7,
    moreHref: '/administration/users?search=paperlight',
    results: [
      { id: 'u-tara', kind: 'users', title: 'Tara Trial', detail: 'trial5@paperlight.test', href: '/administration/users/u-tara' },
      { id: 'u-theo', kind: 'users', title: 'Theo Trial', detail: 'trial2@paperlight.test', href: '/administration/users/u-theo' },
    ],
  },
  {
    kind: 'requests',
    label: 'Contact requests',
    total: 1,
    moreHref: '/administration/contact-requests?search=paperlight',
    results: [
      {
        id: 'c-ines',
        kind: 'requests',
        title: 'Ines Inbox',
        detail: 'ines@journal.example · Journal of Examples',
        href: '/administration/contact-requests?request=c-ines',
      },
    ],
  },
];

export const NOTHING: SearchGroup[] = [
  { kind: 'users', label: 'Users', total: 0, results: [] },
  { kind: 'requests', label: 'Contact requests', total: 0, results: [] },
];

/** Answers at once with `groups`. */
export const answering =
  (groups: SearchGroup[]): SearchFunction =>
  async () =>
    groups;

/** Never answers: the loading state. */
export const pending: SearchFunction = () => new Promise(() => {});
