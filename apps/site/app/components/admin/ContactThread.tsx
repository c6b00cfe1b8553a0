import { formatDateTime } from '@paperlight/api-client';
import type { ContactThreadEntry } from './schemas';
import * as admin from './admin.css';
import * as styles from './ContactReplies.css';

export interface ContactThreadProps {
  thread: readonly ContactThreadEntry[];
  /** The reader's time zone, for each message's time. */
  timeZone: string;
  /** Names the list, e.g. the heading's id. */
  labelledBy?: string;
}

/** A request's replies, oldest first: ours as sent (or kept unsent, with why), theirs as logged. */
export function ContactThread({ thread, timeZone, labelledBy }: ContactThreadProps) {
  if (thread.length === 0) return <p className={admin.factLabel}>No replies yet. A reply sent from here is kept below the request.</p>;
  return (
    <ol className={styles.thread} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : 'Replies'}>
      {thread.map((message) => {
        const when = <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, timeZone)}</time>;
        if (message.direction === 'received') {
          return (
            <li key={message.id} className={styles.received}>
              <p className={styles.messageMeta}>
                Their reply, logged by {message.authorEmail} · {when}
              </p>
              <p className={styles.messageBody}>{message.body}</p>
            </li>
          );
        }
        return (
          <li key={message.id} className={styles.message}>
            <p className={styles.messageMeta}>
              Sent by {message.authorEmail} · {when}
            </p>
            <p className={styles.messageSubject}>{message.subject}</p>
            <p className={styles.messageBody}>{message.body}</p>
            {message.outcome === 'sent' ? (
              <p className={styles.sent}>Sent</p>
            ) : (
              <p className={styles.failed}>
                Not sent: {message.error ?? 'the mail server did not accept it'}. It is kept here; send it again later.
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
