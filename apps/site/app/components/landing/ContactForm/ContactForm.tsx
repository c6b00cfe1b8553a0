import { Button, TextInput, textInputStyles, useToast } from '@paperlight/ui-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGES,
  EMPTY_CONTACT,
  prefillFor,
  toContactRequest,
  validateContact,
  validateField,
  type ContactField,
  type ContactRequest,
  type ContactValues,
} from './contactRules';
import * as styles from './ContactForm.css';
import { challengeIn, solveContactProof } from './contactProof';

/** Sends a request; rejects with the server's message on failure. */
export type ContactSubmit = (request: ContactRequest) => Promise<void>;

/** One post of the request; a request that never arrived throws our own sentence. */
async function sendContactRequest(request: ContactRequest & { proof?: string }): Promise<Response> {
  try {
    return await fetch('/api/contact-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (error) {
    throw new Error(CONTACT_MESSAGES.unreachable, { cause: error });
  }
}

/**
 * `POST /api/contact-us` on the site (SPEC §7). A failure carries the response's `message` (our
 * own words: a field rule, the rate limit); a request that never arrived, or an answer without a
 * message, becomes a sentence of ours, never the browser's 'Failed to fetch'. In a busy hour the
 * answer carries a proof-of-work challenge: it is solved here (about a second, no puzzle for the
 * visitor) and the request sent again with the proof (decision 0100).
 */
export const postContactRequest: ContactSubmit = async (request) => {
  let proof: string | null = null;
  for (let attempt = 0; ; attempt++) {
    const response = await sendContactRequest(proof ? { ...request, proof } : request);
    if (response.ok) return;
    const body: unknown = await response.json().catch(() => null);
    const challenge = response.status === 429 && attempt < 2 ? challengeIn(body) : null;
    proof = challenge ? await solveContactProof(challenge) : null;
    if (proof) continue;
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== ''
        ? body.message
        : null;
    throw new Error(message ?? CONTACT_MESSAGES.serverFailed, { cause: new Error(`Request failed with status ${response.status}`) });
  }
};

export interface ContactFormProps {
  /** A signed-in user's name (split on the first space) and email prefill the form; guests start empty. */
  user?: { name: string; email: string; isGuest: boolean } | null;
  /**
   * Writes `text` into the interest field whenever `key` changes (Notify Me); from key 1 on it also
   * moves focus there, so keyboard and screen-reader users land in the field that was just filled.
   * @example interestPrefill={{ text: "I'd like to hear when Reviewer Finder is available.", key: 1 }}
   */
  interestPrefill?: { text: string; key: number } | null;
  /** @default postContactRequest */
  submit?: ContactSubmit;
  /** Called after a successful submission, e.g. to close a modal. */
  onSubmitted?: () => void;
}

const LABELS: Record<Exclude<ContactField, 'interest'>, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  workEmail: 'Work email',
  companyName: 'Company name',
  designation: 'Designation',
};

const AUTOCOMPLETE: Record<Exclude<ContactField, 'interest'>, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  workEmail: 'email',
  companyName: 'organization',
  designation: 'organization-title',
};

/** The contact form of SPEC §4–5: errors after blur or a submit attempt, spinner, toasts, cleared on success. */
export function ContactForm({ user, interestPrefill, submit = postContactRequest, onSubmitted }: ContactFormProps) {
  const id = useId();
  const toast = useToast();
  const [values, setValues] = useState<ContactValues>(() => prefillFor(user));
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const prefillKey = interestPrefill?.key;
  const prefillText = interestPrefill?.text;
  useEffect(() => {
    if (prefillText === undefined) return;
    setValues((current) => ({ ...current, interest: prefillText }));
    // Focus from here, after the commit: the field may only now be the hydrated one. The caret goes
    // after the sentence, so 'Propose a tool' lets the visitor finish it.
    if ((prefillKey ?? 0) > 0) {
      const field = document.getElementById(`${id}-interest`);
      field?.focus({ preventScroll: true });
      if (field instanceof HTMLTextAreaElement) field.setSelectionRange(prefillText.length, prefillText.length);
    }
  }, [id, prefillKey, prefillText]);

  const userName = user && !user.isGuest ? user.name : '';
  const userEmail = user && !user.isGuest ? user.email : '';
  useEffect(() => {
    if (!userName && !userEmail) return;
    // The session can arrive after the first render; fill only what the visitor has not typed.
    const prefill = prefillFor({ name: userName, email: userEmail, isGuest: false });
    setValues((current) => ({
      ...current,
      firstName: current.firstName || prefill.firstName,
      lastName: current.lastName || prefill.lastName,
      workEmail: current.workEmail || prefill.workEmail,
    }));
  }, [userName, userEmail]);

  const errorOf = (field: ContactField) => (attempted || touched[field] ? validateField(field, values) : undefined);
  const update = (field: ContactField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const blur = (field: ContactField) => () => setTouched((current) => ({ ...current, [field]: true }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const errors = validateContact(values);
    const firstInvalid = (Object.keys(errors) as ContactField[])[0];
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerMessage(null);
    try {
      await submit(toContactRequest(values));
      toast.show(CONTACT_MESSAGES.submitted, { tone: 'success' });
      // Cleared for the next request, but a signed-in user's name and email stay: they are still theirs.
      setValues(userName || userEmail ? prefillFor({ name: userName, email: userEmail, isGuest: false }) : { ...EMPTY_CONTACT });
      setTouched({});
      setAttempted(false);
      onSubmitted?.();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error('Contact request failed:', message);
      setServerMessage(message);
      toast.show(CONTACT_MESSAGES.failed, { tone: 'danger' });
    } finally {
      setSubmitting(false);
    }
  }

  const input = (field: Exclude<ContactField, 'interest'>, required = true) => (
    <TextInput
      id={`${id}-${field}`}
      name={field}
      label={LABELS[field]}
      type={field === 'workEmail' ? 'email' : 'text'}
      autoComplete={AUTOCOMPLETE[field]}
      required={required}
      // Our own messages replace the browser's bubbles.
      aria-required={required || undefined}
      value={values[field]}
      onChange={update(field)}
      onBlur={blur(field)}
      error={errorOf(field)}
    />
  );

  const interestError = errorOf('interest');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact us">
      <div className={styles.row}>
        {input('firstName')}
        {input('lastName')}
      </div>
      <div className={styles.row}>
        {input('workEmail')}
        {input('companyName')}
      </div>
      {input('designation', false)}
      <div className={textInputStyles.root}>
        <label className={textInputStyles.label} htmlFor={`${id}-interest`}>
          What are you interested in?
          <span className={textInputStyles.required} aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-interest`}
          name="interest"
          className={`${textInputStyles.input} ${styles.textarea}`}
          required
          aria-invalid={interestError ? true : undefined}
          aria-describedby={interestError ? `${id}-interest-error` : undefined}
          value={values.interest}
          onChange={update('interest')}
          onBlur={blur('interest')}
        />
        {interestError ? (
          <p id={`${id}-interest-error`} className={textInputStyles.error}>
            {interestError}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? 'Submitting…' : 'Submit'}
        </Button>
        {serverMessage ? (
          <p className={textInputStyles.error} role="status">
            {serverMessage}
          </p>
        ) : (
          <p className={styles.note}>We reply within one working day. Fields marked * are required.</p>
        )}
      </div>
    </form>
  );
}
