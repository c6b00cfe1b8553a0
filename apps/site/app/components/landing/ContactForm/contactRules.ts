import {
  CONTACT_REQUEST_MESSAGES,
  contactFieldMessage,
  type ContactRequest,
  type ContactRequestField,
} from '@paperlight/api-client/browser';

export type { ContactRequest };

/** The contact form's values, named after its fields. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  workEmail: string;
  companyName: string;
  designation: string;
  interest: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The field rules' messages are the request schema's (api-client); the rest are the form's own. */
export const CONTACT_MESSAGES = {
  ...CONTACT_REQUEST_MESSAGES,
  submitted: 'Details submitted',
  failed: 'Details submission failed please retry!',
  /** Beside the toast when the request never reached our server (offline, blocked). */
  unreachable: 'We could not reach Paperlight. Check your connection, then submit again: your details are still here.',
  /** Beside the toast when the server failed without a message of its own. */
  serverFailed: 'Our server could not take your details just now. Please submit again in a few minutes: your details are still here.',
} as const;

export const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'workEmail', 'companyName', 'designation', 'interest'];

/** Where each field goes in `POST /api/contact-us` (SPEC §3: the work email is `email`, the interest `note`). */
const REQUEST_FIELD: Record<ContactField, ContactRequestField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  workEmail: 'email',
  companyName: 'companyName',
  designation: 'designation',
  interest: 'note',
};

export const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', workEmail: '', companyName: '', designation: '', interest: '' };

/** The message for one field, or undefined when it is fine: the request schema's rule for it. */
export function validateField(field: ContactField, values: ContactValues): string | undefined {
  return contactFieldMessage(REQUEST_FIELD[field], values[field]);
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = validateField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Trimmed values in the shape the site's endpoint takes. */
export function toContactRequest(values: ContactValues): ContactRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.workEmail.trim(),
    companyName: values.companyName.trim(),
    designation: values.designation.trim(),
    note: values.interest.trim(),
  };
}

/** Splits on the first space: 'Mary Ann Lee' → Mary / Ann Lee (SPEC §5). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** A signed-in user's name and email as initial values; guests start empty. */
export function prefillFor(user: { name: string; email: string; isGuest: boolean } | null | undefined): ContactValues {
  if (!user || user.isGuest) return { ...EMPTY_CONTACT };
  return { ...EMPTY_CONTACT, ...splitName(user.name), workEmail: user.email };
}
