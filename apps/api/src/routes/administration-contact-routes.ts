import { HttpError } from '../errors';
import { auditOf, writeAudit } from './administration-audit';
import {
  addNote,
  CONTACT_CSV_COLUMNS,
  BulkStatusBodySchema,
  contactOwners,
  contactsForExport,
  ContactsExportQuerySchema,
  ContactsQuerySchema,
  findContact,
  listContacts,
  notesOf,
  NoteBodySchema,
  OwnerBodySchema,
  parseOrThrow,
  StatusBodySchema,
} from './administration-contacts';
import {
  linksOf,
  logReceived,
  ReceivedBodySchema,
  ReplyBodySchema,
  sendReply,
  templatesFor,
  threadOf,
} from './administration-contact-replies';
import { viewCsv } from './administration-csv';
import type { AdminScope } from './administration-scope';

/** Contact requests as an inbox: the list and its CSV, one request, status and owner (decision 0174); its conversation is registerContactReplyRoutes'. */
export function registerContactRoutes({ app, db, now, userOf, route, idOf }: AdminScope): void {
  app.route({
    ...route('GET', '/administration/contact-requests'),
    handler: async (request) => ({
      statusCode: 200,
      data: await listContacts(db, parseOrThrow(ContactsQuerySchema, request.query, 'Invalid query'), userOf(request), now()),
    }),
  });

  app.route({
    ...route('GET', '/administration/contact-requests/export'),
    handler: async (request, reply) => {
      const query = parseOrThrow(ContactsExportQuerySchema, request.query, 'Invalid query');
      const csv = viewCsv(CONTACT_CSV_COLUMNS, await contactsForExport(db, query, userOf(request), now()), query.hidden, ['name']);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contact-requests-${now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...route('PUT', '/administration/contact-requests/:id/status'),
    handler: async (request) => {
      const id = idOf(request);
      const { status } = parseOrThrow(StatusBodySchema, request.body, 'Invalid body');
      const row = await db.selectFrom('contact_requests').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Contact request not found');
      await db.updateTable('contact_requests').set({ status }).where('id', '=', id).execute();
      await writeAudit(db, {
        actor: userOf(request),
        targetType: 'contact_request',
        targetId: id,
        action: 'status.update',
        before: { status: row.status },
        after: { status },
        at: now(),
      });
      return { statusCode: 200, data: { id, status } };
    },
  });

  // Several requests at once: one transaction, one audit entry per request whose status changes.
  app.route({
    ...route('PUT', '/administration/contact-requests/status'),
    handler: async (request) => {
      const { ids, status } = parseOrThrow(BulkStatusBodySchema, request.body, 'Invalid body');
      const actor = userOf(request);
      const at = now();
      const { found, changed } = await db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('contact_requests').select(['id', 'status']).where('id', 'in', ids).execute();
        const toChange = rows.filter((row) => row.status !== status);
        if (toChange.length > 0) {
          await trx
            .updateTable('contact_requests')
            .set({ status })
            .where(
              'id',
              'in',
              toChange.map((row) => row.id),
            )
            .execute();
        }
        for (const row of toChange) {
          await writeAudit(trx, {
            actor,
            targetType: 'contact_request',
            targetId: row.id,
            action: 'status.update',
            before: { status: row.status },
            after: { status },
            at,
          });
        }
        return { found: rows.length, changed: toChange.map((row) => row.id) };
      });
      if (found === 0) throw new HttpError(404, 'None of these contact requests exists any more');
      return {
        statusCode: 200,
        data: { status, updated: changed.length, unchanged: found - changed.length, missing: ids.length - found, ids: changed },
      };
    },
  });

  // The inbox's drawer: every field, the owner and who may own it, the notes, the thread of replies
  // with the templates a new one can start from, the other requests of the address, and the History.
  app.route({
    ...route('GET', '/administration/contact-requests/:id'),
    handler: async (request) => {
      const id = idOf(request);
      const contact = await findContact(db, id, now());
      const viewer = userOf(request);
      const [notes, history, owners, thread, links] = await Promise.all([
        notesOf(db, id),
        auditOf(db, 'contact_request', id, viewer),
        contactOwners(db),
        threadOf(db, id),
        linksOf(db, contact),
      ]);
      return {
        statusCode: 200,
        data: { request: contact, notes, history, owners, thread, templates: templatesFor(contact, viewer), links },
      };
    },
  });
}

