import * as v from 'valibot';
// The users page answers with the api-client's published shapes; only the screens' own ones live here.
import { AdminUserRowSchema as AdminUserSchema, type AdminUserRow as AdminUser } from '@paperlight/api-client';

export { AdminUsersResponseSchema as UsersPageSchema } from '@paperlight/api-client';
export { AdminUserSchema };
export type { AdminUser };

export const AuditEntrySchema = v.object({
  id: v.string(),
  actorId: v.string(),
  actorEmail: v.string(),
  action: v.string(),
  before: v.unknown(),
  after: v.unknown(),
  createdAt: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const UserDetailSchema = v.object({
  statusCode: v.number(),
  data: v.object({ user: AdminUserSchema, audit: v.array(AuditEntrySchema) }),
});

export const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;

export const ContactSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  companyName: v.string(),
  designation: v.string(),
  note: v.string(),
  status: v.string(),
  createdAt: v.string(),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

export const ContactsPageSchema = v.object({ statusCode: v.number(), data: v.object({ rows: v.array(ContactSchema), total: v.number() }) });

export const SUITE_TABS = ['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play'] as const;
export const TOOL_STATUSES = ['active', 'notify', 'soon'] as const;

export const AdminToolSchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  suiteTab: v.string(),
  categoryBadge: v.string(),
  description: v.string(),
  link: v.nullable(v.string()),
  status: v.string(),
  sortOrder: v.number(),
  featured: v.boolean(),
  updatedAt: v.string(),
});
export type AdminTool = v.InferOutput<typeof AdminToolSchema>;

export const AdminToolsSchema = v.object({ statusCode: v.number(), data: v.array(AdminToolSchema) });

export const ROLE_LABEL: Record<AdminUser['roles'][number], string> = { admin: 'Administrator', sales: 'Sales', toolAdmin: 'Tool administrator' };

export const usersTableOptions = {
  sortable: ['name', 'email', 'createdAt', 'trialEndDate'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { role: ['admin', 'sales', 'toolAdmin', 'none'], trial: ['active', 'expired', 'none'] },
} as const;

export const contactsTableOptions = {
  sortable: ['createdAt', 'name', 'email', 'companyName', 'status'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: CONTACT_STATUSES },
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
