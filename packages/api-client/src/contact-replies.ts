/**
 * Replies to contact requests from the administration console (issue 38, decisions 0174 and 0175):
 * the saved templates a reply starts from, the limits the api and the drawer share, and the
 * response-time target a request still 'new' is measured against.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The subject of a reply unless its writer changes it. */
export const CONTACT_REPLY_SUBJECT = 'Re: your enquiry to Paperlight';

/** Longest reply, sent or logged. */
export const CONTACT_REPLY_MAX = 5000;

/** Longest subject of a reply. */
export const CONTACT_REPLY_SUBJECT_MAX = 200;

/** A saved reply; `{firstName}`, `{companyName}` and `{senderName}` are filled in for each request. */
export interface ContactReplyTemplate {
  id: string;
  /** What the template is called in the drawer's list. */
  label: string;
  body: string;
}

const SIGN_OFF = 'Best regards,\n{senderName}\nPaperlight';

/** The templates a reply can start from, kept as data (no editing screen: decision 0174). */
export const CONTACT_REPLY_TEMPLATES: readonly ContactReplyTemplate[] = [
  {
    id: 'book-a-call',
    label: 'Thanks — book a call',
    body: [
      'Hello {firstName},',
      'Thank you for your interest in Paperlight for {companyName}. The quickest way to see what it can do for you is a 30-minute call with our team.',
      'Reply to this email with two or three times that suit you, and I will send an invitation.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  {
    id: 'trial-extended',
    label: 'Trial extended',
    body: [
      'Hello {firstName},',
      'Thank you for trying Paperlight. I have extended your free trial, so that you and your colleagues at {companyName} have more time to try it on your own papers.',
      'If anything gets in the way, reply to this email and I will help.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  {
    id: 'not-a-fit',
    label: 'Not a fit',
    body: [
      'Hello {firstName},',
      'Thank you for telling us what {companyName} is looking for. Having read your request, we do not think Paperlight is the right fit for it today, and we would rather say so than take up your time.',
      'If your plans change, reply to this email: we would be glad to talk again.',
      SIGN_OFF,
    ].join('\n\n'),
  },
];

export const CONTACT_REPLY_TEMPLATE_IDS = CONTACT_REPLY_TEMPLATES.map((template) => template.id);

/** A template's text for one request and the person replying. */
export function fillReplyTemplate(
  template: Pick<ContactReplyTemplate, 'body'>,
  values: { firstName: string; companyName: string; senderName: string },
): string {
  return template.body.replace(/\{(firstName|companyName|senderName)\}/g, (_, key: keyof typeof values) => values[key].trim());
}

// ---- the response-time target

/** A request still 'new' is overdue once this many working days (Monday to Friday, UTC) have passed. */
export const RESPONSE_TARGET_WORKING_DAYS = 1;

/**
 * When a request received at `createdAt` should have had an answer: that many days of Monday to
 * Friday (UTC) later, weekends skipped, e.g. Friday 15:00 → Monday 15:00, Saturday → end of Monday.
 */
export function responseDue(createdAt: string, workingDays = RESPONSE_TARGET_WORKING_DAYS): string {
  let at = Date.parse(createdAt);
  let left = workingDays * DAY;
  while (left > 0) {
    const midnight = Math.floor(at / DAY) * DAY + DAY;
    const weekday = new Date(at).getUTCDay();
    if (weekday === 0 || weekday === 6) {
      at = midnight;
      continue;
    }
    const step = Math.min(left, midnight - at);
    at += step;
    left -= step;
  }
  return new Date(at).toISOString();
}

/** Whether a request is past its response target while still 'new'. */
export function isOverdue(request: { status: string; createdAt: string }, now: number): boolean {
  return request.status === 'new' && Date.parse(responseDue(request.createdAt)) <= now;
}

/** Whole hours since `createdAt` (never negative). */
export const ageInHours = (createdAt: string, now: number) => Math.max(0, Math.floor((now - Date.parse(createdAt)) / HOUR));

/** '2 days old', '5 hours old' or 'Under an hour old'. */
export function ageLabel(hours: number): string {
  if (hours < 1) return 'Under an hour old';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} old`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} old`;
}
