import * as v from 'valibot';
// The users page answers with the api-client's published shapes; only the screens' own ones live here.
import {
  AUDIT_ACTION_NAMES,
  AUDIT_TARGET_TYPES,
  AuditEntrySchema as ApiAuditEntrySchema,
  AdminUserRowSchema,
  SECURITY_EVENT_KINDS,
  SECURITY_OUTCOMES,
  SecurityEventSchema,
  ToolSchema,
} from '@paperlight/api-client';
import { DisplayTextSchema } from '#app/lib/display-text.ts';

/** The api-client's user row plus the last sign-in the sso records (`null` before the first one). */
export const AdminUserSchema = v.looseObject({
  ...AdminUserRowSchema.entries,
  // Names are the users' own words: bidirectional controls are shown, never obeyed (issue 33).
  name: DisplayTextSchema,
  lastSignInAt: v.optional(v.nullable(v.string()), null),
  /** `active` or `suspended` (issue 16). */
  status: v.optional(v.string(), 'active'),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

export const UsersPageSchema = v.looseObject({
  statusCode: v.number(),
  data: v.looseObject({ rows: v.array(AdminUserSchema), total: v.number() }),
});

/** The api-client's audit entry, its target's name shown with {@link DisplayTextSchema}. */
export const AuditEntrySchema = v.object({
  ...ApiAuditEntrySchema.entries,
  target: v.object({ label: DisplayTextSchema, exists: v.boolean() }),
});
export type { AuditEntry } from '@paperlight/api-client';

export const UserDetailSchema = v.object({
  statusCode: v.number(),
  data: v.object({
    user: AdminUserSchema,
    audit: v.array(AuditEntrySchema),
    /** What the account uses (issue 33). */
    usage: v.object({ projects: v.number(), storageBytes: v.number(), videos: v.number(), lastSeenAt: v.nullable(v.string()) }),
    /** The account's latest security events; null for readers who may not see them (sales). */
    security: v.nullable(v.array(SecurityEventSchema)),
  }),
});

export const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;

/** A sales person or administrator who can own a contact request. */
export const ContactOwnerSchema = v.object({ id: v.string(), name: DisplayTextSchema, email: v.string() });
export type ContactOwner = v.InferOutput<typeof ContactOwnerSchema>;

export const ContactSchema = v.object({
  id: v.string(),
  firstName: DisplayTextSchema,
  lastName: DisplayTextSchema,
  email: v.string(),
  companyName: DisplayTextSchema,
  designation: DisplayTextSchema,
  note: v.string(),
  status: v.string(),
  createdAt: v.string(),
  /** Who looks after it (issue 18), or nobody. */
  owner: v.optional(v.nullable(ContactOwnerSchema), null),
  /** Whole hours since it came, by the api's clock (issue 38). */
  ageHours: v.optional(v.number(), 0),
  /** Still 'new' one working day after it came (decision 0175). */
  overdue: v.optional(v.boolean(), false),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

export const ContactsPageSchema = v.object({ statusCode: v.number(), data: v.object({ rows: v.array(ContactSchema), total: v.number() }) });

/** An internal note on a request, seen by sales and administrators only. */
export const ContactNoteSchema = v.object({
  id: v.string(),
  authorId: v.string(),
  authorEmail: v.string(),
  body: v.string(),
  createdAt: v.string(),
});
export type ContactNote = v.InferOutput<typeof ContactNoteSchema>;

/** One message of a request's thread (issue 38): a reply sent from the console, or theirs logged by hand. */
export const ContactThreadEntrySchema = v.object({
  id: v.string(),
  direction: v.picklist(['sent', 'received']),
  authorEmail: v.string(),
  subject: v.string(),
  body: v.string(),
  template: v.nullable(v.string()),
  outcome: v.picklist(['sent', 'failed', 'received']),
  error: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ContactThreadEntry = v.InferOutput<typeof ContactThreadEntrySchema>;

/** A saved reply, filled in by the api for this request and the reader. */
export const ReplyTemplateSchema = v.object({ id: v.string(), label: v.string(), subject: v.string(), body: v.string() });
export type ReplyTemplate = v.InferOutput<typeof ReplyTemplateSchema>;

/** The other requests of the same address, and the account with it. */
export const ContactLinksSchema = v.object({
  requests: v.array(
    v.object({
      id: v.string(),
      firstName: DisplayTextSchema,
      lastName: DisplayTextSchema,
      companyName: DisplayTextSchema,
      status: v.string(),
      createdAt: v.string(),
    }),
  ),
  account: v.nullable(v.object({ id: v.string(), name: DisplayTextSchema, email: v.string() })),
});
export type ContactLinks = v.InferOutput<typeof ContactLinksSchema>;

/** One request in the inbox's drawer: every field, its notes, its replies, its History and who can own it. */
export const ContactDetailSchema = v.object({
  statusCode: v.number(),
  data: v.object({
    request: ContactSchema,
    notes: v.array(ContactNoteSchema),
    history: v.array(AuditEntrySchema),
    owners: v.array(ContactOwnerSchema),
    thread: v.optional(v.array(ContactThreadEntrySchema), []),
    templates: v.optional(v.array(ReplyTemplateSchema), []),
    links: v.optional(ContactLinksSchema, { requests: [], account: null }),
  }),
});
export type ContactDetail = v.InferOutput<typeof ContactDetailSchema>['data'];

export const TOOL_CATEGORIES = ['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play'] as const;
export const TOOL_STATUSES = ['available', 'coming-soon', 'hidden'] as const;

/** A catalogue tool as Tools Administration reads it: the api-client's `ToolSchema`, when it last changed and when it was retired. */
export const AdminToolSchema = v.looseObject({
  ...ToolSchema.entries,
  updatedAt: v.string(),
  retiredAt: v.optional(v.nullable(v.string()), null),
});
export type AdminTool = v.InferOutput<typeof AdminToolSchema>;

export const AdminToolsSchema = v.object({ statusCode: v.number(), data: v.array(AdminToolSchema) });

export const ROLE_LABEL: Record<AdminUser['roles'][number], string> = {
  admin: 'Administrator',
  sales: 'Sales',
  toolAdmin: 'Tool administrator',
};

export const usersTableOptions = {
  sortable: ['name', 'email', 'createdAt', 'trialEndDate'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { role: ['admin', 'sales', 'toolAdmin', 'none'], trial: ['active', 'expired', 'none'] },
} as const;

/** The Activity page's view in the URL: newest first, filters by actor, action, target type and days (decision 0084). */
export const activityTableOptions = {
  sortable: ['createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { actor: 'text', action: AUDIT_ACTION_NAMES, targetType: AUDIT_TARGET_TYPES, createdAtFrom: 'date', createdAtTo: 'date' },
} as const;

/** Activity's security view (decision 0110): the api's filters; no search, no hidden columns. */
export const securityTableOptions = {
  sortable: ['createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    kind: SECURITY_EVENT_KINDS,
    outcome: SECURITY_OUTCOMES,
    actor: 'text',
    address: 'text',
    createdAtFrom: 'date',
    createdAtTo: 'date',
  },
} as const;

export const ToolHistorySchema = v.object({ statusCode: v.number(), data: v.array(AuditEntrySchema) });

export const CONTACT_STATUS_LABEL: Record<string, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

/** The inbox's owner filter: the reader's own requests, or nobody's yet. */
export const CONTACT_OWNER_FILTERS = ['me', 'none'] as const;

export const contactsTableOptions = {
  sortable: ['createdAt', 'name', 'email', 'companyName', 'status'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: CONTACT_STATUSES, owner: CONTACT_OWNER_FILTERS },
} as const;

export const OverviewSchema = v.object({
  statusCode: v.number(),
  data: v.object({
    users: v.number(),
    activeTrials: v.number(),
    expiredTrials: v.number(),
    signUps7d: v.number(),
    contactRequests: v.object({ new: v.number(), contacted: v.number(), closed: v.number() }),
  }),
});

export const ACTIVITY_RANGES = ['30', '90', '365'] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];

export const ActivityDaySchema = v.object({ date: v.string(), signUps: v.number(), activeTrials: v.number(), contactRequests: v.number() });
export type ActivityDay = v.InferOutput<typeof ActivityDaySchema>;

export const ActivitySchema = v.object({
  statusCode: v.number(),
  data: v.object({ days: v.number(), series: v.array(ActivityDaySchema) }),
});