/** A contact request's conversation: notes, replies sent from the inbox and replies received. */
export function registerContactReplyRoutes({ app, db, now, userOf, route, idOf, options }: AdminScope): void {
  app.route({
    ...route('PUT', '/administration/contact-requests/:id/owner'),
    handler: async (request) => {
      const id = idOf(request);
      const { ownerId } = parseOrThrow(OwnerBodySchema, request.body, 'Invalid body');
      const contact = await findContact(db, id, now());
      if (ownerId !== null) {
        const owner = await db
          .selectFrom('users')
          .select(['id', 'name', 'is_admin', 'is_sales'])
          .where('id', '=', ownerId)
          .executeTakeFirst();
        if (!owner) throw new HttpError(400, 'This person no longer has an account; choose someone else');
        if (Number(owner.is_admin) !== 1 && Number(owner.is_sales) !== 1)
          throw new HttpError(400, `${owner.name} is neither sales nor an administrator; choose someone who is`);
      }
      const before = contact.owner?.id ?? null;
      if (before !== ownerId) {
        await db.updateTable('contact_requests').set({ owner_id: ownerId }).where('id', '=', id).execute();
        // Ids only: the History shows each owner as they are now (an erased one as 'Erased account').
        await writeAudit(db, {
          actor: userOf(request),
          targetType: 'contact_request',
          targetId: id,
          action: 'owner.update',
          before: { ownerId: before },
          after: { ownerId },
          at: now(),
        });
      }
      return { statusCode: 200, data: await findContact(db, id, now()) };
    },
  });

  app.route({
    ...route('POST', '/administration/contact-requests/:id/notes'),
    handler: async (request, reply) => {
      const id = idOf(request);
      const { body } = parseOrThrow(NoteBodySchema, request.body, 'Invalid body');
      await findContact(db, id, now());
      const actor = userOf(request);
      const at = now();
      const note = await db.transaction().execute(async (trx) => {
        const added = await addNote(trx, id, actor, body, at);
        await writeAudit(trx, {
          actor,
          targetType: 'contact_request',
          targetId: id,
          action: 'note.add',
          before: null,
          after: { note: body },
          at,
        });
        return added;
      });
      return reply.code(201).send({ statusCode: 201, data: note });
    },
  });

  // A reply from the console (issue 38, decision 0174): kept in the thread even when the mail fails.
  app.route({
    ...route('POST', '/administration/contact-requests/:id/replies'),
    handler: async (request, reply) => {
      const id = idOf(request);
      const { body, subject, template } = parseOrThrow(ReplyBodySchema, request.body, 'Invalid body');
      const contact = await findContact(db, id, now());
      const sent = await sendReply(db, options.accountDeps().mailer, {
        contact,
        actor: userOf(request),
        subject,
        body,
        template,
        at: now(),
      });
      return reply.code(201).send({ statusCode: 201, data: sent });
    },
  });

  // Their answer, pasted by hand ('Log their reply').
  app.route({
    ...route('POST', '/administration/contact-requests/:id/replies/received'),
    handler: async (request, reply) => {
      const id = idOf(request);
      const { body } = parseOrThrow(ReceivedBodySchema, request.body, 'Invalid body');
      await findContact(db, id, now());
      return reply
        .code(201)
        .send({ statusCode: 201, data: await logReceived(db, { contactId: id, actor: userOf(request), body, at: now() }) });
    },
  });
}
