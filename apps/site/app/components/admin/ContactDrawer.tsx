import { formatDateTime } from '@paperlight/api-client';
import { Button, Drawer } from '@paperlight/ui-kit';
import { useId, type ElementType } from 'react';
import { AuditHistory, TimeZoneNote } from './audit';
import { ContactThread } from './ContactThread';
import { LinkedRequests } from './LinkedRequests';
import { LogReplyForm, ReplyForm } from './ReplyForm';
import { RequestAge } from './RequestAge';
import { CONTACT_STATUS_LABEL, CONTACT_STATUSES, type ContactDetail, type ContactOwner } from './schemas';
import * as admin from './admin.css';
import * as styles from './ContactDrawer.css';

/** Longest internal note (as the api allows). */
export const NOTE_MAX = 2000;

export interface ContactDrawerProps {
  detail: ContactDetail;
  /** The reader's time zone, for the notes' and the History's times. */
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The form of each change; the page passes its fetchers' forms so each answers with a toast and
   * the drawer stays open. Plain forms post too (without JavaScript).
   */
  forms?: { status?: ElementType; owner?: ElementType; note?: ElementType; reply?: ElementType; received?: ElementType };
  /** Which change is being saved. */
  busy?: { status?: boolean; owner?: boolean; note?: boolean; reply?: boolean; received?: boolean };
  /** Changes after a note was added, so the note field starts empty again. */
  noteKey?: string | number;
  /** Changes after a reply was sent (or kept unsent), so the reply form starts empty again. */
  replyKey?: string | number;
  /** Changes after their reply was logged. */
  receivedKey?: string | number;
  /** Where another request of the same address opens. @default `?request={id}` */
  requestHref?: (id: string) => string;
  /**
   * What the last change answered. The page's toasts sit behind this modal drawer, out of reach of
   * screen readers while it is open, so the drawer says it too, in its own live region.
   */
  feedback?: { ok: boolean; message: string } | null;
}

const ownerLabel = (owner: ContactOwner) => `${owner.name} (${owner.email})`;

/**
 * One contact request in the inbox: every field the form sent (designation included) and its age,
 * the account and other requests of its address, the replies sent and received (a reply is written
 * and sent here), who looks after it and its status (each changed here), the internal notes (added
 * here) and its History.
 */
