import * as v from 'valibot';
import type { FormError } from './pages';

export const messages = {
  nameRequired: 'Name is required',
  invalidEmail: 'Please enter a valid email address',
  weakPassword: 'Use at least 10 characters, with letters and numbers.',
  emailTaken: 'An account with this email already exists.',
  wrongCredentials: 'Incorrect email or password.',
  emailRequired: 'Please enter a valid email address',
  passwordRequired: 'Enter your password',
} as const;

/** Longer inputs are refused before hashing: argon2 on megabytes would be a cheap DoS. */
export const MAX_PASSWORD = 256;

const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email(), v.toLowerCase());

export function normaliseEmail(raw: unknown): string | null {
  const result = v.safeParse(emailSchema, typeof raw === 'string' ? raw : '');
  return result.success ? result.output : null;
}

/** Letters and digits, 10 or more characters, and not the email address itself. */
export function isStrongPassword(password: string, email: string | null): boolean {
  if (password.length < 10 || password.length > MAX_PASSWORD) return false;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return false;
  if (email && password.trim().toLowerCase() === email) return false;
  return true;
}

export interface SignupInput {
  name: string;
  email: string;
  password: string;
}

/** Checks the sign-up form; returns the cleaned input or the errors in field order. */
export function validateSignup(body: Record<string, unknown>): { input: SignupInput } | { errors: FormError[]; name: string; email: string } {
  const name = typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ') : '';
  const rawEmail = typeof body.email === 'string' ? body.email.trim() : '';
  const email = normaliseEmail(rawEmail);
  const password = typeof body.password === 'string' ? body.password : '';
  const errors: FormError[] = [];
  if (!name) errors.push({ field: 'name', message: messages.nameRequired });
  else if (name.length > 200) errors.push({ field: 'name', message: 'Name must be 200 characters or fewer' });
  if (!email) errors.push({ field: 'email', message: messages.invalidEmail });
  if (!isStrongPassword(password, email)) errors.push({ field: 'password', message: messages.weakPassword });
  if (errors.length > 0) return { errors, name, email: rawEmail };
  return { input: { name, email: email!, password } };
}
