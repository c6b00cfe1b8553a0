import { formatDateTime } from '@paperlight/api-client';
import { Link } from '@paperlight/ui-kit';
import { CONTACT_STATUS_LABEL, type ContactLinks } from './schemas';
import * as admin from './admin.css';
import * as drawer from './ContactDrawer.css';
import * as styles from './ContactReplies.css';

export interface LinkedRequestsProps {
  links: ContactLinks;
  timeZone: string;
  /** Where another request opens (the inbox with it in the drawer). @default `?request={id}` */
  requestHref?: (id: string) => string;
  /** Where an account opens. @default `/administration/users/{id}` */
  accountHref?: (id: string) => string;
}

const defaultRequestHref = (id: string) => `?request=${encodeURIComponent(id)}`;
const defaultAccountHref = (id: string) => `/administration/users/${encodeURIComponent(id)}`;

/** The account with the request's address, and the other requests from it (any case), newest first. */
export function LinkedRequests({
  links,
  timeZone,
  requestHref = defaultRequestHref,
  accountHref = defaultAccountHref,
}: LinkedRequestsProps) {
  return (
    <dl className={admin.facts}>
      <dt className={admin.factLabel}>Account</dt>
      <dd className={drawer.fact}>
        {links.account ? (
          <Link className={drawer.link} href={accountHref(links.account.id)}>
            {links.account.name} ({links.account.email})
          </Link>
        ) : (
          'No account with this address'
        )}
      </dd>
      <dt className={admin.factLabel}>Other requests</dt>
      <dd className={drawer.fact}>
        {links.requests.length === 0 ? (
          'None from this address'
        ) : (
          <ul className={styles.linked}>
            {links.requests.map((other) => (
              <li key={other.id}>
                <Link className={drawer.link} href={requestHref(other.id)}>
                  {other.firstName} {other.lastName}, {other.companyName}
                </Link>{' '}
                · {formatDateTime(other.createdAt, timeZone)} · {CONTACT_STATUS_LABEL[other.status] ?? other.status}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
