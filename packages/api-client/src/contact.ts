import * as v from 'valibot';

/*
 * The contact request of SPEC §3, §5 and §7: one schema for the site's form in the browser, the
 * site's `POST /api/contact-us` and the api's `POST /contact-requests`, which checks again because
 * it is reachable on its own. Small and framework-free: the landing page carries it.
 */

/** The contact form's messages (SPEC §5), keyed by the form's fields. */
export const CONTACT_REQUEST_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  workEmailRequired: 'Work email is required',
  workEmailInvalid: 'Please enter a valid email address',
  companyName: 'Company name is required',
  interest: "Please tell us what you're interested in",
} as const;

/** No spaces, one @ with something before it, and a dot inside the part after it (SPEC §5). */
function isValidEmail(email: string): boolean {
  if (/\s/.test(email)) return false;
  const at = email.indexOf('@');
  if (at <= 0 || email.indexOf('@', at + 1) !== -1) return false;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

const tooLong = (max: number) => `At most ${max} characters`;
const required = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong(max)));

/** The body of a contact request; values are trimmed, the designation defaults to ''. */
export const ContactRequestSchema = v.object({
  firstName: required(CONTACT_REQUEST_MESSAGES.firstName, 100),
  lastName: required(CONTACT_REQUEST_MESSAGES.lastName, 100),
  email: v.pipe(
    v.string(CONTACT_REQUEST_MESSAGES.workEmailRequired),
    v.trim(),
    v.nonEmpty(CONTACT_REQUEST_MESSAGES.workEmailRequired),
    v.maxLength(254, CONTACT_REQUEST_MESSAGES.workEmailInvalid),
    v.check(isValidEmail, CONTACT_REQUEST_MESSAGES.workEmailInvalid),
  ),
  companyName: required(CONTACT_REQUEST_MESSAGES.companyName, 200),
  designation: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, tooLong(200))), ''),
  note: required(CONTACT_REQUEST_MESSAGES.interest, 2000),
  /** A solved proof of work, when the api asked for one (decision 0100): base64 JSON, passed on as it is. */
  proof: v.optional(v.pipe(v.string(), v.maxLength(8000))),
});

/** A contact request as the form sends it (the proof of work is added when the api asks for one). */
export type ContactRequest = Omit<v.InferOutput<typeof ContactRequestSchema>, 'proof'>;

/** A field of the request body. */
export type ContactRequestField = keyof ContactRequest;

/**
 * The first message for one field of a contact request, or undefined when it is fine: the form
 * shows it under the field, as the servers would answer it.
 * @example contactFieldMessage('email', 'ada@analytical') // 'Please enter a valid email address'
 */
export function contactFieldMessage(field: ContactRequestField, value: string): string | undefined {
  const result = v.safeParse(ContactRequestSchema.entries[field], value);
  return result.success ? undefined : result.issues[0].message;
}
