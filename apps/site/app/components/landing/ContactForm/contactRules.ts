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

/** The request body of `POST /api/contact-us` (SPEC §3, §7). */
export interface ContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  designation: string;
  note: string;
}

export const CONTACT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  workEmailRequired: 'Work email is required',
  workEmailInvalid: 'Please enter a valid email address',
  companyName: 'Company name is required',
  interest: "Please tell us what you're interested in",
  submitted: 'Details submitted',
  failed: 'Details submission failed please retry!',
  /** Beside the toast when the request never reached our server (offline, blocked). */
  unreachable: 'We could not reach Paperlight. Check your connection, then submit again: your details are still here.',
  /** Beside the toast when the server failed without a message of its own. */
  serverFailed: 'Our server could not take your details just now. Please submit again in a few minutes: your details are still here.',
} as const;

export const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'workEmail', 'companyName', 'designation', 'interest'];

export const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', workEmail: '', companyName: '', designation: '', interest: '' };

/** No spaces, an @, and a dot in the part after it (SPEC §5). */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  if (/\s/.test(trimmed)) return false;
  const at = trimmed.indexOf('@');
  if (at <= 0 || trimmed.indexOf('@', at + 1) !== -1) return false;
  const domain = trimmed.slice(at + 1);
  const dot = domain.indexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

/** The message for one field, or undefined when it is fine. */
export function validateField(field: ContactField, values: ContactValues): string | undefined {
  const value = values[field].trim();
  switch (field) {
    case 'firstName':
      return value ? undefined : CONTACT_MESSAGES.firstName;
    case 'lastName':
      return value ? undefined : CONTACT_MESSAGES.lastName;
    case 'workEmail':
      if (!value) return CONTACT_MESSAGES.workEmailRequired;
      return isValidEmail(value) ? undefined : CONTACT_MESSAGES.workEmailInvalid;
    case 'companyName':
      return value ? undefined : CONTACT_MESSAGES.companyName;
    case 'interest':
      return value ? undefined : CONTACT_MESSAGES.interest;
    case 'designation':
      return undefined;
  }
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