export function ContactDrawer({
  detail,
  timeZone,
  open,
  onOpenChange,
  forms = {},
  busy = {},
  noteKey,
  replyKey,
  receivedKey,
  requestHref,
  feedback = null,
}: ContactDrawerProps) {
  const id = useId();
  const { request, notes, history, owners, thread, templates, links } = detail;
  const name = `${request.firstName} ${request.lastName}`;
  const StatusForm = forms.status ?? 'form';
  const OwnerForm = forms.owner ?? 'form';
  const NoteForm = forms.note ?? 'form';
  // Someone who owns it but is no longer sales or an administrator still shows as its owner.
  const choices = request.owner && !owners.some((o) => o.id === request.owner?.id) ? [...owners, request.owner] : owners;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={request.id} />
      <input type="hidden" name="name" value={name} />
    </>
  );

  return (
    <Drawer
      title={name}
      description={`Contact request received ${formatDateTime(request.createdAt, timeZone)}`}
      open={open}
      onOpenChange={onOpenChange}
    >
      <p
        role="status"
        className={
          feedback ? (feedback.ok ? `${admin.success} ${styles.feedback}` : `${admin.message} ${styles.feedback}`) : styles.feedbackIdle
        }
      >
        {feedback?.message ?? ''}
      </p>
      <section className={styles.section} aria-labelledby={`${id}-request`}>
        <h3 id={`${id}-request`} className={styles.heading}>
          Request
        </h3>
        <dl className={admin.facts}>
          <dt className={admin.factLabel}>Email</dt>
          <dd className={styles.fact}>
            <a className={styles.link} href={`mailto:${request.email}`}>
              {request.email}
            </a>
          </dd>
          <dt className={admin.factLabel}>Company</dt>
          <dd className={styles.fact}>{request.companyName}</dd>
          <dt className={admin.factLabel}>Designation</dt>
          <dd className={styles.fact}>{request.designation || '—'}</dd>
          <dt className={admin.factLabel}>Interest</dt>
          <dd className={`${styles.fact} ${styles.longText}`}>{request.note}</dd>
          <dt className={admin.factLabel}>Age</dt>
          <dd className={styles.fact}>
            <RequestAge ageHours={request.ageHours} overdue={request.overdue} />
          </dd>
          <dt className={admin.factLabel}>Status</dt>
          <dd className={styles.fact}>{CONTACT_STATUS_LABEL[request.status] ?? request.status}</dd>
          <dt className={admin.factLabel}>Owner</dt>
          <dd className={styles.fact}>{request.owner ? ownerLabel(request.owner) : 'Nobody yet'}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-address`}>
        <h3 id={`${id}-address`} className={styles.heading}>
          Same address
        </h3>
        <LinkedRequests links={links} timeZone={timeZone} {...(requestHref ? { requestHref } : {})} />
      </section>

      <section className={styles.section} aria-labelledby={`${id}-replies`}>
        <h3 id={`${id}-replies`} className={styles.heading}>
          Replies
        </h3>
        <ContactThread thread={thread} timeZone={timeZone} labelledBy={`${id}-replies`} />
        <ReplyForm
          key={`reply-${request.id}-${replyKey ?? ''}`}
          templates={templates}
          form={forms.reply}
          hiddenFields={hidden('reply')}
          to={request.email}
          busy={busy.reply}
        />
        <LogReplyForm
          key={`received-${request.id}-${receivedKey ?? ''}`}
          form={forms.received}
          hiddenFields={hidden('received')}
          busy={busy.received}
        />
      </section>

      <section className={styles.section} aria-labelledby={`${id}-handling`}>
        <h3 id={`${id}-handling`} className={styles.heading}>
          Status and owner
        </h3>
        <StatusForm method="post" className={styles.row}>
          {hidden('status')}
          <label className={admin.field} htmlFor={`${id}-status`}>
            Status
          </label>
          {/* Keyed by the saved value: after a change the list shows what the server now holds. */}
          <select key={request.status} id={`${id}-status`} name="status" className={admin.control} defaultValue={request.status}>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CONTACT_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" loading={busy.status}>
            Set status
          </Button>
        </StatusForm>
        <OwnerForm method="post" className={styles.row}>
          {hidden('owner')}
          <label className={admin.field} htmlFor={`${id}-owner`}>
            Owner
          </label>
          <select
            key={request.owner?.id ?? 'nobody'}
            id={`${id}-owner`}
            name="ownerId"
            className={`${admin.control} ${styles.ownerSelect}`}
            defaultValue={request.owner?.id ?? ''}
          >
            <option value="">Nobody</option>
            {choices.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {ownerLabel(owner)}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" loading={busy.owner}>
            Assign
          </Button>
        </OwnerForm>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-notes`}>
        <h3 id={`${id}-notes`} className={styles.heading}>
          Internal notes
        </h3>
        {notes.length === 0 ? (
          <p className={admin.factLabel}>No notes yet. Only sales and administrators see them.</p>
        ) : (
          <ol className={styles.notes} aria-labelledby={`${id}-notes`}>
            {notes.map((note) => (
              <li key={note.id} className={styles.note}>
                <p className={styles.noteBody}>{note.body}</p>
                <p className={styles.noteMeta}>
                  {note.authorEmail} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, timeZone)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
        <NoteForm key={noteKey} method="post" className={styles.noteForm}>
          {hidden('note')}
          <label className={admin.field} htmlFor={`${id}-note`}>
            Add a note
          </label>
          <textarea id={`${id}-note`} name="body" className={styles.textarea} rows={3} maxLength={NOTE_MAX} required />
          <div>
            <Button type="submit" variant="secondary" loading={busy.note}>
              Add note
            </Button>
          </div>
        </NoteForm>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`} className={styles.heading}>
          History
        </h3>
        <AuditHistory
          entries={history}
          timeZone={timeZone}
          caption="Changes to this request, newest first"
          regionLabel="Changes to this request"
        />
        <TimeZoneNote timeZone={timeZone} />
      </section>
    </Drawer>
  );
}
