import type { AuditEntry } from '@paperlight/api-client';
import type { ContactDetail } from './schemas';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: overrides.createdAt ?? 'a', createdAt: '2026-05-02T09:00:00.000Z', actorId: 'u-sam', actorEmail: 'sales@paperlight.test', action: 'status.update',
  targetType: 'contact_request', targetId: 'c-ines', target: { label: 'Ines Inbox (ines@revue-medicale.example)', exists: true }, before: null, after: null, ...overrides,
});

export const OWNERS = [
  { id: 'u-ada', name: 'Ada Admin', email: 'admin@paperlight.test' },
  { id: 'u-sam', name: 'Sam Sales', email: 'sales@paperlight.test' },
];

/** A request of the inbox as the api answers it for the drawer: new, nobody's, no notes. */
export const NEW_REQUEST: ContactDetail = {
  request: {
    id: 'c-ines', firstName: 'Ines', lastName: 'Inbox', email: 'ines@revue-medicale.example', companyName: 'Revue Médicale', designation: 'Managing Editor',
    note: 'We would like alt text for our whole seventeenth-century herbarium archive.\nAbout 4,000 plates.', status: 'new', createdAt: '2026-05-02T08:15:00.000Z', owner: null,
  },
  notes: [],
  history: [],
  owners: OWNERS,
};

/** The same request a day later: Sam looks after it, two notes, contacted; its History says so. */
export const HANDLED_REQUEST: ContactDetail = {
  ...NEW_REQUEST,
  request: { ...NEW_REQUEST.request, status: 'contacted', owner: OWNERS[1] ?? null },
  notes: [
    { id: 'n1', authorId: 'u-sam', authorEmail: 'sales@paperlight.test', body: 'Called back: they want a quote for the plates and the index.', createdAt: '2026-05-02T10:30:00.000Z' },
    { id: 'n2', authorId: 'u-ada', authorEmail: 'admin@paperlight.test', body: 'Quote sent.', createdAt: '2026-05-03T08:00:00.000Z' },
  ],
  history: [
    entry({ id: 'h4', createdAt: '2026-05-03T08:00:00.000Z', actorEmail: 'admin@paperlight.test', action: 'note.add', after: { note: 'Quote sent.' } }),
    entry({ id: 'h3', createdAt: '2026-05-02T10:31:00.000Z', before: { status: 'new' }, after: { status: 'contacted' } }),
    entry({ id: 'h2', createdAt: '2026-05-02T10:30:00.000Z', action: 'note.add', after: { note: 'Called back: they want a quote for the plates and the index.' } }),
    entry({ id: 'h1', createdAt: '2026-05-02T09:00:00.000Z', action: 'owner.update', before: { ownerId: null, owner: null }, after: { ownerId: 'u-sam', owner: 'Sam Sales (sales@paperlight.test)' } }),
  ],
};
