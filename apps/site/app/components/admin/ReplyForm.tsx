import { CONTACT_REPLY_MAX, CONTACT_REPLY_SUBJECT, CONTACT_REPLY_SUBJECT_MAX } from '@paperlight/api-client';
import { Button } from '@paperlight/ui-kit';
import { useId, useState, type ElementType, type ReactNode } from 'react';
import type { ReplyTemplate } from './schemas';
import * as admin from './admin.css';
import * as drawer from './ContactDrawer.css';
import * as styles from './ContactReplies.css';

export interface ReplyFormProps {
  /** The saved templates, filled in for this request and the reader. */
  templates: readonly ReplyTemplate[];
  /** The form element; the page passes its fetcher's form. @default 'form' */
  form?: ElementType;
  /** The fields that say which request the form is for (intent, id, name). */
  hiddenFields?: ReactNode;
  /** The address the reply goes to, said next to the button. */
  to: string;
  /** While the reply is being sent. */
  busy?: boolean;
}

/**
 * A reply to a contact request, sent through the product's mail: a template to start from (picking
 * one replaces the text), the subject and the text. Key it by the replies sent so it empties after one.
 */
export function ReplyForm({ templates, form: Form = 'form', hiddenFields, to, busy = false }: ReplyFormProps) {
  const id = useId();
  const [template, setTemplate] = useState('');
  const [subject, setSubject] = useState(CONTACT_REPLY_SUBJECT);
  const [body, setBody] = useState('');
  const pick = (value: string) => {
    setTemplate(value);
    const chosen = templates.find((t) => t.id === value);
    if (chosen) {
      setSubject(chosen.subject);
      setBody(chosen.body);
    }
  };
  return (
    <Form method="post" className={styles.form}>
      {hiddenFields}
      {templates.length > 0 ? (
        <div className={admin.field}>
          <label htmlFor={`${id}-template`}>Start from a template</label>
          <select
            id={`${id}-template`}
            name="template"
            className={admin.controlFill}
            value={template}
            onChange={(event) => pick(event.currentTarget.value)}
            aria-describedby={`${id}-template-hint`}
          >
            <option value="">No template</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
          <p id={`${id}-template-hint`} className={styles.hint}>
            Picking a template replaces the text below.
          </p>
        </div>
      ) : null}
      <div className={admin.field}>
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input
          id={`${id}-subject`}
          name="subject"
          className={admin.controlFill}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          maxLength={CONTACT_REPLY_SUBJECT_MAX}
          required
        />
      </div>
      <div className={admin.field}>
        <label htmlFor={`${id}-body`}>Reply</label>
        <textarea
          id={`${id}-body`}
          name="body"
          className={drawer.textarea}
          rows={8}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          maxLength={CONTACT_REPLY_MAX}
          required
          aria-describedby={`${id}-body-hint`}
        />
        <p id={`${id}-body-hint`} className={styles.hint}>
          Sent by email to {to}, from Paperlight; their answer comes to your address. {body.length} of {CONTACT_REPLY_MAX} characters.
        </p>
      </div>
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          Send reply
        </Button>
      </div>
    </Form>
  );
}

export interface LogReplyFormProps {
  /** @default 'form' */
  form?: ElementType;
  hiddenFields?: ReactNode;
  busy?: boolean;
  /** Open from the start (e.g. in a story). @default false */
  defaultOpen?: boolean;
}

/** 'Log their reply': their answer, pasted, kept in the thread as received. */
export function LogReplyForm({ form: Form = 'form', hiddenFields, busy = false, defaultOpen = false }: LogReplyFormProps) {
  const id = useId();
  return (
    <details className={styles.disclosure} open={defaultOpen || undefined}>
      <summary className={styles.summary}>Log their reply</summary>
      <Form method="post" className={styles.form}>
        {hiddenFields}
        <label className={admin.field} htmlFor={`${id}-received`}>
          Their reply, pasted as they wrote it
        </label>
        <textarea id={`${id}-received`} name="body" className={drawer.textarea} rows={5} maxLength={CONTACT_REPLY_MAX} required />
        <div>
          <Button type="submit" variant="secondary" loading={busy}>
            Add to the thread
          </Button>
        </div>
      </Form>
    </details>
  );
}
