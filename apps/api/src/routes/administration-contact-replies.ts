import { randomUUID } from 'node:crypto';
import {
  CONTACT_REPLY_MAX,
  CONTACT_REPLY_SUBJECT,
  CONTACT_REPLY_SUBJECT_MAX,
  CONTACT_REPLY_TEMPLATE_IDS,
  CONTACT_REPLY_TEMPLATES,
  fillReplyTemplate,
} from '@paperlight/api-client/contact-replies';
import { sql, type ContactReply, type Kysely, type Schema } from '@paperlight/db';
import { contactReplyMail, type Mailer } from '@paperlight/mail';
import * as v from 'valibot';
import type { AccessClaims } from '../auth';
import { writeAudit } from './administration-audit';
import type { AdminContactRow } from './administration-contacts';

const templateNames = CONTACT_REPLY_TEMPLATES.map((template) => template.label).join(', ');

const replyText = (empty: string) =>
  v.pipe(
    v.string('body must be text'),
    v.trim(),
    v.minLength(1, empty),
    v.maxLength(CONTACT_REPLY_MAX, `A reply holds at most ${CONTACT_REPLY_MAX} characters`),
  );

/** A reply written in the drawer: its text, its subject (the usual one when left out) and the template it started from. */
export const ReplyBodySchema = v.object(
  {
    body: replyText('Write the reply first'),
    subject: v.optional(
      v.pipe(
        v.string('subject must be text'),
        v.trim(),
        v.minLength(1, 'Write a subject'),
        v.maxLength(CONTACT_REPLY_SUBJECT_MAX, `A subject holds at most ${CONTACT_REPLY_SUBJECT_MAX} characters`),
        // One line: a line break in a subject would start a new mail header.
        v.regex(/^[^\r\n]*$/, 'A subject is one line'),
      ),
      CONTACT_REPLY_SUBJECT,
    ),
    template: v.optional(v.nullable(v.picklist(CONTACT_REPLY_TEMPLATE_IDS, `Unknown template: choose ${templateNames}`)), null),
    // A body left out says the same as an empty one.
  },
  'Write the reply first',
);

/** Their answer, pasted into the drawer. */
export const ReceivedBodySchema = v.object({ body: replyText('Paste their reply first') }, 'Paste their reply first');

/** One message of a request's thread, as the drawer shows it. */
export interface ContactThreadEntry {
  id: string;
  /** `sent` from the console, or `received` (theirs, logged by hand). */
  direction: 'sent' | 'received';
  authorId: string;
  authorEmail: string;
  subject: string;
  body: string;
  template: string | null;
  /** `sent` or `failed` for a reply sent; `received` for theirs. */
  outcome: 'sent' | 'failed' | 'received';
  /** Why the mail could not be sent, in words. */
  error: string | null;
  createdAt: string;
}

const toEntry = (row: ContactReply): ContactThreadEntry => ({
  id: row.id,
  direction: row.direction === 'received' ? 'received' : 'sent',
  authorId: row.author_id,
  authorEmail: row.author_email,
  subject: row.subject,
  body: row.body,
  template: row.template,
  outcome: row.outcome === 'sent' || row.outcome === 'received' ? row.outcome : 'failed',
  error: row.error,
  createdAt: row.created_at,
});

/** A request's thread, oldest first (read top to bottom, above the reply form). */
export async function threadOf(db: Kysely<Schema>, contactId: string): Promise<ContactThreadEntry[]> {
  const rows = await db
    .selectFrom('contact_replies')
    .selectAll()
    .where('contact_request_id', '=', contactId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toEntry);
}

/** A template ready to start a reply: filled in for this request and the person replying. */
export interface FilledTemplate {
  id: string;
  label: string;
  subject: string;
  body: string;
}

export function templatesFor(
  contact: Pick<AdminContactRow, 'firstName' | 'companyName'>,
  viewer: Pick<AccessClaims, 'name' | 'email'>,
): FilledTemplate[] {
  return CONTACT_REPLY_TEMPLATES.map((template) => ({
    id: template.id,
    label: template.label,
    subject: CONTACT_REPLY_SUBJECT,
    body: fillReplyTemplate(template, {
      firstName: contact.firstName,
      companyName: contact.companyName,
      senderName: viewer.name.trim() || viewer.email,
    }),
  }));
}

/** The other requests from the same address, and the account with it. */
export interface ContactLinks {
  /** Newest first. */
  requests: Array<{ id: string; firstName: string; lastName: string; companyName: string; status: string; createdAt: string }>;
  /** The account with this address (its administration page), or `null`. */
  account: { id: string; name: string; email: string } | null;
}

