import { CONTACT_REPLY_SUBJECT, CONTACT_REPLY_TEMPLATES, fillReplyTemplate, type AuditEntry } from '@paperlight/api-client';
import type { ContactDetail, ContactThreadEntry } from './schemas';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: overrides.createdAt ?? 'a',
  createdAt: '2026-05-02T09:00:00.000Z',
  actorId: 'u-sam',
  actorEmail: 'sales@paperlight.test',
  action: 'status.update',
  targetType: 'contact_request',
  targetId: 'c-ines',
  target: { label: 'Ines Inbox (ines@revue-medicale.example)', exists: true },
  before: null,
  after: null,
  ...overrides,
});

export const OWNERS = [
  { id: 'u-ada', name: 'Ada Admin', email: 'admin@paperlight.test' },
  { id: 'u-sam', name: 'Sam Sales', email: 'sales@paperlight.test' },
];

/** The saved templates as the api fills them in for Ines and Sam. */
export const TEMPLATES = CONTACT_REPLY_TEMPLATES.map((template) => ({
  id: template.id,
  label: template.label,
  subject: CONTACT_REPLY_SUBJECT,
  body: fillReplyTemplate(template, { firstName: 'Ines', companyName: 'Revue Médicale', senderName: 'Sam Sales' }),
}));

/** A request of the inbox as the api answers it for the drawer: new two days ago and overdue, nobody's, no notes, no replies. */
export const NEW_REQUEST: ContactDetail = {
  request: {
    id: 'c-ines',
    firstName: 'Ines',
    lastName: 'Inbox',
    email: 'ines@revue-medicale.example',
    companyName: 'Revue Médicale',
    designation: 'Managing Editor',
    note: 'We would like alt text for our whole seventeenth-century herbarium archive.\nAbout 4,000 plates.',
    status: 'new',
    createdAt: '2026-05-02T08:15:00.000Z',
    owner: null,
    ageHours: 50,
    overdue: true,
  },
  notes: [],
  history: [],
  owners: OWNERS,
  thread: [],
  templates: TEMPLATES,
  links: { requests: [], account: null },
};

const sent = (overrides: Partial<ContactThreadEntry>): ContactThreadEntry => ({
  id: 'r1',
  direction: 'sent',
  authorEmail: 'sales@paperlight.test',
  subject: CONTACT_REPLY_SUBJECT,
  body: TEMPLATES[0]?.body ?? '',
  template: 'book-a-call',
  outcome: 'sent',
  error: null,
  createdAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

/** A reply sent from a template, theirs logged by hand, and a second reply the mail server refused. */
export const THREAD: ContactThreadEntry[] = [
  sent({}),
  sent({
    id: 'r2',
    direction: 'received',
    subject: '',
    body: 'Tuesday at 10 suits us.\nInes',
    template: null,
    outcome: 'received',
    createdAt: '2026-05-02T14:20:00.000Z',
  }),
  sent({
    id: 'r3',
    authorEmail: 'admin@paperlight.test',
    subject: 'Your herbarium plates',
    body: 'Tuesday at 10 it is. I will send an invitation.',
    template: null,
    outcome: 'failed',
    error: 'connect ECONNREFUSED (mail server)',
    createdAt: '2026-05-03T08:05:00.000Z',
  }),
];

/** The same request a day later: Sam looks after it, two notes, contacted; its History says so. */
export const HANDLED_REQUEST: ContactDetail = {
  ...NEW_REQUEST,
  request: { ...NEW_REQUEST.request, status: 'contacted', owner: OWNERS[1] ?? null, overdue: false },
  notes: [
    {
      id: 'n1',
      authorId: 'u-sam',
      authorEmail: 'sales@paperlight.test',
      body: 'Called back: they want a quote for the plates and the index.',
      createdAt: '2026-05-02T10:30:00.000Z',
    },
    { id: 'n2', authorId: 'u-ada', authorEmail: 'admin@paperlight.test', body: 'Quote sent.', createdAt: '2026-05-03T08:00:00.000Z' },
  ],
  history: [
    entry({
      id: 'h4',
      createdAt: '2026-05-03T08:00:00.000Z',
      actorEmail: 'admin@paperlight.test',
      action: 'note.add',
      after: { note: 'Quote sent.' },
    }),
    entry({ id: 'h3', createdAt: '2026-05-02T10:31:00.000Z', before: { status: 'new' }, after: { status: 'contacted' } }),
    entry({
      id: 'h2',
      createdAt: '2026-05-02T10:30:00.000Z',
      action: 'note.add',
      after: { note: 'Called back: they want a quote for the plates and the index.' },
    }),
    entry({
      id: 'h1',
      createdAt: '2026-05-02T09:00:00.000Z',
      action: 'owner.update',
      before: { ownerId: null, owner: null },
      after: { ownerId: 'u-sam', owner: 'Sam Sales (sales@paperlight.test)' },
    }),
  ],
};

/** Ines has written before, from the same address in another case, and has an account. */
export const LINKED_REQUEST: ContactDetail = {
  ...HANDLED_REQUEST,
  thread: THREAD,
  links: {
    requests: [
      {
        id: 'c-ines-2',
        firstName: 'Inès',
        lastName: 'Inbox',
        companyName: 'Revue Médicale',
        status: 'closed',
        createdAt: '2026-04-20T10:00:00.000Z',
      },
      {
        id: 'c-ines-1',
        firstName: 'Ines',
        lastName: 'Inbox',
        companyName: 'Revue Medicale',
        status: 'contacted',
        createdAt: '2026-01-12T09:30:00.000Z',
      },
    ],
    account: { id: 'u-ines', name: 'Ines Inbox', email: 'ines@revue-medicale.example' },
  },
};
