import * as v from 'valibot';
import type { FormError } from './pages';
import { checkPassword } from './passwords';

export { MAX_PASSWORD } from './passwords';

export const messages = {
  nameRequired: 'Name is required',
  invalidEmail: 'Please enter a valid email address',
  wrongCredentials: 'Incorrect email or password.',
  emailRequired: 'Please enter a valid email address',
  passwordRequired: 'Enter your password',
  passwordsDiffer: 'The two passwords are not the same.',
} as const;

const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email(), v.toLowerCase());

export function normaliseEmail(raw: unknown): string | null {
  const result = v.safeParse(emailSchema, typeof raw === 'string' ? raw : '');
  return result.success ? result.output : null;
}

export interface SignupInput {
  name: string;
  email: string;
  password: string;
}

/** Checks the sign-up form; returns the cleaned input or the errors in field order. */
export function validateSignup(
  body: Record<string, unknown>,
): { input: SignupInput } | { errors: FormError[]; name: string; email: string } {
  const name = typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ') : '';
  const rawEmail = typeof body.email === 'string' ? body.email.trim() : '';
  const email = normaliseEmail(rawEmail);
  const password = typeof body.password === 'string' ? body.password : '';
  const errors: FormError[] = [];
  if (!name) errors.push({ field: 'name', message: messages.nameRequired });
  else if (name.length > 200) errors.push({ field: 'name', message: 'Name must be 200 characters or fewer' });
  if (!email) errors.push({ field: 'email', message: messages.invalidEmail });
  const verdict = checkPassword(password, [name, email ?? rawEmail]);
  if (!verdict.ok) errors.push({ field: 'password', message: verdict.message! });
  if (errors.length > 0) return { errors, name, email: rawEmail };
  return { input: { name, email: email!, password } };
}