/** Most other requests listed in the drawer. */
export const LINKED_MAX = 20;

/** Requests and the account sharing the request's address, whatever its case. */
export async function linksOf(db: Kysely<Schema>, contact: Pick<AdminContactRow, 'id' | 'email'>): Promise<ContactLinks> {
  const email = contact.email.trim().toLowerCase();
  const [requests, account] = await Promise.all([
    db
      .selectFrom('contact_requests')
      .select(['id', 'first_name', 'last_name', 'company_name', 'status', 'created_at'])
      // Written as migration 0044's expression index, so both dialects read it.
      .where(sql<string>`lower(email)`, '=', email)
      .where('id', '!=', contact.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LINKED_MAX)
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst(),
  ]);
  return {
    requests: requests.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      companyName: row.company_name,
      status: row.status,
      createdAt: row.created_at,
    })),
    account: account ?? null,
  };
}

/** Longest reason for a failed mail kept with the reply. */
const ERROR_MAX = 300;

/** Why the mail server refused, without the server's address or credentials. */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const words = message
    .replace(/[a-z]+:\/\/\S+/gi, '(mail server)')
    .replace(/\s+/g, ' ')
    .trim();
  return (words === '' ? 'the mail server did not accept it' : words).slice(0, ERROR_MAX);
}

/**
 * Sends a reply and keeps it in the thread whatever happens: the row is written first ('failed'),
 * then the mail is sent and the row marked 'sent'. A request still 'new' becomes 'contacted' once
 * the mail went; both changes are audited like the drawer's others.
 */
export async function sendReply(
  db: Kysely<Schema>,
  mailer: Mailer,
  input: { contact: AdminContactRow; actor: AccessClaims; subject: string; body: string; template: string | null; at: Date },
): Promise<{ reply: ContactThreadEntry; status: string }> {
  const { contact, actor, subject, body, template, at } = input;
  const row: ContactReply = {
    id: randomUUID(),
    contact_request_id: contact.id,
    direction: 'sent',
    author_id: actor.sub,
    author_email: actor.email,
    subject,
    body,
    template,
    outcome: 'failed',
    // Until the mail server answers: a crash in between leaves the reply kept, and says so.
    error: 'stopped before the mail was sent',
    created_at: at.toISOString(),
  };
  await db.insertInto('contact_replies').values(row).execute();
  let outcome: 'sent' | 'failed' = 'sent';
  let error: string | null = null;
  try {
    await mailer.send(contactReplyMail({ to: contact.email, subject, body, ...(actor.email ? { replyTo: actor.email } : {}) }));
  } catch (failure) {
    outcome = 'failed';
    error = failureReason(failure);
  }
  const status = outcome === 'sent' && contact.status === 'new' ? 'contacted' : contact.status;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('contact_replies').set({ outcome, error }).where('id', '=', row.id).execute();
    await writeAudit(trx, {
      actor,
      targetType: 'contact_request',
      targetId: contact.id,
      action: 'reply.send',
      before: null,
      after: { subject, reply: body, template, outcome },
      at,
    });
    if (status !== contact.status) {
      await trx.updateTable('contact_requests').set({ status }).where('id', '=', contact.id).where('status', '=', contact.status).execute();
      await writeAudit(trx, {
        actor,
        targetType: 'contact_request',
        targetId: contact.id,
        action: 'status.update',
        before: { status: contact.status },
        after: { status },
        at,
      });
    }
  });
  return { reply: toEntry({ ...row, outcome, error }), status };
}

/** Logs their answer, pasted by hand, in the thread as received. */
export async function logReceived(
  db: Kysely<Schema>,
  input: { contactId: string; actor: AccessClaims; body: string; at: Date },
): Promise<ContactThreadEntry> {
  const { contactId, actor, body, at } = input;
  const row: ContactReply = {
    id: randomUUID(),
    contact_request_id: contactId,
    direction: 'received',
    author_id: actor.sub,
    author_email: actor.email,
    subject: '',
    body,
    template: null,
    outcome: 'received',
    error: null,
    created_at: at.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('contact_replies').values(row).execute();
    await writeAudit(trx, {
      actor,
      targetType: 'contact_request',
      targetId: contactId,
      action: 'reply.log',
      before: null,
      after: { reply: body },
      at,
    });
  });
  return toEntry(row);
}
